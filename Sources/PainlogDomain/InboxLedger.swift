/// The inbox lines a diary has logged, by line id (see `painlog sync`'s inbox).
///
/// A line id is recorded in the same transaction as its entry, so a line is either logged and
/// recorded or neither.
public protocol InboxLedger {
    /// Whether the line with `lineID` was logged in this diary.
    func contains(_ lineID: String) throws -> Bool

    /// Records the line `lineID` as logged at `time` (UTC seconds); recording it again changes nothing.
    func record(_ lineID: String, at time: Int64) throws
}
