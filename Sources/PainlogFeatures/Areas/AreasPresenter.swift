public import PainlogDomain

/// What `areas` and `areas rename` print.
public enum AreasPresenter {
    /// The table of areas; with none, where to start, written by `hints` as the view's command.
    public static func lines(for areas: [NameUsage], hints: (CommandHint) -> String) -> [StyledLine] {
        guard !areas.isEmpty else { return [StyledLine("No areas yet: " + hints(.logWithArea), .dim)] }
        let rows = areas.map { area in
            [
                StyledSpan(DisplayText.sanitized(area.name, singleLine: true)), StyledSpan(String(area.entryCount)),
                StyledSpan(EntryTimeFormat.short(area.lastLogged), .dim),
            ]
        }
        return TextColumns.styledLines(header: ["AREA", "ENTRIES", "LAST LOGGED"], rows: rows, rightAligned: [1])
    }

    /// The contract's `areas --format json`: one object per area, in the table's order.
    public static func json(_ areas: [NameUsage]) -> JSONValue {
        .array(
            areas.map { area in
                .object([
                    ("name", .string(area.name)), ("entries", .number(area.entryCount)),
                    ("last_logged", .string(area.lastLogged.iso8601)),
                ])
            })
    }

    /// `areas --format csv`: the JSON's fields as columns, in the table's order.
    public static func csv(_ areas: [NameUsage]) -> String {
        CSVTable.text(
            columns: ["name", "entries", "last_logged"],
            rows: areas.map { [.string($0.name), .number($0.entryCount), .string($0.lastLogged.iso8601)] })
    }

    /// The line `areas rename` prints.
    public static func line(for outcome: NameRenameOutcome) -> StyledLine {
        NameRenamePresenter.line(for: outcome, kind: .area)
    }
}
