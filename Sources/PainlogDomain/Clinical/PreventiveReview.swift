/// The day count a review compares.
public enum ReviewMeasure: String, Sendable, Equatable {
    case migraineDays = "migraine_days"
    case headacheDays = "headache_days"
}

/// Whose criterion of a preventive's response.
public enum ReviewSource: String, Sendable, Equatable {
    /// European Headache Federation: at least 50% fewer migraine days, 30% after a chronic baseline.
    case ehf = "EHF"
    /// American Headache Society: at least 50% fewer headache days.
    case ahs = "AHS"
}

/// One criterion of response, as applied.
public struct ReviewCriterion: Sendable, Equatable {
    public let source: ReviewSource
    /// The count it compared.
    public let measure: ReviewMeasure
    /// The reduction it asks for, in percent.
    public let threshold: Int
    /// Whether the judged blocks met it; nil while it is too early, with too few days logged, or with
    /// a baseline of 0.
    public let met: Bool?

    public init(source: ReviewSource, measure: ReviewMeasure, threshold: Int, met: Bool?) {
        self.source = source
        self.measure = measure
        self.threshold = threshold
        self.met = met
    }
}

/// Another course's change inside a review's windows.
public struct ReviewCourseEvent: Sendable, Equatable {
    /// What changed.
    public enum Change: String, Sendable, Equatable {
        case started, stopped
        case doseChanged = "dose_changed"
    }

    public let name: String
    public let change: Change
    public let date: LocalDate

    public init(name: String, change: Change, date: LocalDate) {
        self.name = name
        self.change = change
        self.date = date
    }
}

/// What a review says beside its figures; the presenter words each.
public enum ReviewNote: Sendable, Equatable {
    /// Fewer complete blocks than the judgement needs (`needed`: 3, or 6 for a course given every 12
    /// weeks or more).
    case tooEarly(completeBlocks: Int, needed: Int)
    /// The baseline or a judged block has fewer than 80% of its days logged: `window` 0 is the
    /// baseline, n the n-th block.
    case tooFewDaysLogged(window: Int, logged: Int, days: Int)
    /// Symptoms were recorded on fewer than 80% of the headache days of `window` (0 the baseline, n the
    /// n-th block): headache days are compared, and the EHF criterion uses them too.
    case headacheDaysCompared(window: Int, withSymptoms: Int, headacheDays: Int)
    /// The baseline has no day of the compared count: no percentage, no judgement.
    case emptyBaseline(ReviewMeasure)
    /// The baseline meets the chronic-migraine counts per 30 days: EHF's threshold is 30%.
    case chronicBaseline
    /// The course stopped: blocks that would start after its stop are left out.
    case stopped(LocalDate)
    /// Another course started, stopped or changed dose inside the windows.
    case otherCourse(ReviewCourseEvent)
}

/// What `painlog review` asks of one course.
public struct ReviewRequest: Sendable, Equatable {
    /// The course's start.
    public let courseStart: LocalDate
    /// The course's stop, if it stopped.
    public let courseStop: LocalDate?
    /// Where the blocks start instead of the course's start (`--from`: the target dose reached).
    public let blocksFrom: LocalDate?
    /// The baseline's length in days (at least 28).
    public let baselineDays: Int
    /// The course's interval in weeks (`--every`), if any.
    public let everyWeeks: Int?
    /// Today: a block is complete once its last day is before today.
    public let today: LocalDate

    /// The request; nil when the baseline is shorter than 28 days.
    public init?(
        courseStart: LocalDate, courseStop: LocalDate? = nil, blocksFrom: LocalDate? = nil,
        baselineDays: Int = PreventiveReview.defaultBaselineDays, everyWeeks: Int? = nil, today: LocalDate
    ) {
        guard baselineDays >= PreventiveReview.shortestBaselineDays else { return nil }
        self.courseStart = courseStart
        self.courseStop = courseStop
        self.blocksFrom = blocksFrom
        self.baselineDays = baselineDays
        self.everyWeeks = everyWeeks
        self.today = today
    }
}

/// A preventive course's review: its baseline, its 30-day blocks and the judgement.
public struct PreventiveReview: Sendable, Equatable {
    /// The baseline's length unless asked otherwise: 90 days.
    public static let defaultBaselineDays = 90
    /// The shortest baseline: 28 days.
    public static let shortestBaselineDays = 28
    /// A block's length.
    public static let blockDays = 30
    /// How many blocks a review shows at most.
    public static let mostBlocks = 12
    /// From this interval on (quarterly injections, onabotulinumtoxinA) the judged blocks are 4–6.
    public static let quarterlyWeeks = 12

    public let baseline: ReviewWindow
    /// The blocks begun by today, the first 12 at most.
    public let blocks: [ReviewWindow]
    /// The judged blocks' numbers (from 1): 1–3, or 4–6 for a quarterly course.
    public let judgedBlocks: ClosedRange<Int>
    /// The mean of the judged blocks; nil while it is too early.
    public let judged: ReviewWindow?
    /// The count compared.
    public let measure: ReviewMeasure
    /// The judged mean per 30 days minus the baseline's, in days (negative when fewer); nil while it
    /// is too early.
    public let changeDays: Double?
    /// That change as a percentage of the baseline; nil while it is too early or when the baseline is 0.
    public let changePercent: Double?
    /// EHF's, then AHS's.
    public let criteria: [ReviewCriterion]
    /// EHF's `met`: nil while it is too early, with too few days logged, or with a baseline of 0.
    public let responder: Bool?
    public let notes: [ReviewNote]

    /// Reviews `request` over `days` (the clinical days of the course's condition, and every
    /// entry's logged and acute-medication days), naming `otherCourses`' changes inside its windows.
    public init(_ request: ReviewRequest, days: ClinicalDays, otherCourses: [ReviewCourseEvent] = []) {
        let baselineStart = request.courseStart.adding(days: -request.baselineDays)
        let baselineEnd = request.courseStart.adding(days: -1)
        let baseline = ReviewWindow(days: days, start: baselineStart, end: baselineEnd, isComplete: true)
        self.baseline = baseline

        var notes: [ReviewNote] = []
        let blocksStart = request.blocksFrom ?? request.courseStart
        var blocks: [ReviewWindow] = []
        for number in 0..<Self.mostBlocks {
            let start = blocksStart.adding(days: number * Self.blockDays)
            guard start <= request.today else { break }
            if let stop = request.courseStop, start > stop { break }
            let fullEnd = start.adding(days: Self.blockDays - 1)
            let isComplete = fullEnd < request.today
            blocks.append(
                ReviewWindow(
                    days: days, start: start, end: isComplete ? fullEnd : request.today, isComplete: isComplete))
        }
        self.blocks = blocks
        if let stop = request.courseStop { notes.append(.stopped(stop)) }

        let quarterly = (request.everyWeeks ?? 0) >= Self.quarterlyWeeks
        let judgedBlocks = quarterly ? 4...6 : 1...3
        self.judgedBlocks = judgedBlocks
        let judgedWindows = blocks.enumerated().filter { judgedBlocks.contains($0.offset + 1) && $0.element.isComplete }
        let isTooEarly = judgedWindows.count < judgedBlocks.count

        // Migraine days only where symptoms were recorded enough, in the baseline and in every judged
        // block there is.
        let checked = [(0, baseline)] + judgedWindows.map { ($0.offset + 1, $0.element) }
        let measure: ReviewMeasure
        if let short = checked.first(where: { !$0.1.recordsSymptomsEnough }) {
            measure = .headacheDays
            notes.append(
                .headacheDaysCompared(
                    window: short.0, withSymptoms: short.1.headacheDaysWithSymptoms,
                    headacheDays: Int(short.1.counts.headacheDays)))
        } else {
            measure = .migraineDays
        }
        self.measure = measure

        let chronicBaseline =
            Int(baseline.counts.headacheDays) * 30 >= 15 * request.baselineDays
            && baseline.migraineFeatureDays * 30 >= 8 * request.baselineDays
        if chronicBaseline { notes.append(.chronicBaseline) }
        let ehfThreshold = chronicBaseline ? 30 : 50

        let tooFew = checked.first { !$0.1.isLoggedEnough }
        if isTooEarly {
            notes.append(.tooEarly(completeBlocks: blocks.filter(\.isComplete).count, needed: judgedBlocks.upperBound))
        } else if let tooFew {
            notes.append(
                .tooFewDaysLogged(window: tooFew.0, logged: Int(tooFew.1.counts.loggedDays), days: tooFew.1.days))
        }

        if isTooEarly {
            judged = nil
            changeDays = nil
            changePercent = nil
            criteria = [
                ReviewCriterion(source: .ehf, measure: measure, threshold: ehfThreshold, met: nil),
                ReviewCriterion(source: .ahs, measure: .headacheDays, threshold: 50, met: nil),
            ]
            responder = nil
        } else {
            let judgedMean = Self.mean(of: judgedWindows.map(\.element))
            judged = judgedMean
            let base = baseline.per30Days.value(of: measure)
            let change = judgedMean.per30Days.value(of: measure) - base
            changeDays = change
            changePercent = base > 0 ? change * 100 / base : nil
            if base == 0 { notes.append(.emptyBaseline(measure)) }
            let judgeable = tooFew == nil
            let sums = judgedWindows.map(\.element)
            func met(_ measure: ReviewMeasure, threshold: Int) -> Bool? {
                guard judgeable else { return nil }
                return Self.isReduced(
                    judgedSum: sums.reduce(0) { $0 + Int($1.counts.value(of: measure)) }, blocks: sums.count,
                    baselineCount: Int(baseline.counts.value(of: measure)), baselineDays: request.baselineDays,
                    threshold: threshold)
            }
            let ehf = met(measure, threshold: ehfThreshold)
            criteria = [
                ReviewCriterion(source: .ehf, measure: measure, threshold: ehfThreshold, met: ehf),
                ReviewCriterion(
                    source: .ahs, measure: .headacheDays, threshold: 50, met: met(.headacheDays, threshold: 50)),
            ]
            responder = ehf
        }

        let lastDay = blocks.last?.end ?? baselineEnd
        for event in otherCourses where event.date >= baselineStart && event.date <= lastDay {
            notes.append(.otherCourse(event))
        }
        self.notes = notes
    }

    /// Whether the judged blocks are at least `threshold` percent below the baseline, per 30 days.
    ///
    /// The mean of `blocks` 30-day blocks holding `judgedSum` days in all against a baseline of
    /// `baselineCount` days in `baselineDays`; nil when the baseline is 0. Exact, in whole numbers:
    /// sum / blocks ≤ count × 30 / N × (100 − threshold) / 100.
    static func isReduced(judgedSum: Int, blocks: Int, baselineCount: Int, baselineDays: Int, threshold: Int) -> Bool? {
        guard baselineCount > 0, blocks > 0 else { return nil }
        return judgedSum * baselineDays * 100 <= baselineCount * 30 * blocks * (100 - threshold)
    }

    private static func mean(of windows: [ReviewWindow]) -> ReviewWindow {
        let count = Double(windows.count)
        func average(_ value: (ReviewFigures) -> Double) -> Double {
            windows.reduce(0) { $0 + value($1.counts) } / count
        }
        let counts = ReviewFigures(
            headacheDays: average(\.headacheDays), migraineDays: average(\.migraineDays),
            moderateDays: average(\.moderateDays), acuteMedicationDays: average(\.acuteMedicationDays),
            loggedDays: average(\.loggedDays))
        return ReviewWindow(
            start: windows.first?.start ?? LocalDate(daysSinceEpoch: 0),
            end: windows.last?.end ?? LocalDate(daysSinceEpoch: 0),
            days: blockDays, isComplete: true, counts: counts, per30Days: counts,
            headacheDaysWithSymptoms: windows.reduce(0) { $0 + $1.headacheDaysWithSymptoms } / max(windows.count, 1),
            migraineFeatureDays: windows.reduce(0) { $0 + $1.migraineFeatureDays } / max(windows.count, 1))
    }
}
