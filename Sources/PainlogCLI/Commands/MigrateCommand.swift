import ArgumentParser

extension Painlog {
    /// `painlog migrate`: the database's schema.
    struct Migrate: OutputOptions {
        static let configuration = CommandConfiguration(
            commandName: "migrate",
            abstract: "Apply pending schema migrations (every other command does this first too).",
            usage: "painlog migrate [<options>]",
            discussion: """
                Before migrating a database that holds entries, painlog copies it to \
                <db>.backup-<from>-to-<to>-<time>. --status and --dry-run never write.
                """)

        @OptionGroup var global: GlobalOptions

        @Flag(help: "List every migration as applied (with its time) or pending.")
        var status = false

        @Flag(help: "Say which migrations would be applied, without applying them.")
        var dryRun = false

        @Option(help: OutputHelp.tableOrJSON) var format: TableOrJSON?
        @Flag(help: OutputHelp.json) var json = false

        func validate() throws {
            try validateOutput()
            if status && dryRun {
                throw ValidationError("--status and --dry-run cannot be used together; give one of them")
            }
            if isJSON && !status {
                throw ValidationError("--json (--format json) goes with --status; give both")
            }
        }

        func task() -> AppTask {
            if status { return .readingSchema(MigrationStatusFlow(mode: .status, json: isJSON)) }
            if dryRun { return .readingSchema(MigrationStatusFlow(mode: .dryRun)) }
            return .onDiary(MigrateFlow())
        }
    }
}
