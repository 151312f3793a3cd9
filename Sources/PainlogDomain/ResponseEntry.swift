/// One entry as response pairing sees it (README: "Response"): when, how much, where, and which
/// medications it carries, by id.
public struct ResponseEntry: Sendable, Equatable {
    public let id: Int64
    /// Seconds since the epoch.
    public let seconds: Int64
    public let intensity: Int
    /// Every area of the entry, by id, ascending: a dose in a shared one puts an entry inside its window.
    public let areas: [Int64]
    /// The areas a pair may share, by id, ascending: `areas`, or with `--area` those of them named.
    public let pairingAreas: [Int64]
    /// The medications the entry carries, by id, ascending, each once.
    public let medications: [Int64]
    /// Whether the entry matches the request's filter (its period, areas, tags…): only such an entry
    /// starts a pair; any entry may end one.
    public let matchesFilter: Bool

    public init(
        id: Int64, seconds: Int64, intensity: Int, areas: [Int64], pairingAreas: [Int64], medications: [Int64],
        matchesFilter: Bool
    ) {
        self.id = id
        self.seconds = seconds
        self.intensity = intensity
        self.areas = areas
        self.pairingAreas = pairingAreas
        self.medications = medications
        self.matchesFilter = matchesFilter
    }
}
