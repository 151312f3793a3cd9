public import PainlogDomain

/// `painlog review` in words and in JSON: the baseline against the judged blocks, both criteria with
/// their sources, and that the decision is the doctor's.
public enum PreventiveReviewPresenter {
    /// Said under every review.
    public static let decision =
        "The decision is your doctor's: these figures count your diary's days by published rules; they are not a "
        + "clinical assessment."

    /// The one-line summary:
    /// `baseline 9.3 migraine days per 30 days; months 1–3: 4.0 (−57%): a response by the EHF criterion
    /// (at least 50% fewer migraine days) — discuss continuing with your doctor`.
    public static func summary(_ review: PreventiveReview) -> String {
        let measure = review.measure
        let base = review.baseline.per30Days.value(of: measure)
        let head = "baseline \(oneDecimal(base)) \(words(measure)) per 30 days"
        let months = "months \(review.judgedBlocks.lowerBound)–\(review.judgedBlocks.upperBound)"
        guard let judged = review.judged, let change = review.changeDays else {
            let complete = review.blocks.filter(\.isComplete).count
            return head
                + "; too early to judge: \(complete) of \(review.judgedBlocks.upperBound) 30-day blocks complete"
        }
        var line = head + "; \(months): \(oneDecimal(judged.per30Days.value(of: measure)))"
        if let percent = review.changePercent {
            line += " (\(signedPercent(percent)))"
        } else {
            line += " (\(signed(change)) days)"
        }
        guard let ehf = review.criteria.first(where: { $0.source == .ehf }) else { return line }
        let criterion = "the EHF criterion (\(asks(ehf)))"
        switch review.responder {
        case true?:
            return line + ": a response by \(criterion) — discuss continuing with your doctor"
        case false?:
            return line + ": not a response by \(criterion) — discuss with your doctor whether to continue"
        case nil:
            if review.changePercent == nil { return line + ": a baseline of 0 leaves nothing to reduce" }
            return line + ": not judged (see the notes)"
        }
    }

    /// Each criterion with its source and whether it was met:
    /// `EHF (European Headache Federation, 2022): at least 50% fewer migraine days: met (−57%)`.
    public static func criterionLines(_ review: PreventiveReview) -> [String] {
        review.criteria.map { criterion in
            let change = percentChange(review, criterion.measure).map { " (\(signedPercent($0)))" } ?? ""
            let verdict: String
            switch criterion.met {
            case true?: verdict = "met" + change
            case false?: verdict = "not met" + change
            case nil: verdict = "not judged"
            }
            return "\(criterion.source.rawValue) (\(sourceName(criterion.source))): \(asks(criterion)): \(verdict)"
        }
    }

    /// The notes, one line each.
    public static func noteLines(_ review: PreventiveReview) -> [String] {
        review.notes.map { note in
            switch note {
            case .tooEarly(let complete, let needed):
                return "Too early: \(complete) of the \(needed) complete 30-day blocks the judgement needs."
            case .tooFewDaysLogged(let window, let logged, let days):
                return "too few days logged to judge (\(logged) of \(days)) in \(windowName(window))"
            case .headacheDaysCompared(let window, let withSymptoms, let headacheDays):
                return
                    "Headache days are compared, and the EHF criterion uses them in place of migraine days: symptoms "
                    + "were recorded on \(withSymptoms) of \(headacheDays) headache days in \(windowName(window)), "
                    + "fewer than 80% (entries from before symptoms were recorded have none)."
            case .emptyBaseline(let measure):
                return "The baseline has no \(words(measure)): no percentage, and no judgement."
            case .chronicBaseline:
                return "The baseline averages at least 15 headache days and 8 days with migraine features per 30 days: "
                    + "EHF's threshold after a chronic-migraine baseline is 30%."
            case .stopped(let date):
                return "The course stopped on \(date.isoString): no block starts after it."
            case .otherCourse(let event):
                let change: String
                switch event.change {
                case .started: change = "started"
                case .stopped: change = "stopped"
                case .doseChanged: change = "changed dose"
                }
                return "\(DisplayText.sanitized(event.name, singleLine: true)) \(change) on \(event.date.isoString), "
                    + "inside the review's windows."
            }
        }
    }

    /// The contract's JSON: `{"course", "condition", "baseline", "blocks", "judged", "measure", "change",
    /// "criteria", "responder", "notes"}`.
    public static func json(_ review: PreventiveReview, course: String, condition: String?) -> JSONValue {
        .object([
            ("course", .string(course)), ("condition", .string(condition)),
            ("baseline", window(review.baseline, mean: false)),
            ("blocks", .array(review.blocks.map { window($0, mean: false) })),
            ("judged", review.judged.map { window($0, mean: true) } ?? .null),
            ("measure", .string(review.measure.rawValue)),
            ("change", .object([("days", .number(review.changeDays)), ("percent", .number(review.changePercent))])),
            (
                "criteria",
                .array(
                    review.criteria.map { criterion in
                        .object([
                            ("source", .string(criterion.source.rawValue)),
                            ("measure", .string(criterion.measure.rawValue)),
                            ("threshold", .number(criterion.threshold)),
                            ("met", criterion.met.map { .bool($0) } ?? .null),
                        ])
                    })
            ),
            ("responder", review.responder.map { .bool($0) } ?? .null),
            ("notes", .strings(noteLines(review))),
        ])
    }

    private static func window(_ window: ReviewWindow, mean: Bool) -> JSONValue {
        func figures(_ figures: ReviewFigures, whole: Bool) -> [(String, JSONValue)] {
            let value = { (number: Double) -> JSONValue in whole ? .number(Int(number)) : .number(number) }
            return [
                ("headache_days", value(figures.headacheDays)), ("migraine_days", value(figures.migraineDays)),
                ("moderate_days", value(figures.moderateDays)),
                ("acute_medication_days", value(figures.acuteMedicationDays)),
                ("logged_days", value(figures.loggedDays)),
            ]
        }
        return .object(
            [
                ("start", .string(window.start.isoString)), ("end", .string(window.end.isoString)),
                ("days", .number(window.days)),
            ]
                + figures(window.counts, whole: !mean) + [
                    ("per_30_days", .object(figures(window.per30Days, whole: false)))
                ])
    }

    private static func percentChange(_ review: PreventiveReview, _ measure: ReviewMeasure) -> Double? {
        guard let judged = review.judged else { return nil }
        let base = review.baseline.per30Days.value(of: measure)
        guard base > 0 else { return nil }
        return (judged.per30Days.value(of: measure) - base) * 100 / base
    }

    private static func asks(_ criterion: ReviewCriterion) -> String {
        var text = "at least \(criterion.threshold)% fewer \(words(criterion.measure))"
        if criterion.source == .ehf {
            if criterion.threshold == 30 { text += " after a chronic-migraine baseline" }
            if criterion.measure == .headacheDays { text += ", in place of migraine days" }
        }
        return text
    }

    static func sourceName(_ source: ReviewSource) -> String {
        switch source {
        case .ehf: "European Headache Federation, 2022"
        case .ahs: "American Headache Society, 2021"
        }
    }

    private static func windowName(_ window: Int) -> String { window == 0 ? "the baseline" : "block \(window)" }

    private static func words(_ measure: ReviewMeasure) -> String {
        switch measure {
        case .migraineDays: "migraine days"
        case .headacheDays: "headache days"
        }
    }

    /// `9.3`: one decimal, rounded half away from zero.
    static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "−" : ""
        return sign + "\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }

    /// `+1.0` or `−2.5`.
    static func signed(_ value: Double) -> String { (value >= 0 ? "+" : "") + oneDecimal(value) }

    /// `−57%` or `+12%`, whole percent.
    static func signedPercent(_ value: Double) -> String {
        let whole = Int(value.rounded())
        return (whole > 0 ? "+" : whole < 0 ? "−" : "") + "\(abs(whole))%"
    }
}
