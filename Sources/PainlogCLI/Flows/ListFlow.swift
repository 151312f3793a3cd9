import PainlogDomain
import PainlogFeatures

/// `painlog list`: a page of entries as a table with how many were left out, or every entry the
/// request covers streamed as JSON or CSV.
struct ListFlow: DiaryFlow {
    /// Output formats of `list`: those of every command whose output is one table.
    typealias Format = TableJSONOrCSV

    let request: ListEntriesRequest
    let format: Format

    /// `list --all` on a terminal can run to thousands of lines.
    var pagesOutput: Bool { true }

    func run(_ context: FlowContext) throws {
        try context.requireConditions(in: request.filter)
        let interactor = ListEntriesInteractor(store: context.diary.entries, calendar: context.calendar)
        switch format {
        case .table where request.all:
            // Every entry: the columns' widths from a first pass, then each row written as it is
            // read, so that memory stays flat however long the diary (issue 42).
            var widths = EntryTablePresenter.Widths()
            var layout: EntryTablePresenter.Layout?
            try interactor.forEachEntryTwice(request) { entry in
                widths.add(entry)
            } second: { entry in
                if layout == nil {
                    layout = EntryTablePresenter.Layout(widths, width: context.terminalWidth)
                    if let layout { context.view.show([layout.header]) }
                }
                if let layout { context.view.show([layout.line(for: entry)]) }
            }
            if widths.count == 0 { context.view.show([EntryTablePresenter.Layout.noEntries]) }
        case .table:
            let page = try interactor.page(request)
            context.view.show(
                EntryTablePresenter.lines(
                    for: page.entries, width: context.terminalWidth, hiddenCount: page.hiddenCount,
                    hiddenCountIsAtLeast: page.hiddenCountIsAtLeast, hints: CommandHintText.text))
        case .json, .csv:
            var writer = EntryStreamWriter(
                format: format == .json ? .json : .csv, sink: context.view.results,
                visible: context.environment.terminal.outputIsTerminal,
                conditions: format == .json ? ConditionMembership(try context.diary.conditions.conditions()) : nil)
            if format == .json {
                // CSV has no key column: a key is a look-up per entry.
                let entries = context.diary.entries
                writer.key = { entry in try entries.key(of: entry.uid) }
            }
            try writer.write { body in try interactor.forEachEntry(request, body) }
        }
        try context.noticeUnknownNames(in: request.filter)
    }
}
