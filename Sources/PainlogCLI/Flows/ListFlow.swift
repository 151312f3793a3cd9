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
        let interactor = ListEntriesInteractor(store: context.diary.entries, calendar: context.calendar)
        switch format {
        case .table:
            let page = try interactor.page(request)
            context.view.show(
                EntryTablePresenter.lines(
                    for: page.entries, width: context.terminalWidth, hiddenCount: page.hiddenCount,
                    hiddenCountIsAtLeast: page.hiddenCountIsAtLeast, hints: CommandHintText.text))
        case .json, .csv:
            var writer = EntryStreamWriter(
                format: format == .json ? .json : .csv, sink: context.view.results,
                visible: context.environment.terminal.outputIsTerminal)
            let entries = context.diary.entries
            writer.key = { entry in try entries.key(of: entry.uid) }
            try writer.write { body in try interactor.forEachEntry(request, body) }
        }
        try context.noticeUnknownNames(in: request.filter)
    }
}
