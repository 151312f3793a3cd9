/// The `--encrypt-to` recipients of the diary's encrypted sync folders (migration 0021).
///
/// A set of `age1…` texts that travels by sync, each a stamped record (docs/sync.md, *Encryption
/// recipients*). Which text is a recipient is the CLI's rule (it parses them), not the store's.
public protocol SyncRecipientStore {
    /// The recipients in the set, sorted.
    func recipients() throws -> [String]

    /// Adds `recipient` to the set (nothing when it is there).
    func add(_ recipient: String) throws

    /// Takes `recipient` out of the set (nothing when it is not there).
    func remove(_ recipient: String) throws
}
