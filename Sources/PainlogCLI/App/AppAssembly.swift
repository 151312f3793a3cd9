import PainlogDomain
import PainlogFeatures
import PainlogStorage
import PainlogSystem

/// Wires painlog for one run in one function whose collaborators default to the real process's, as
/// swift-openapi-generator's `GeneratorPipeline` does: no container, no singletons.
///
/// Tests pass their own clock, zone, ids, input, sinks and terminal. The only file of the CLI that
/// knows the storage is SQLite.
enum AppAssembly {
    /// - Parameters:
    ///   - clock: nil for `PAINLOG_NOW` (ISO 8601 with an offset, for scripts and tests, like git's
    ///     `GIT_COMMITTER_DATE`), else the system clock.
    ///   - diaries: nil for SQLite, waiting `PAINLOG_BUSY_TIMEOUT` milliseconds (else 10 s) for
    ///     another painlog's write lock.
    /// - Throws: a usage error for a malformed `PAINLOG_NOW` or `PAINLOG_BUSY_TIMEOUT`.
    static func coordinator(
        noColour: Bool,
        quiet: Bool = false,
        noPager: Bool = true,
        variables: [String: String] = ProcessVariables.current(),
        clock clockOverride: (any TimeSource)? = nil,
        zone zoneOverride: TimeZoneRules? = nil,
        makeUID: @escaping () -> String = RandomUUID.make,
        input: any LineSource = StandardInputLines(),
        output: any OutputSink = FileDescriptorSink(descriptor: 1),
        messages: any OutputSink = FileDescriptorSink(descriptor: 2),
        terminal: TerminalTraits? = nil,
        diaries: (any DiaryOpener)? = nil,
        processes: any ProcessRunner = SpawnedProcessRunner()
    ) throws(PainlogError) -> AppCoordinator {
        let zone: TimeZoneRules
        if let zoneOverride {
            zone = zoneOverride
        } else {
            let resolved = ProcessTimeZone.resolve(variables: variables)
            zone = resolved.zone
            if let notice = resolved.notice, !quiet { messages.write(notice + "\n") }
        }
        let clock: any TimeSource
        if let given = clockOverride {
            clock = given
        } else {
            clock = try fixedClock(variables) ?? SystemTimeSource()
        }
        let opener: any DiaryOpener
        if let diaries {
            opener = diaries
        } else {
            opener = SQLiteDiaries(clock: clock, zone: zone, busyTimeout: try busyTimeout(variables))
        }
        let terminal = terminal ?? TerminalTraits.process(variables: variables)
        let colour = TerminalEnvironment.usesColour(
            variables: variables, noColourFlag: noColour, isTerminal: terminal.outputIsTerminal)
        return AppCoordinator(
            environment: AppEnvironment(
                variables: variables, calendar: LocalCalendar(clock: clock, zone: zone), makeUID: makeUID,
                terminal: terminal,
                processes: processes),
            view: TerminalView(
                output: output, messages: messages, input: input, colour: colour, quiet: quiet,
                messagesAreTerminal: terminal.errorIsTerminal,
                // The tests' way to see progress without a long import.
                progressDelay: variables["PAINLOG_PROGRESS_AFTER_MS"].flatMap { Int64($0) } ?? ProgressWriter.delay),
            diaries: opener,
            pager: Pager.command(variables: variables, outputIsTerminal: terminal.outputIsTerminal, disabled: noPager))
    }

    /// The suffixes of the files SQLite keeps beside a diary, as the storage names them: the CLI's
    /// file code (signal cleanup, output files) treats them as the diary's without spelling them.
    static let diaryCompanionSuffixes = SQLiteStorage.companionSuffixes

    private static func fixedClock(_ variables: [String: String]) throws(PainlogError) -> (any TimeSource)? {
        guard let fixed = variables["PAINLOG_NOW"], !fixed.isEmpty else { return nil }
        guard let time = Timestamp(iso8601: fixed) else {
            throw .usage(
                "PAINLOG_NOW '\(QuotedValue.shown(fixed))' is not an ISO 8601 time with an offset, e.g. 2026-11-22T08:30:00+01:00"
            )
        }
        return FixedTimeSource(time.seconds)
    }

    private static func busyTimeout(_ variables: [String: String]) throws(PainlogError) -> Int? {
        guard let text = variables["PAINLOG_BUSY_TIMEOUT"], !text.isEmpty else { return nil }
        guard let milliseconds = Int(text), milliseconds >= 0 else {
            throw .usage(
                "PAINLOG_BUSY_TIMEOUT '\(QuotedValue.shown(text))' is not a whole number of milliseconds, e.g. 10000")
        }
        return milliseconds
    }
}

/// Diaries in SQLite files, through `DiarySession`.
struct SQLiteDiaries: DiaryOpener {
    let clock: any TimeSource
    let zone: TimeZoneRules
    let busyTimeout: Int?

    func withDiary<T>(at path: String, canRunAgain: Bool, _ body: (Diary, Bool) throws -> T) throws -> T {
        let session = DiarySession(path: path, clock: clock, zone: zone, busyTimeout: busyTimeout)
        return try session.run(canRunAgain: canRunAgain) { storage, isNew in
            try body(diary(over: storage), isNew)
        }
    }

    func readOnlyDiary(at path: String) throws -> Diary? {
        guard let storage = try DiarySession(path: path, clock: clock, zone: zone).openReadOnly() else { return nil }
        let diary = diary(over: storage)
        if let problem = diary.migrations.problem() { throw problem }
        return diary
    }

    private func diary(over storage: SQLiteStorage) -> Diary {
        Diary(
            services: storage,
            migrations: MigrateInteractor(migrator: storage.migrator, knownMigrations: SQLiteStorage.embeddedMigrations)
        )
    }

    func diaryExists(at path: String) -> Bool {
        DiarySession(path: path, clock: clock, zone: zone).exists
    }

    func migrationsReadOnly(at path: String) throws -> MigrateInteractor {
        let storage = try DiarySession(path: path, clock: clock, zone: zone).openReadOnly()
        return MigrateInteractor(migrator: storage?.migrator, knownMigrations: SQLiteStorage.embeddedMigrations)
    }
}

extension AppAssembly {
    /// The diary's names of `kind` for shell completion (see `CompletionKind.areaNames`): read-only,
    /// and empty when there is no diary or it cannot be read.
    static func completionNames(
        _ kind: NameKind, startingWith prefix: String, databaseOption: String?,
        variables: [String: String] = ProcessVariables.current()
    ) -> [String] {
        guard let path = try? DatabaseLocation.resolve(option: databaseOption, variables: variables) else { return [] }
        return NameCatalog.names(of: kind, startingWith: prefix, inDiaryAt: path)
    }

    /// The diary's medications, each with its usual dose, for completing `log -m` (see
    /// `completionNames`).
    static func completionMedicationsWithDose(
        startingWith prefix: String, databaseOption: String?, variables: [String: String] = ProcessVariables.current()
    ) -> [String] {
        guard let path = try? DatabaseLocation.resolve(option: databaseOption, variables: variables) else { return [] }
        return NameCatalog.medicationsWithUsualDose(startingWith: prefix, inDiaryAt: path)
    }

    /// The diary's condition names for shell completion, as `completionNames`.
    static func completionConditionNames(
        startingWith prefix: String, databaseOption: String?, variables: [String: String] = ProcessVariables.current()
    ) -> [String] {
        guard let path = try? DatabaseLocation.resolve(option: databaseOption, variables: variables) else { return [] }
        return NameCatalog.conditionNames(startingWith: prefix, inDiaryAt: path)
    }
}

extension AppAssembly {
    /// The newest migration this painlog carries.
    static var knownSchemaVersion: Int { SQLiteStorage.embeddedMigrations.map(\.version).max() ?? 0 }

    /// The schema of the diary at `path`, read-only, for `--version --verbose`: the newest
    /// migration applied to it (0 for none), how many known ones it lacks, and the newest this
    /// painlog knows; nil when there is no diary (nothing is created).
    static func schemaVersions(at path: String) throws -> (applied: Int, pending: Int, known: Int)? {
        // Reading the migration history needs neither the clock nor the zone.
        guard let storage = try DiarySession(path: path, clock: SystemTimeSource(), zone: .utc).openReadOnly() else {
            return nil
        }
        let states = try storage.migrator.states()
        let applied = states.filter { $0.status != .pending }.map(\.version).max() ?? 0
        let pending = states.filter { $0.status == .pending }.count
        return (applied, pending, knownSchemaVersion)
    }
}
