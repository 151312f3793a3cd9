/// The inbox lines a diary has logged, by file and line id (see `painlog sync`'s inbox).
///
/// A line is recorded in the same transaction as its entry, so a line is either logged and
/// recorded or neither. `file` is the inbox's base name with conflict markers removed; the lines
/// painlog 0.3 logged are kept under the file `""`, as 0.3 did not keep which file they came from.
public protocol InboxLedger {
    /// What the ledger holds for line `lineID` of `file`, or nil.
    func line(_ lineID: String, in file: String) throws -> InboxLedgerLine?

    /// Records line `lineID` of `file` as logged (as the entry `entryUID`) at `time` (UTC seconds),
    /// and as in a file that painlog has not emptied since; an earlier `loggedAt` is kept.
    func record(_ lineID: String, in file: String, entryUID: String, at time: Int64) throws

    /// Marks every line of `file` not yet marked as in a file painlog emptied at `time`.
    func markEmptied(_ file: String, at time: Int64) throws
}

/// A line in the inbox ledger.
public struct InboxLedgerLine: Sendable, Equatable {
    /// The uid of the entry the line became, or was found as.
    public let entryUID: String
    /// When painlog emptied the file the line was logged from (UTC seconds); nil while it has not.
    public let emptiedAt: Int64?

    public init(entryUID: String, emptiedAt: Int64?) {
        self.entryUID = entryUID
        self.emptiedAt = emptiedAt
    }
}
