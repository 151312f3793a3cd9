public import PainlogDomain

/// What `impact` prints and asks: the recorded line, the three PEG questions, and `impact --list`
/// as a table, JSON or CSV (newest first, with the score and its change from the first record).
public enum ImpactPresenter {
    /// The line `impact` prints for the record it made.
    ///
    /// `Recorded impact #3: PEG 5.7 (pain 6, enjoyment 5, activity 6) for the week to Sun 2026-11-22 08:30.`
    public static func recordedLine(_ record: ImpactRecord) -> StyledLine {
        let content = record.content
        return StyledLine([
            StyledSpan("Recorded impact #\(record.id): "),
            StyledSpan("PEG " + Chart.oneDecimal(record.score), TextStyle.forIntensity(Int(record.score.rounded()))),
            StyledSpan(
                " (pain \(content.pain.value), enjoyment \(content.enjoyment.value), activity \(content.activity.value))"
                    + " for the week to " + EntryTimeFormat.short(content.recordedAt) + "."),
        ])
    }

    /// The whole number offered for the pain question: the 7-day mean, rounded half up.
    public static func painDefault(_ mean: Double?) -> Int? {
        mean.map { Int($0.rounded()) }
    }

    /// The question for `question`, as the PEG asks it, ending in a space; the pain question offers
    /// the diary's 7-day mean (Enter takes it).
    public static func question(_ question: ImpactQuestion, sevenDayMean: Double?) -> String {
        switch question {
        case .pain:
            let offer =
                painDefault(sevenDayMean).map {
                    "[Enter: \($0), your 7-day mean \(Chart.oneDecimal(sevenDayMean ?? 0))] "
                } ?? ""
            return "Pain on average in the past week (0 no pain – 10 as bad as you can imagine)? " + offer
        case .enjoyment:
            return
                "How much did pain interfere with your enjoyment of life in the past week (0 not at all – 10 completely)? "
        case .activity:
            return
                "How much did pain interfere with your general activity in the past week (0 not at all – 10 completely)? "
        }
    }

    /// Said after a bad answer, before the question is asked again.
    ///
    /// `message` is the refusal with its fields named as the view names them.
    public static func badAnswer(_ message: String) -> String {
        "  " + message + "; try again (Ctrl-D to stop)"
    }

    /// `impact --list` as a table, newest first.
    ///
    /// With no records, `hints` writes the command that asks the questions.
    public static func tableLines(_ records: [ImpactRecord], hints: (CommandHint) -> String) -> [StyledLine] {
        guard let first = records.last else {
            return [StyledLine("No impact records yet. '\(hints(.recordImpact))' asks the three PEG questions.", .dim)]
        }
        let cells = records.map { record -> [[StyledSpan]] in
            let content = record.content
            let change = record.id == first.id ? "–" : signed(change(of: record, from: first))
            return [
                [StyledSpan("#\(record.id)", .dim)], [StyledSpan(EntryTimeFormat.short(content.recordedAt))],
                [StyledSpan("\(content.pain.value)")], [StyledSpan("\(content.enjoyment.value)")],
                [StyledSpan("\(content.activity.value)")],
                [StyledSpan(Chart.oneDecimal(record.score), TextStyle.forIntensity(Int(record.score.rounded())))],
                [StyledSpan(change)],
            ]
        }
        let header = ["ID", "WHEN", "PAIN", "ENJOYMENT", "ACTIVITY", "SCORE", "CHANGE"]
        var lines = TextColumns.styledLines(header: header, cells: cells, columns: tableColumns)
        lines.append(
            StyledLine(
                "PEG score: the mean of the three answers; change: against the first record (#\(first.id)).", .dim))
        return lines
    }

    /// The table's columns: the id, score and change keep their widths for short ids and scores,
    /// and the score's colour stops at its digits.
    private static let tableColumns: [TextColumns.Column] = [
        TextColumns.Column(rightAligned: true, minimumWidth: 5), .left, .right, .right, .right,
        TextColumns.Column(rightAligned: true, minimumWidth: 5, plainGap: true),
        TextColumns.Column(rightAligned: true, minimumWidth: 6),
    ]

    /// One record as a JSON object, with the contract's fields.
    public static func json(_ record: ImpactRecord) -> JSONValue {
        .object(jsonMembers(record))
    }

    /// `impact --list --format json`: an array of the records, newest first, each also with
    /// `change_from_first`.
    public static func json(_ records: [ImpactRecord]) -> JSONValue {
        guard let first = records.last else { return .array([]) }
        return .array(
            records.map { .object(jsonMembers($0) + [("change_from_first", .number(change(of: $0, from: first)))]) })
    }

    private static func jsonMembers(_ record: ImpactRecord) -> [(String, JSONValue)] {
        let content = record.content
        return [
            ("id", .number(Int(record.id))), ("uid", .string(record.uid)),
            ("recorded_at", .string(content.recordedAt.iso8601)),
            ("pain", .number(content.pain.value)), ("enjoyment", .number(content.enjoyment.value)),
            ("activity", .number(content.activity.value)), ("score", .number(record.score)),
        ]
    }

    /// The CSV columns of `impact --list --format csv`.
    public static let csvColumns = [
        "id", "uid", "recorded_at", "pain", "enjoyment", "activity", "score", "change_from_first",
    ]

    /// `impact --list --format csv`: RFC 4180 with CRLF line ends and a header row, newest first.
    public static func csv(_ records: [ImpactRecord]) -> String {
        var text = csvColumns.joined(separator: ",") + "\r\n"
        guard let first = records.last else { return text }
        for record in records {
            let content = record.content
            text +=
                "\(record.id),\(EntryCSVFormatter.cell(record.uid)),\(content.recordedAt.iso8601),"
                + "\(content.pain.value),\(content.enjoyment.value),\(content.activity.value),"
                + "\(record.score),\(change(of: record, from: first))\r\n"
        }
        return text
    }

    /// The score's change from `first`, computed from the sums so it carries no rounding noise.
    static func change(of record: ImpactRecord, from first: ImpactRecord) -> Double {
        Double(sum(record.content) - sum(first.content)) / 3
    }

    private static func sum(_ content: ImpactContent) -> Int {
        content.pain.value + content.enjoyment.value + content.activity.value
    }

    private static func signed(_ value: Double) -> String {
        let text = Chart.oneDecimal(value)
        return text.hasPrefix("-") || text == "0.0" ? text : "+" + text
    }
}
