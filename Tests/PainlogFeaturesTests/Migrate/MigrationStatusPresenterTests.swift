import PainlogDomain
import PainlogFeatures
import Testing

@Suite struct MigrationStatusPresenterTests {
    static let at = "2026-11-22T08:30:00+01:00"

    @Test func listsEveryMigrationAlignedWithItsStatus() {
        let lines = MigrationStatusPresenter.statusLines([
            MigrationState(version: 1, name: "create_entries", status: .applied(at: Self.at)),
            MigrationState(version: 2, name: "add_x", status: .pending),
            MigrationState(version: 3, name: "changed", status: .checksumMismatch(appliedAt: Self.at)),
            MigrationState(version: 10_000, name: "future", status: .unknown(appliedAt: Self.at)),
        ])
        #expect(
            lines.map(\.plainText) == [
                "0001_create_entries.sql  applied 2026-11-22T08:30:00+01:00",
                "0002_add_x.sql           pending",
                "0003_changed.sql         applied 2026-11-22T08:30:00+01:00, but CHANGED since (checksum mismatch)",
                "10000_future.sql         applied 2026-11-22T08:30:00+01:00, UNKNOWN to this painlog",
            ])
        #expect(lines.map { $0.spans.last?.style } == [.plain, .moderate, .severe, .severe])
    }

    @Test func noMigrationsNoLines() {
        #expect(MigrationStatusPresenter.statusLines([]) == [])
    }

    @Test func dryRunSaysWhatWouldBeApplied() {
        #expect(
            MigrationStatusPresenter.dryRunLines(pending: []).map(\.plainText) == [
                "Nothing to migrate: the schema is up to date."
            ])
        #expect(
            MigrationStatusPresenter.dryRunLines(pending: [
                MigrationState(version: 2, name: "add_x", status: .pending),
                MigrationState(version: 3, name: "add_y", status: .pending),
            ]).map(\.plainText) == ["would apply 0002_add_x.sql", "would apply 0003_add_y.sql"])
    }

    @Test func outcomeSaysWhatWasApplied() {
        #expect(
            MigrationStatusPresenter.outcomeLines(MigrationOutcome(applied: [], backupPath: nil), latestVersion: 2)
                .map(\.plainText) == ["Nothing to migrate: the schema is up to date (version 2)."])
        let outcome = MigrationOutcome(
            applied: [MigrationState(version: 2, name: "add_x", status: .applied(at: Self.at))],
            backupPath: "/d/p.sqlite.backup")
        #expect(
            MigrationStatusPresenter.outcomeLines(outcome, latestVersion: 2).map(\.plainText) == [
                "applied 0002_add_x.sql"
            ])
    }

    @Test func backupNoticeNamesTheBackup() {
        #expect(MigrationStatusPresenter.backupNotice(MigrationOutcome(applied: [], backupPath: nil)) == nil)
        #expect(
            MigrationStatusPresenter.backupNotice(
                MigrationOutcome(applied: [], backupPath: "/d/p.sqlite.backup-1-to-2-20261122T073000Z"))
                == "notice: backed up the database to /d/p.sqlite.backup-1-to-2-20261122T073000Z before migrating")
    }
}
