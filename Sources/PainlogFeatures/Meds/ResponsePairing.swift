public import PainlogDomain

/// Forms the response pairs of the README's *Response* rules from entries read oldest first, and
/// counts them by what matching needs: the starting intensity and the areas a pair may share.
///
/// - A pair is an entry E above 0 that matches the filter, and the first later entry F inside the
///   window after it that shares a pairing area with E (entries without any area pair only with
///   entries without any area).
/// - A dose pair is one whose E carries a medication (it counts once for each medication it carries).
/// - An undosed pair is one whose E carries none and does not lie inside the window after a dose
///   (an entry with a medication) in a shared area.
///
/// Memory holds the entries of one window, and counts: a million entries take no more than ten.
public struct ResponsePairing {
    /// The starting intensity of a pair and the areas its E may share, which decide its matches.
    public struct Start: Hashable, Sendable {
        public let before: Int
        public let areas: [Int64]
    }

    /// How many pairs changed by each amount: `counts[change + 10]`, for changes −10 to +10.
    public struct Changes: Sendable, Equatable {
        public private(set) var counts = [Int](repeating: 0, count: 21)

        mutating func add(_ change: Int, count: Int = 1) { counts[change + 10] += count }

        mutating func add(_ other: Changes) {
            for index in counts.indices { counts[index] += other.counts[index] }
        }

        public var total: Int { counts.reduce(0, +) }
    }

    private let window: ResponseWindow
    /// Entries waiting for the entry that ends their pair, oldest first.
    private var waiting: [(entry: ResponseEntry, dosed: Bool, undosed: Bool)] = []
    /// Doses of the last window, oldest first.
    private var recentDoses: [ResponseEntry] = []
    /// Dose pairs per medication id, by start.
    public private(set) var doses: [Int64: [Start: Changes]] = [:]
    /// Undosed pairs, by start.
    public private(set) var undosed: [Start: Changes] = [:]

    public init(window: ResponseWindow) {
        self.window = window
    }

    /// Takes the next entry, later than (or as late as, with a larger id) every one before it.
    public mutating func add(_ entry: ResponseEntry) {
        let seconds = entry.seconds
        // One ordered pass over the waiting entries, oldest first: those whose window has passed go,
        // those this entry ends are recorded and go (in the order a search per pair found them),
        // the rest stay in their order.
        var kept = 0
        for index in waiting.indices {
            let waited = waiting[index]
            if seconds > waited.entry.seconds + window.maximum { continue }
            if ends(waited.entry, with: entry) {
                record(waited.entry, after: entry, dosed: waited.dosed, undosed: waited.undosed)
                continue
            }
            waiting[kept] = waited
            kept += 1
        }
        waiting.removeLast(waiting.count - kept)
        // Doses come in time order: those whose window has passed are the first ones.
        if let stay = recentDoses.firstIndex(where: { seconds <= $0.seconds + window.maximum }) {
            recentDoses.removeFirst(stay)
        } else {
            recentDoses.removeAll()
        }
        let startsPair =
            entry.matchesFilter && entry.intensity > 0 && (!entry.pairingAreas.isEmpty || entry.areas.isEmpty)
        if startsPair {
            let dosed = !entry.medications.isEmpty
            let undosed =
                !dosed
                && !recentDoses.contains { dose in
                    seconds >= dose.seconds + window.minimum && Self.shareArea(dose.areas, entry.areas)
                }
            waiting.append((entry, dosed, undosed))
        }
        if !entry.medications.isEmpty { recentDoses.append(entry) }
    }

    /// Whether `later` ends the pair of `start`: inside its window, and in a shared pairing area.
    private func ends(_ start: ResponseEntry, with later: ResponseEntry) -> Bool {
        guard later.id != start.id, later.seconds >= start.seconds + window.minimum,
            later.seconds <= start.seconds + window.maximum
        else { return false }
        if start.areas.isEmpty { return later.areas.isEmpty }
        return Self.share(start.pairingAreas, later.pairingAreas)
    }

    /// Whether two entries' areas put them in one place: a shared area, or neither has any.
    static func shareArea(_ first: [Int64], _ second: [Int64]) -> Bool {
        first.isEmpty && second.isEmpty || share(first, second)
    }

    private mutating func record(_ start: ResponseEntry, after end: ResponseEntry, dosed: Bool, undosed: Bool) {
        let key = Start(before: start.intensity, areas: start.pairingAreas)
        let change = end.intensity - start.intensity
        if dosed {
            for medication in start.medications { doses[medication, default: [:]][key, default: Changes()].add(change) }
        } else if undosed {
            self.undosed[key, default: Changes()].add(change)
        }
    }

    /// Whether two ascending id lists have one in common.
    static func share(_ first: [Int64], _ second: [Int64]) -> Bool {
        var i = 0
        var j = 0
        while i < first.count, j < second.count {
            if first[i] == second[j] { return true }
            if first[i] < second[j] { i += 1 } else { j += 1 }
        }
        return false
    }

    /// Whether an undosed start matches a dose's start: the same intensity, and a shared area (or
    /// neither has any).
    static func matches(_ undosed: Start, _ dose: Start) -> Bool {
        guard undosed.before == dose.before else { return false }
        if dose.areas.isEmpty || undosed.areas.isEmpty { return dose.areas.isEmpty && undosed.areas.isEmpty }
        return share(undosed.areas, dose.areas)
    }
}
