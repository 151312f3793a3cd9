import PainlogDomain
import PainlogFeatures
import Testing

@testable import PainlogStorage

@Suite struct MigrateInteractorTests {
    static let appliedAt = "2026-11-22T08:30:00+01:00"
    static let later = MigrationScript(
        version: (MigrationScript.embedded.last?.version ?? 0) + 1, name: "add_weather",
        sql: "CREATE TABLE weather (a);")

    @Test func withoutADatabaseEveryKnownMigrationIsPendingAndNothingHappens() throws {
        let interactor = MigrateInteractor(migrator: nil, knownMigrations: SQLiteStorage.embeddedMigrations)
        #expect(try interactor.states() == SQLiteStorage.embeddedMigrations)
        #expect(try interactor.pending() == SQLiteStorage.embeddedMigrations)
        #expect(interactor.problem() == nil)
        #expect(try interactor.migrate() == MigrationOutcome(applied: [], backupPath: nil))
    }

    @Test func aNewDiaryIsUpToDate() throws {
        let diary = try TestDiary()
        let interactor = MigrateInteractor(
            migrator: diary.storage.migrator, knownMigrations: SQLiteStorage.embeddedMigrations)
        #expect(
            try interactor.states()
                == MigrationScript.embedded.map {
                    MigrationState(version: $0.version, name: $0.name, status: .applied(at: Self.appliedAt))
                })
        #expect(try interactor.pending() == [])
        #expect(interactor.problem() == nil)
        #expect(try interactor.migrate() == MigrationOutcome(applied: [], backupPath: nil))
    }

    @Test func appliesWhatIsPending() throws {
        let path: String
        let created = try TestDiary()
        path = created.path
        let storage = try SQLiteStorage.open(
            path: path, scripts: MigrationScript.embedded + [Self.later], clock: fixedClock, zone: berlinZone)
        let interactor = MigrateInteractor(
            migrator: storage.migrator, knownMigrations: SQLiteStorage.embeddedMigrations)

        let pending = MigrationState(version: Self.later.version, name: "add_weather", status: .pending)
        #expect(try interactor.pending() == [pending])
        #expect(try interactor.states().last == pending)

        let outcome = try interactor.migrate()
        #expect(
            outcome.applied == [
                MigrationState(version: Self.later.version, name: "add_weather", status: .applied(at: Self.appliedAt))
            ])
        #expect(outcome.backupPath == nil)
        #expect(try interactor.pending() == [])
    }

    @Test func reportsADiaryFromANewerPainlogWithoutChangingIt() throws {
        let created = try TestDiary()
        let path = created.path
        try SQLiteConnection(path: path).execute(
            "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (9999, 'future', 'x', '2030-01-01T00:00:00+00:00')"
        )
        let storage = try #require(try SQLiteStorage.openReadOnly(path: path, clock: fixedClock, zone: berlinZone))
        let interactor = MigrateInteractor(
            migrator: storage.migrator, knownMigrations: SQLiteStorage.embeddedMigrations)

        let problem = try #require(interactor.problem())
        #expect(problem.kind == .failure)
        #expect(problem.message.contains("newer"), "\(problem.message)")
        #expect(
            try interactor.states().last
                == MigrationState(
                    version: 9999, name: "future", status: .unknown(appliedAt: "2030-01-01T00:00:00+00:00")))
        #expect(throws: PainlogError.self) { try interactor.migrate() }
    }
}
