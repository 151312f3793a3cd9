public import PainlogDomain

/// What `areas` and `areas rename` print.
public enum AreasPresenter {
    /// The table of areas; with none, where to start, written by `hints` as the view's command.
    public static func lines(for areas: [AreaUsage], hints: (CommandHint) -> String) -> [StyledLine] {
        guard !areas.isEmpty else { return [StyledLine("No areas yet: " + hints(.logWithArea), .dim)] }
        let names = areas.map { DisplayText.sanitized($0.name, singleLine: true) }
        let nameWidth = max(4, names.map(DisplayText.width).max() ?? 0)
        let countWidth = max(7, String(areas.map(\.entryCount).max() ?? 0).count)
        var lines = [
            StyledLine(DisplayText.padded("AREA", to: nameWidth) + "  " + DisplayText.padded("ENTRIES", to: countWidth, right: true) + "  LAST LOGGED", .bold)
        ]
        for (area, name) in zip(areas, names) {
            lines.append(
                StyledLine([
                    StyledSpan(DisplayText.padded(name, to: nameWidth) + "  "),
                    StyledSpan(DisplayText.padded(String(area.entryCount), to: countWidth, right: true) + "  "),
                    StyledSpan(EntryTimeFormat.short(area.lastLogged), .dim),
                ]))
        }
        return lines
    }

    public static func line(for outcome: AreaRenameOutcome) -> StyledLine {
        NameRenamePresenter.line(for: outcome, kind: .area)
    }
}
