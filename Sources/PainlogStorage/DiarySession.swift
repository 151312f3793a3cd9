public import PainlogDomain

/// One command's time with the diary at a path, from opening to closing.
///
/// It owns the life of a diary that does not exist yet: the command runs on a new one under a
/// temporary name, which gets its real name only when the command succeeded (a failed first command
/// leaves nothing behind), and if another painlog created the diary meanwhile, the command runs
/// again on theirs.
public struct DiarySession {
    /// The diary's path.
    public let path: String
    private let clock: any TimeSource
    private let zone: TimeZoneRules
    private let busyTimeout: Int

    /// - Parameter busyTimeout: milliseconds to wait for another painlog's write lock; nil for
    ///   `SQLiteStorage.defaultBusyTimeout`.
    public init(path: String, clock: any TimeSource, zone: TimeZoneRules, busyTimeout: Int? = nil) {
        self.path = path
        self.clock = clock
        self.zone = zone
        self.busyTimeout = busyTimeout ?? SQLiteStorage.defaultBusyTimeout
    }

    /// Opens the diary (creating it when there is none) and runs `work` on it.
    ///
    /// `isNew` tells `work` that the diary is still tentative, so it can hold back its output until
    /// `run` returns.
    /// - Parameter canRunAgain: whether `work` may run a second time, on a diary another painlog
    ///   created while it ran on a new one; when false that race is an error and nothing is written.
    public func run<T>(canRunAgain: Bool, _ work: (_ diary: SQLiteStorage, _ isNew: Bool) throws -> T) throws -> T {
        let storage = try open(deferCreation: true)
        guard storage.isNew else { return try work(storage, false) }
        let result: T
        do {
            result = try work(storage, true)
        } catch {
            storage.discardCreation()
            throw error
        }
        if try storage.finishCreating() { return result }
        guard canRunAgain else {
            throw PainlogError.failure(
                "another painlog created \(path) while this command ran on a new diary; nothing was written; run it again"
            )
        }
        return try work(try open(deferCreation: false), false)
    }

    /// Whether anything is at the diary's path (a link to nothing counts: opening it is refused).
    public var exists: Bool {
        DatabaseFile.kind(at: path) != .missing
    }

    /// The existing diary opened read-only, for commands that must never write; nil when there is none.
    public func openReadOnly() throws -> SQLiteStorage? {
        try SQLiteStorage.openReadOnly(path: path, clock: clock, zone: zone)
    }

    private func open(deferCreation: Bool) throws -> SQLiteStorage {
        try SQLiteStorage.open(
            path: path, scripts: MigrationScript.embedded, clock: clock, zone: zone, busyTimeout: busyTimeout,
            deferCreation: deferCreation)
    }
}
