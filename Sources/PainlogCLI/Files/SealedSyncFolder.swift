import PainlogCrypto
import PainlogDomain
import PainlogFeatures

/// A sync folder whose diary files may be age files (docs/encryption.md, *The sync folder*):
/// the sync sees each `painlog-….jsonl.age` as the plain file it holds, whatever the layout.
///
/// Reading: a name is the `.age` file when there is one, else the plain file; each `.age` file is
/// decrypted as a stream with the identities and its last line's MAC checked before its last
/// record is handed on (`SealedSyncSource`). Writing (`sealing` given): each file goes to
/// `<name>.age`, padded and sealed, and the plain file it replaces is removed; without `sealing`
/// the plain file is written and an `.age` one of that name removed.
///
/// Conflict copies of `.age` files (`painlog-<id>.jsonl.sync-conflict-…-DEVICE.age`) are listed
/// under a name ending `.jsonl`, so that the sync reads them as it reads any copy; a plain file
/// beside an `.age` file of its name (a change-over not yet carried everywhere) is listed as a
/// copy, `painlog-<id>.plain.jsonl`.
final class SealedSyncFolder: SyncFolder {
    /// How this diary's files are written.
    struct Sealing {
        /// The identity whose derived key makes each file's MAC.
        let identity: AgeIdentity
        /// Whom the files are encrypted to: the identity's recipient first.
        let recipients: [AgeRecipient]
    }

    private let plain: FileSyncFolder
    private let identities: [AgeIdentity]
    let sealing: Sealing?
    /// The file each listed name stands for, when it is not the name itself.
    private var listed: [String: String] = [:]

    var name: String { plain.name }

    init(_ plain: FileSyncFolder, identities: [AgeIdentity], sealing: Sealing?) {
        self.plain = plain
        self.identities = identities
        self.sealing = sealing
    }

    /// The suffix of an encrypted file.
    static let suffix = ".age"

    /// Whether `name` is an encrypted diary file, or a file-sync tool's copy of one.
    static func isSealedDiaryFile(_ name: String) -> Bool {
        name.hasPrefix("painlog-") && name.hasSuffix(suffix)
    }

    /// The plain names, every `.age` diary file under the name of what it holds.
    func fileNames() throws -> [String] {
        let names = try plain.fileNames()
        listed = [:]
        var result: [String] = []
        for name in names where Self.isSealedDiaryFile(name) {
            let inner = String(name.dropLast(Self.suffix.count))
            let shown = inner.hasSuffix(".jsonl") ? inner : inner + ".jsonl"
            listed[shown] = name
            result.append(shown)
        }
        for name in names where !Self.isSealedDiaryFile(name) {
            if listed[name] != nil, name.hasSuffix(".jsonl") {
                let shown = String(name.dropLast(".jsonl".count)) + ".plain.jsonl"
                listed[shown] = name
                result.append(shown)
            } else {
                result.append(name)
            }
        }
        return result.sorted()
    }

    /// The file in the folder that `name` stands for.
    func file(_ name: String) throws -> String {
        if let real = listed[name] { return real }
        if case .missing = try plain.open(name + Self.suffix) { return name }
        return name + Self.suffix
    }

    func open(_ name: String) throws -> SyncFolderItem {
        let real = try file(name)
        let item = try plain.open(real)
        guard real.hasSuffix(Self.suffix), case .file(let source) = item else { return item }
        return .file(SealedSyncSource(source, name: real, identities: identities))
    }

    func replace(_ name: String, with text: String) throws {
        let file = try draft(name)
        try file.write(text)
        try file.commit()
    }

    /// Removes both forms of `name`.
    func remove(_ name: String) throws {
        try plain.remove(name)
        try plain.remove(name + Self.suffix)
    }

    func draft(_ name: String) throws -> any SyncFileDraft { try makeDraft(name) }

    /// A draft of file `name` in the form `sealing` asks for, which removes the other form once
    /// committed.
    private func makeDraft(_ name: String) throws -> FormDraft {
        guard let sealing else {
            let sink = try AtomicFileSink(path: plain.path(name), replaceExisting: true)
            return FormDraft(
                write: { sink.write(bytes: $0) }, commit: { try sink.commit() }, abandon: { sink.abandon() },
                other: { [plain] in try plain.remove(name + Self.suffix) })
        }
        let sink = try AtomicFileSink(path: plain.path(name + Self.suffix), replaceExisting: true)
        let sealed = try SealingSyncDraft(sink: sink, sealing: sealing)
        return FormDraft(
            write: { try sealed.write(bytes: $0) }, commit: { try sealed.commit() }, abandon: { sealed.abandon() },
            other: { [plain] in try plain.remove(name) })
    }

    /// Writes file `name` (listed plain) again in the form `sealing` asks for, from what it holds;
    /// false, leaving it as it is, when it cannot be read whole (it does not decrypt or verify).
    func rewrite(_ name: String) throws -> Bool {
        guard case .file(let source) = try open(name) else { return false }
        let draft = try makeDraft(name)
        do {
            while true {
                let chunk = try source.nextChunk()
                if chunk.isEmpty { break }
                try draft.write(bytes: chunk)
            }
        } catch is SyncFileProblem {
            draft.abandon()
            return false
        }
        try draft.commit()
        return true
    }
}

/// A draft in one form (plain or sealed) that, once committed, removes the file's other form.
private final class FormDraft: SyncFileDraft {
    private let writeBytes: ([UInt8]) throws -> Void
    private let commitFile: () throws -> Void
    private let abandonFile: () -> Void
    private let removeOther: () throws -> Void

    init(
        write: @escaping ([UInt8]) throws -> Void, commit: @escaping () throws -> Void,
        abandon: @escaping () -> Void, other: @escaping () throws -> Void
    ) {
        writeBytes = write
        commitFile = commit
        abandonFile = abandon
        removeOther = other
    }

    func write(_ text: String) throws { try writeBytes(Array(text.utf8)) }

    /// Appends `bytes` (a chunk that may end inside a character).
    func write(bytes: [UInt8]) throws { try writeBytes(bytes) }

    func commit() throws {
        try commitFile()
        try removeOther()
    }

    func abandon() { abandonFile() }
}

/// A diary's file written encrypted: the records, `\n` padding to a multiple of 64 KiB with the
/// last line, and the MAC line, through age's encryptor into an atomic file.
final class SealingSyncDraft: SyncFileDraft {
    private let sink: AtomicFileSink
    private let encryptor: AgeEncryptor
    private var seal: SyncFileSeal
    private var count = 0

    init(sink: AtomicFileSink, sealing: SealedSyncFolder.Sealing) throws {
        self.sink = sink
        seal = SyncFileSeal(identity: sealing.identity)
        encryptor = try AgeEncryptor(recipients: .keys(sealing.recipients)) { sink.write(bytes: $0) }
    }

    func write(_ text: String) throws { try write(bytes: Array(text.utf8)) }

    func write(bytes: [UInt8]) throws {
        seal.add(bytes)
        count += bytes.count
        try encryptor.write(bytes)
    }

    func commit() throws {
        let padding = SyncFileSeal.padding(after: count)
        seal.add(padding)
        try encryptor.write(padding)
        try encryptor.write(seal.line())
        try encryptor.finish()
        try sink.commit()
    }

    func abandon() { sink.abandon() }
}
