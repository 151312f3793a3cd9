/// What was logged on one local calendar day, for the day counts of `calendar` and `stats`.
///
/// An entry counts on its own local date and, when it has an end, on every local date from its
/// start's to its end's (each at its own offset), so an attack from 22:00 to 03:00 counts on both
/// days it touched.
public struct DayFigures: Sendable, Equatable {
    public let date: LocalDate
    /// The entries that count on this day: those that started on it and those with an end that
    /// reach it.
    public let entries: Int
    /// The worst intensity among them.
    public let worst: Int
    /// The entries that started on this day (0 on a day that an attack only reached), as `stats`
    /// counts its entries, with the sum, least and worst of their intensities (0 when none).
    public let started: Int
    public let startedSum: Int
    public let startedMinimum: Int
    public let startedMaximum: Int

    public init(
        date: LocalDate, entries: Int, worst: Int, started: Int, startedSum: Int, startedMinimum: Int,
        startedMaximum: Int
    ) {
        self.date = date
        self.entries = entries
        self.worst = worst
        self.started = started
        self.startedSum = startedSum
        self.startedMinimum = startedMinimum
        self.startedMaximum = startedMaximum
    }
}
