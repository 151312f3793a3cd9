public import PainlogDomain

/// Imports an export file: every row validated as `log` would, all in one transaction (all or
/// nothing), merged by `uid` (see `ImportMerge`) and one undo step; a row whose `rev` no longer
/// matches its content was edited outside painlog and is applied as an edit made now.
///
/// Importing the same file twice changes nothing and adds no undo step.
public struct ImportEntriesInteractor {
    private let unitOfWork: any UnitOfWork
    private let calendar: LocalCalendar
    private let makeUID: () -> String

    public init(
        unitOfWork: any UnitOfWork, calendar: LocalCalendar, makeUID: @escaping () -> String
    ) {
        self.unitOfWork = unitOfWork
        self.calendar = calendar
        self.makeUID = makeUID
    }

    /// Thrown inside the transaction to roll back a dry run or an import that changed nothing.
    private struct RollBack: Error {
        let report: ImportReport
    }

    /// Reads every record from `reader` and applies it.
    ///
    /// `sourceName` names the file in the undo list. `onChange` hears of every row that is not
    /// already in the diary as it is, as it is merged (for `--dry-run`'s listing; a dry run makes the
    /// changes and rolls them back). `onRecord` hears the number of records read so far after each
    /// one (for a progress counter).
    public func importEntries(
        from reader: any ImportRecordReader, sourceName: String, dryRun: Bool,
        onChange: (ImportChange) -> Void = { _ in }, onRecord: (Int) -> Void = { _ in }
    ) throws -> ImportReport {
        let now = calendar.now()
        let written = calendar.timestamp(at: now)
        do {
            return try unitOfWork.inWriteTransaction { diary in
                var merge = try ImportMerge(
                    diary: diary, written: written, summary: "import \(sourceName)", makeUID: makeUID)
                var read = 0
                while let record = try reader.next() {
                    let row = try ImportedEntry(record, now: now, zone: calendar.zone)
                    if let change = try merge.apply(row, editedOutside: row.editedOutside) {
                        onChange(change)
                    }
                    read += 1
                    onRecord(read)
                }
                let report = merge.report(dryRun: dryRun)
                if dryRun || (report.added == 0 && report.updated == 0 && report.conflicts == 0) {
                    throw RollBack(report: report)
                }
                return report
            }
        } catch let rollBack as RollBack {
            return rollBack.report
        }
    }
}
