public import PainlogDomain

/// What `painlog meds` prints: per medication its use and response beside the response without
/// medication, overuse flags; and the JSON of the contract.
public enum MedsPresenter {
    /// The table of medications; with none, where to start, written by `hints` as the view's command.
    public static func lines(for report: MedsReport, hints: (CommandHint) -> String) -> [StyledLine] {
        let period = "\(report.firstDay.isoString) to \(report.lastDay.isoString)"
        guard !report.rows.isEmpty else {
            return [StyledLine("No medications from \(period): " + hints(.logWithMedication), .dim)]
        }
        var rows = report.rows.map { row -> [String] in
            [
                DisplayText.truncated(DisplayText.sanitized(row.name, singleLine: true), to: nameColumns),
                row.medicationClass?.shortName ?? "", String(row.doses), String(row.days),
                row.lastTaken.local.date.isoString,
            ] + cells(row.response)
        }
        rows.append(["(no medication)", "", "", "", ""] + cells(report.baseline))
        let table = TextColumns.lines(
            header: ["MEDICATION", "CLASS", "DOSES", "DAYS", "LAST TAKEN", "PAIRS", "MEDIAN", "≥30%"], rows: rows,
            rightAligned: [2, 3, 5, 6, 7])
        var lines = [StyledLine("Medications from \(period)", .bold), StyledLine("")]
        lines.append(StyledLine(table[0], .bold))
        lines += table.dropFirst().dropLast().map { StyledLine($0) }
        if let baseline = table.last { lines.append(StyledLine(baseline, .dim)) }
        lines.append(StyledLine(""))
        lines.append(
            StyledLine(
                "Response: each entry above 0 against the first entry \(report.window.text) after it in the same area; "
                    + "MEDIAN is the change in points, ≥30% the share of pairs that fell by at least 30%.", .dim))
        lines.append(StyledLine(""))
        lines += report.rows.map { StyledLine(verdict($0)) }
        lines.append(StyledLine(peakCaveat, .dim))
        let treated = report.rows.filter { ($0.twoHours?.treated ?? 0) > 0 }
        if !treated.isEmpty {
            lines.append(StyledLine(""))
            for row in treated {
                guard let tally = row.twoHours else { continue }
                let name = DisplayText.sanitized(row.name, singleLine: true)
                lines.append(StyledLine("\(name): \(TwoHourOutcomePresenter.sentence(tally))"))
            }
            lines.append(StyledLine(twoHoursExplained, .dim))
        }
        if let days = OverusePresenter.daysLine(report.overuse) {
            lines.append(StyledLine(""))
            lines.append(StyledLine(days))
        }
        for flag in report.overuse.flags {
            lines.append(
                StyledLine([StyledSpan(OverusePresenter.flagLine(flag, until: report.overuse.until), .severe)]))
        }
        if !report.overuse.flags.isEmpty { lines.append(StyledLine(OverusePresenter.informational, .dim)) }
        lines += MedicationClassPresenter.unclassedLines(unclassed(report), hints: hints)
        return lines
    }

    /// The medications of the table without a class, then those of the overuse blocks (which count
    /// every dose, whatever the filters), each once.
    static func unclassed(_ report: MedsReport) -> [String] {
        var seen: Set<String> = []
        var names: [String] = []
        for name in report.rows.filter({ $0.medicationClass == nil }).map(\.name) + report.overuse.unclassed
        where seen.insert(NameRules.key(for: name)).inserted {
            names.append(name)
        }
        return names
    }

    /// Said under every verdict: why a fall after a dose is not, by itself, the dose's doing.
    public static let peakCaveat =
        "Doses are taken when pain is at its worst, and pain falls from a peak anyway: a dose is compared with entries "
        + "at the same pain, in the same area, without one (the undosed pairs), not with no change."

    /// Said under the 2-hour outcomes: what a dose and its follow-up are.
    public static let twoHoursExplained =
        "Pain-free at 2 h: a dose of an acute medicine on an entry above 0 of a migraine condition, and the entry of "
        + "that condition closest to 2 hours later (1 h 30 to 2 h 30, or the attack's end) at 0 with no other acute "
        + "dose before it."

    /// What the data support about one medication, in plain words.
    ///
    /// `sumatriptan: no clear difference from entries at the same pain without a dose (median −0.5
    /// points, 95% interval −2.0 to +1.0; 12 pairs).`
    public static func verdict(_ row: MedicationRow) -> String {
        let name = DisplayText.sanitized(row.name, singleLine: true)
        let difference = row.difference
        let pairs = difference.pairs == 1 ? "1 pair" : "\(difference.pairs) pairs"
        guard let median = difference.median, let interval = difference.interval else {
            return "\(name): too few pairs matched with entries at the same pain without a dose to judge (\(pairs); "
                + "\(ResponseStatistics.minimumPairsForInterval) are needed)."
        }
        let range = "95% interval \(signed(interval.lowerBound)) to \(signed(interval.upperBound)); \(pairs)"
        if interval.contains(0) {
            return "\(name): no clear difference from entries at the same pain without a dose "
                + "(median \(signed(median)) points, \(range))."
        }
        let direction = interval.upperBound < 0 ? "lower" : "higher"
        return
            "\(name): pain \(Chart.oneDecimal(abs(median))) points \(direction) afterwards than after entries at the "
            + "same pain without a dose (\(range))."
    }

    /// Names longer than this many columns are cut in the table, which then fits 80 columns.
    static let nameColumns = 20

    /// PAIRS, MEDIAN, ≥30% LOWER.
    private static func cells(_ response: ResponseSummary) -> [String] {
        [
            String(response.pairs), response.medianChange.map(signed) ?? "–",
            response.shareReduced30.map { "\(Int(($0 * 100).rounded()))%" } ?? "–",
        ]
    }

    /// `-2.0`, `+1.5`, `0.0`.
    private static func signed(_ value: Double) -> String {
        (value > 0 ? "+" : "") + Chart.oneDecimal(value)
    }

    /// The contract's `meds --json`: one object per medication, each with the baseline.
    public static func json(_ report: MedsReport) -> JSONValue {
        let baseline = json(report.baseline)
        return .array(
            report.rows.map { row in
                .object(
                    [
                        ("name", .string(row.name)), ("class", .string(row.medicationClass?.rawValue)),
                        ("doses", .number(row.doses)), ("days", .number(row.days)),
                        ("last_taken", .string(row.lastTaken.iso8601)), ("overuse", .bool(row.overuse != nil)),
                        ("response", json(row.response)), ("baseline", baseline),
                        ("matched_baseline", json(row.matchedBaseline)), ("difference", json(row.difference)),
                    ] + (row.twoHours.map { [("two_hours", TwoHourOutcomePresenter.json($0))] } ?? []))
            })
    }

    private static func json(_ difference: ResponseDifference) -> JSONValue {
        .object([
            ("pairs", .number(difference.pairs)), ("unmatched", .number(difference.unmatched)),
            ("median", .number(difference.median)),
            (
                "ci95",
                difference.interval.map { .array([.number($0.lowerBound), .number($0.upperBound)]) } ?? .null
            ),
        ])
    }

    private static func json(_ response: ResponseSummary) -> JSONValue {
        .object([
            ("pairs", .number(response.pairs)), ("median_change", .number(response.medianChange)),
            ("share_30", .number(response.shareReduced30)),
        ])
    }
}
