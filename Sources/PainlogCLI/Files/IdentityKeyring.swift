import PainlogCrypto
import PainlogDomain
import PainlogSystem

/// The diary's age identities in `$XDG_CONFIG_HOME/painlog/identity.txt` (else
/// `~/.config/painlog/identity.txt`), age's identity-file format, mode 0600: the first encrypts,
/// the others are kept for reading.
struct IdentityKeyring {
    /// The identity file's path.
    let path: String

    /// The keyring of the user whose environment is `variables`.
    init(variables: [String: String]) throws(PainlogError) {
        // The XDG spec says a relative XDG_CONFIG_HOME is invalid and is to be ignored.
        if let config = variables["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            path = config + "/painlog/identity.txt"
        } else if let home = variables["HOME"], home.hasPrefix("/") {
            path = home + "/.config/painlog/identity.txt"
        } else {
            throw .failure(
                "cannot find your home folder (HOME is not set); set XDG_CONFIG_HOME to say where painlog keeps its identity"
            )
        }
    }

    /// The folder the identity file is in.
    var folder: String { String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }

    /// Whether there is something at the identity file's name.
    var exists: Bool { FileStatus(ofLink: path) != nil }

    /// The identities, first the one that encrypts; nil when there is no identity file.
    ///
    /// Refuses a
    /// file others may read and one that is not an identity file, naming it.
    func identities() throws(PainlogError) -> [AgeIdentity]? {
        guard let info = FileStatus(of: path) else { return nil }
        guard info.kind == .regularFile else { throw .failure("\(path) is not a regular file") }
        if info.permissions & 0o077 != 0 {
            let mode = String(info.permissions & 0o777, radix: 8)
            throw .failure("\(path) may be read by others (mode 0\(mode)); make it private with: chmod 600 \(path)")
        }
        guard let bytes = FileSystemEntries.contents(of: path) else {
            throw .failure("cannot read \(path): \(FileSystemEntries.lastErrorDescription())")
        }
        do {
            return try AgeIdentityFile.identities(in: bytes)
        } catch {
            throw PainlogError(.badData, "\(path) \(error.reason)")
        }
    }

    /// The identities, or a failure saying how to make or import one.
    func requireIdentities() throws(PainlogError) -> [AgeIdentity] {
        guard let identities = try identities() else {
            throw .failure(
                "there is no identity in \(path); make one with 'painlog key new' or bring yours with 'painlog key import FILE'"
            )
        }
        return identities
    }

    /// Writes `text` as the identity file (mode 0600, atomically), creating its folder (0700).
    ///
    /// `replacing`: an identity file is there and `text` keeps every identity it held.
    func write(_ text: String, replacing: Bool) throws {
        var built = ""
        for part in folder.split(separator: "/") {
            built += "/" + part
            do throws(SystemError) {
                try FileSystemEntries.createFolder(built, mode: 0o700)
            } catch {
                guard error.isNameTaken else { throw PainlogError.failure("cannot create \(built): \(error)") }
            }
        }
        let sink = try AtomicFileSink(path: path, replaceExisting: replacing, mode: 0o600)
        sink.write(text)
        try sink.commit()
    }
}

extension AgeError {
    /// This refusal as painlog's error about `file`: a bad file or key exits 65, a file no key
    /// opens (or one asking too much memory) exits 1.
    func painlogError(file: String) -> PainlogError {
        switch kind {
        case .malformed, .badKey: PainlogError(.badData, "\(file) \(reason)")
        case .noMatchingKey, .tooExpensive: PainlogError(.failure, "\(file) \(reason)")
        }
    }
}
