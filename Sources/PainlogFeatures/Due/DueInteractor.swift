public import PainlogDomain

/// Whether a reminder is due: nothing was logged within the window before now.
public struct DueCheck: Sendable, Equatable {
    /// True when no entry occurred within the window.
    public let isDue: Bool
    /// The window looked at.
    public let window: TimeSpan

    public init(isDue: Bool, window: TimeSpan) {
        self.isDue = isDue
        self.window = window
    }
}

/// Answers `painlog due`: whether an entry's time is within the window before now.
///
/// An entry exactly at the window's start counts as inside it; one a moment in the future (which
/// `log --at` allows) counts too. A diary that does not exist yet has nothing logged.
public struct DueInteractor {
    private let store: (any EntryStore)?
    private let calendar: LocalCalendar

    /// - Parameter store: the diary's entries, or nil when there is no diary (it is not created).
    public init(store: (any EntryStore)?, calendar: LocalCalendar) {
        self.store = store
        self.calendar = calendar
    }

    public func check(within window: TimeSpan) throws -> DueCheck {
        guard let store else { return DueCheck(isDue: true, window: window) }
        let start = calendar.now() - window.seconds
        let logged = try store.count(matching: EntryFilter(since: start), upTo: 1)
        return DueCheck(isDue: logged == 0, window: window)
    }
}
