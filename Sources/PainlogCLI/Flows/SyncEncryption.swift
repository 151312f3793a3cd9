import PainlogCrypto
import PainlogDomain
import PainlogFeatures

/// `sync --encrypt`, `--no-encrypt`, `--encrypt-to` and `--no-encrypt-to`, as typed (the
/// recipients already checked by the command).
struct SyncEncryptionOptions {
    /// `--encrypt` (true), `--no-encrypt` (false), or neither (nil: as remembered).
    var encrypt: Bool?
    var addRecipients: [String] = []
    var removeRecipients: [String] = []
}

/// Whether a sync folder is encrypted, and to whom (docs/encryption.md, *The sync folder*):
/// whether, remembered per folder in the diary's settings; to whom, the diary's `--encrypt-to` set,
/// which travels by sync (docs/sync.md, *Encryption recipients*); applied at the file boundary by
/// `SealedSyncFolder`.
struct SyncEncryption {
    /// The setting that says a folder is encrypted (`1`), per folder.
    static func encryptSetting(_ folder: String) -> String { "sync_encrypt " + folder }
    /// The setting that keeps the fingerprint of the recipients this diary's files in the folder
    /// are encrypted to (`SyncFileSeal.recipientsFingerprint`): they are written again only when
    /// the recipients change (or their records do).
    static func sealedSetting(_ folder: String) -> String { "sync_sealed " + folder }

    /// Whether this diary's files are written encrypted.
    let encrypt: Bool
    /// The `--encrypt-to` recipients, as the set holds them after this sync's options (and, after
    /// `merged`, after the merge); texts that are no recipient are left out with a notice.
    private(set) var recipients: [AgeRecipient]
    /// The identities, when there is an identity file.
    let identities: [AgeIdentity]?
    /// What the settings hold after this sync (for `remember`).
    private let remembered: String?
    /// The set's texts after this sync's options, and the changes those options make to it.
    private var texts: [String]
    private let adding: [String]
    private let removing: [String]

    /// The folder's encryption after `options`; with encryption on and no identity, a failure
    /// saying how to make or import one (before anything is written).
    init(
        options: SyncEncryptionOptions, settings: any DiarySettings, unitOfWork: any UnitOfWork, folderPath: String,
        keyring: () throws -> IdentityKeyring, notice: (String) -> Void
    ) throws {
        encrypt = try options.encrypt ?? (settings.value(Self.encryptSetting(folderPath)) != nil)
        var texts = try unitOfWork.inWriteTransaction { try $0.syncRecipients.recipients() }
        var adding: [String] = []
        var removing: [String] = []
        for text in options.addRecipients {
            let key = try AgeRecipient(parsing: text).text
            if !texts.contains(key) {
                texts.append(key)
                adding.append(key)
            }
        }
        for text in options.removeRecipients {
            let key = try AgeRecipient(parsing: text).text
            if let index = texts.firstIndex(of: key) {
                texts.remove(at: index)
                if let added = adding.firstIndex(of: key) { adding.remove(at: added) } else { removing.append(key) }
            } else {
                notice(Notice.line("\(key) was not among the recipients of encrypted sync folders; nothing to remove"))
            }
        }
        self.texts = texts.sorted()
        self.adding = adding
        self.removing = removing
        recipients = Self.parsed(self.texts, notice: notice)
        if encrypt {
            let keyring = try keyring()
            guard let found = try keyring.identities() else {
                throw PainlogError.failure(
                    "the sync folder \(folderPath) is encrypted (sync --encrypt) and there is no identity in "
                        + "\(keyring.path); copy yours from a computer that syncs there and bring it in with "
                        + "'painlog key import FILE' (or, for a new folder, make one with 'painlog key new'); "
                        + "nothing was synced or written")
            }
            identities = found
        } else {
            // Only to read other diaries' encrypted files: a plain sync goes on without.
            identities = try? keyring().identities()
        }
        remembered = encrypt ? "1" : nil
    }

    /// The recipients among `texts`; a text that is not one (another diary's file can hold any
    /// text spelt like one) is left out with a notice.
    private static func parsed(_ texts: [String], notice: (String) -> Void) -> [AgeRecipient] {
        var parsed: [AgeRecipient] = []
        for text in texts {
            do {
                parsed.append(try AgeRecipient(parsing: text))
            } catch {
                let reason: String = error.reason
                notice(
                    Notice.line(
                        "\(text) among the recipients of encrypted sync folders is not used: \(reason); "
                            + "'painlog sync --no-encrypt-to' removes it"))
            }
        }
        return parsed
    }

    /// Keeps the folder's encryption as this sync leaves it, in a transaction of its own: the
    /// setting, and the recipients this sync's options add to or take out of the set (stamped at
    /// the sync, so that they travel).
    func remember(settings: any DiarySettings, unitOfWork: any UnitOfWork, folderPath: String) throws {
        let key = Self.encryptSetting(folderPath)
        guard try settings.value(key) != remembered || !adding.isEmpty || !removing.isEmpty else { return }
        try unitOfWork.inWriteTransaction { diary in
            if try settings.value(key) != remembered {
                if let remembered { try settings.set(key, to: remembered) } else { try settings.removeValue(key) }
            }
            for recipient in adding { try diary.syncRecipients.add(recipient) }
            for recipient in removing { try diary.syncRecipients.remove(recipient) }
        }
    }

    /// After the merge: the set as another diary's records left it, with a notice for each
    /// recipient they added or took out; nil when they changed nothing.
    func merged(unitOfWork: any UnitOfWork, notice: (String) -> Void) throws -> SyncEncryption? {
        let now = try unitOfWork.inWriteTransaction { try $0.syncRecipients.recipients() }.sorted()
        guard now != texts else { return nil }
        for text in now where !texts.contains(text) {
            notice(
                Notice.line(
                    "\(text) was added to the recipients of encrypted sync folders by another diary: this diary's "
                        + "encrypted files are encrypted to it too ('painlog sync --no-encrypt-to \(text)' removes it)")
            )
        }
        for text in texts where !now.contains(text) {
            notice(
                Notice.line(
                    "\(text) was removed from the recipients of encrypted sync folders by another diary: this "
                        + "diary's encrypted files are no longer encrypted to it"))
        }
        var changed = self
        changed.texts = now
        changed.recipients =
            Self.parsed(now.filter { !texts.contains($0) }, notice: notice)
            + recipients.filter { now.contains($0.text) }
        return changed
    }

    /// `plain` as the sync reads and writes it: a folder whose `.age` files are opened with the
    /// identities and whose own files are written encrypted when asked; `plain` itself without an
    /// identity.
    func folder(_ plain: FileSyncFolder) -> any SyncFolder {
        guard let identities, let first = identities.first else { return plain }
        let sealing =
            encrypt
            ? SealedSyncFolder.Sealing(
                identity: first, recipients: [first.recipient] + recipients.filter { $0 != first.recipient })
            : nil
        return SealedSyncFolder(plain, identities: identities, sealing: sealing)
    }

    /// Writes again each of this diary's files in `folder` that is not in the form asked for.
    ///
    /// That is a plain file when encrypting (then removed), an encrypted one for other recipients
    /// than now, or an encrypted one when not encrypting. Files that do not decrypt or verify are
    /// left for the sync to report.
    func rewriteOwnFiles(
        in folder: any SyncFolder, diaryID: String, settings: any DiarySettings, unitOfWork: any UnitOfWork,
        folderPath: String
    ) throws {
        guard let folder = folder as? SealedSyncFolder else { return }
        let sealedFor = folder.sealing.map { SyncFileSeal.recipientsFingerprint($0.recipients) }
        let key = Self.sealedSetting(folderPath)
        let stale = try settings.value(key) != sealedFor
        for name in try folder.fileNames() where Self.isOwn(name, diaryID: diaryID) {
            let sealed = try folder.file(name).hasSuffix(SealedSyncFolder.suffix)
            let rewrite = sealedFor == nil ? sealed : (!sealed || stale)
            if rewrite { _ = try folder.rewrite(name) }
        }
        if stale {
            try unitOfWork.inWriteTransaction { _ in
                if let sealedFor { try settings.set(key, to: sealedFor) } else { try settings.removeValue(key) }
            }
        }
    }

    /// Whether `name` (as the sealed folder lists it) is one of the files of the diary `diaryID`:
    /// its snapshot or a segment.
    static func isOwn(_ name: String, diaryID: String) -> Bool {
        name == SyncFileFormat.fileName(diaryID: diaryID) || SyncFileFormat.segmentNumber(name, diaryID: diaryID) != nil
    }

    /// `report` naming each file as it is in `folder`: `<name>.age` for an encrypted one.
    func naming(_ report: SyncReport, in folder: any SyncFolder) -> SyncReport {
        guard let folder = folder as? SealedSyncFolder else { return report }
        let own = report.ownFile
        return report.naming { name in
            if name.hasSuffix(SealedSyncFolder.suffix) { return name }
            if name == own { return folder.sealing == nil ? name : name + SealedSyncFolder.suffix }
            return (try? folder.file(name)) ?? name
        }
    }

    /// Without an identity, one notice for the encrypted diary files in `plain`, which this sync
    /// could not read.
    func unreadFileNotice(in plain: FileSyncFolder) throws -> String? {
        guard identities == nil else { return nil }
        let sealed = try plain.fileNames().filter(SealedSyncFolder.isSealedDiaryFile)
        guard let first = sealed.first else { return nil }
        let what = sealed.count == 1 ? first : "\(sealed.count) encrypted files (\(first), …)"
        return Notice.line(
            "\(what) in the sync folder \(sealed.count == 1 ? "was" : "were") not read: this computer has no identity; "
                + "bring yours with 'painlog key import FILE'")
    }

    /// A notice for each plain diary file in `folder` while this diary encrypts: it holds every
    /// entry of its diary for anyone who can read the folder.
    func plainFileNotices(in plain: FileSyncFolder) throws -> [String] {
        guard encrypt else { return [] }
        return try plain.fileNames().filter(SyncFileFormat.isDiaryFile).map {
            Notice.line(
                "\($0) in the sync folder is not encrypted: it holds every entry; run 'painlog sync --encrypt' there")
        }
    }
}
