public import PainlogDomain

/// What `areas` and `areas rename` print.
public enum AreasPresenter {
    public static func lines(for areas: [AreaUsage]) -> [StyledLine] {
        guard !areas.isEmpty else { return [StyledLine("No areas yet: painlog log 5 --area head", .dim)] }
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
        func entries(_ count: Int) -> String { count == 1 ? "1 entry" : "\(count) entries" }
        switch outcome {
        case .renamed(let from, let to, let count):
            return StyledLine("Renamed area '\(from)' to '\(to)' (\(entries(count))).")
        case .merged(let from, let into, let count, let overlapping):
            let both = overlapping > 0 ? "; \(entries(overlapping)) had both and \(overlapping == 1 ? "keeps" : "keep") one" : ""
            return StyledLine("Merged area '\(from)' into '\(into)' (\(entries(count))\(both)).")
        case .unchanged(let name):
            return StyledLine("Nothing changed: the area is already called '\(name)'.")
        }
    }
}
