import ArgumentParser
import PainlogDomain

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

                See also: painlog remind install --at 09:00 --at 21:00
                """)

        @OptionGroup var global: GlobalOptions

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("How far back to look: 30m, 4h, 1h30m, 2d, 1w.", valueName: "duration"))
        var within: String = "4h"

        @Flag(help: "Also send the line as a desktop notification, when notify-send is on PATH.")
        var notify = false

        @Option(help: OutputHelp.tableOrJSON) var format: TableOrJSON?
        @Flag(help: OutputHelp.json) var json = false

        func validate() throws {
            try validateOutput()
            guard TimeSpan(within) != nil else {
                throw ValidationError("--within '\(within)' is not a duration; use \(TimeSpan.acceptedForms)")
            }
        }

        func task() -> AppTask {
            .readingDiary(DueFlow(window: TimeSpan(within) ?? .defaultDueWindow, notify: notify, json: isJSON))
        }
    }
}
