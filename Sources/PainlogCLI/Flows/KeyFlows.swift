import PainlogCrypto
import PainlogDomain
import PainlogSystem

/// `painlog key new`: makes the identity, never replacing one, and prints its recipient.
struct KeyNewFlow: BesideDiaryFlow {
    func run(diaryPath: String, view: TerminalView, environment: AppEnvironment) throws {
        let keyring = try IdentityKeyring(variables: environment.variables)
        if keyring.exists {
            throw PainlogError.failure(
                "\(keyring.path) already exists; painlog never replaces an identity ('painlog key show' prints its recipient)"
            )
        }
        let identity = AgeIdentity.generate()
        let created = Timestamp(seconds: environment.clock.now(), offset: 0).iso8601
        try keyring.write(AgeIdentityFile.contents(of: identity, created: created), replacing: false)
        view.write(identity.recipient.text + "\n")
        view.notice(KeyWording.made(keyring.path))
    }
}

/// `painlog key show`: the recipient of the identity that encrypts.
struct KeyShowFlow: BesideDiaryFlow {
    func run(diaryPath: String, view: TerminalView, environment: AppEnvironment) throws {
        let identities = try IdentityKeyring(variables: environment.variables).requireIdentities()
        view.write(identities[0].recipient.text + "\n")
        if identities.count > 1 {
            view.notice(
                "\(identities.count - 1) older \(identities.count == 2 ? "identity is" : "identities are") kept for reading"
            )
        }
    }
}

/// `painlog key import FILE`: puts FILE's identity first, keeping the others for reading.
struct KeyImportFlow: BesideDiaryFlow {
    let file: String

    func run(diaryPath: String, view: TerminalView, environment: AppEnvironment) throws {
        let keyring = try IdentityKeyring(variables: environment.variables)
        guard let info = FileStatus(of: file) else {
            throw PainlogError(.noInput, "\(file) does not exist")
        }
        guard info.kind == .regularFile, let bytes = FileSystemEntries.contents(of: file) else {
            throw PainlogError(.noInput, "cannot read \(file): it is not a readable file")
        }
        let imported: [AgeIdentity]
        do { imported = try AgeIdentityFile.identities(in: bytes) } catch {
            throw PainlogError(.badData, "\(file) \(error.reason)")
        }
        let existing = try keyring.identities() ?? []
        let kept = existing.filter { !imported.contains($0) }
        if existing.first == imported.first, kept.count + imported.count == existing.count {
            view.write(imported[0].recipient.text + "\n")
            view.notice("\(keyring.path) already holds this identity first; nothing was written")
            return
        }
        let created = Timestamp(seconds: environment.clock.now(), offset: 0).iso8601
        var text = "# imported: \(created)\n"
        for identity in imported + kept {
            text += "# public key: \(identity.recipient.text)\n\(identity.text)\n"
        }
        try keyring.write(text, replacing: !existing.isEmpty)
        view.write(imported[0].recipient.text + "\n")
        view.notice(KeyWording.imported(keyring.path, kept: kept.count))
    }
}

/// What the key commands say beside the recipient.
enum KeyWording {
    static func made(_ path: String) -> String {
        """
        Made an identity in \(path); the line above is its recipient (public key).
        Keep a copy of that file somewhere safe, and copy it once to your other computers (never through the \
        sync folder): without it, nothing encrypted to it can be read, by painlog or by age.
        """
    }

    static func imported(_ path: String, kept: Int) -> String {
        let older =
            kept == 0 ? "" : " (\(kept) older \(kept == 1 ? "identity is" : "identities are") kept for reading)"
        return "Imported into \(path): the identity above now encrypts\(older)."
    }
}
