import ArgumentParser
import PainlogDomain
import PainlogFeatures

extension Painlog {
    /// `painlog due`: whether a reminder is due.
    struct Due: OutputOptions {
        static let configuration = CommandConfiguration(
            commandName: "due",
            abstract: "Say so and exit 0 when nothing was logged recently; exit 1 in silence otherwise.",
            usage: "painlog due [<options>]",
            discussion: """
                For timers and scripts: painlog due --within 4h && echo 'time to log'. A diary that does not \
                exist yet counts as nothing logged, and is not created. With --json it prints {"due", "within", \
                "within_seconds"} either way; the exit status is the same.

                --follow-up UID is the reminder 'painlog log ... --follow-up' schedules: 2 hours after the dose, a \
                desktop notification (and the line on stdout) asking for the pain now, with the command that logs \
                it; nothing at all, and exit 0, when a follow-up was logged (an entry of the same condition 1h30m \
                to 2h30m after the dose, or an end of the entry) or the entry is gone.

                See also: painlog remind install --at 09:00 --at 21:00
                """)

        @OptionGroup var global: GlobalOptions

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("How far back to look: 30m, 4h, 1h30m, 2d, 1w.", valueName: "duration"))
        var within: String = "4h"

        @Flag(help: "Also send the line as a desktop notification, when notify-send is on PATH.")
        var notify = false

        @Option(
            name: .customLong("follow-up"),
            help: ArgumentHelp(
                "The follow-up reminder of the entry with this uid (what log --follow-up schedules).",
                valueName: "uid"))
        var followUp: String?

        @Option(help: OutputHelp.tableOrJSON) var format: TableOrJSON?
        @Flag(help: OutputHelp.json) var json = false

        func validate() throws {
            try validateOutput()
            if let followUp {
                guard FollowUpCheckInteractor.isUID(followUp) else {
                    throw ValidationError(
                        "--follow-up '\(followUp)' is not an entry's uid; use the 36-character uid "
                            + "(8-4-4-4-12 hexadecimal digits) that log --follow-up scheduled")
                }
                if isJSON { throw ValidationError("--follow-up cannot be combined with --json or --format json") }
            }
            guard TimeSpan(within) != nil else {
                throw ValidationError("--within '\(within)' is not a duration; use \(TimeSpan.acceptedForms)")
            }
        }

        func task() -> AppTask {
            if let followUp {
                return .readingDiary(DueFollowUpFlow(uid: followUp, databaseOption: global.db))
            }
            return .readingDiary(DueFlow(window: TimeSpan(within) ?? .defaultDueWindow, notify: notify, json: isJSON))
        }
    }
}
