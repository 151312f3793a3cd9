/// The one form of a notice (contract, *Added in 0.4*): one line for stderr, starting `notice: `.
///
/// Every notice painlog writes (a name close to another, a migration applied, a file sync left
/// out, an unknown `TZ`) is made by `Notice.line`; messages that are not notices (`Exported 5
/// entries to …`, a question) are not.
public enum Notice {
    /// The prefix every notice starts with.
    public static let prefix = "notice: "

    /// `text` as a notice line (without its line end).
    public static func line(_ text: String) -> String { prefix + text }
}
