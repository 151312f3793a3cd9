import ArgumentParser
import PainlogDomain
import PainlogFeatures

extension Painlog {
    /// `painlog log INTENSITY …`: records an entry.
    struct Log: OutputOptions {
        static let configuration = CommandConfiguration(
            commandName: "log",
            abstract: "Record how much it hurts now (or at --at).",
            discussion: """
                INTENSITY is 0-10: 0 no pain, 10 worst imaginable. Without it, on a terminal, painlog asks for each \
                value in turn (a guided entry). Short form: 'painlog 7 ...' is 'painlog log 7 ...'.

                WHEN: now, 2026-11-22, 2026-11-22T08:30, '2026-11-22 08:30+01:00', today, 'yesterday 8pm', \
                'tue 6pm', 'last night', 'this morning', 'sunday evening', 'last night 11pm', noon, 08:30, 8:30pm, \
                8am, 15.11.2026, '30m ago', 'an hour ago', '1h30m ago', '3d ago'.

                An attack with an end: --for 5h (it started 5h ago and ends now; with --at, it ends 5h after it), or \
                --ended WHEN.

                Example: painlog log 6 -a 'lower back' -m 'ibuprofen 400mg' -n 'after gardening'
                Example: painlog log 7 -a head --at 'last night' --for 5h
                Example: painlog log 7 -a head -s unilateral -s pulsating -s nausea
                Example: painlog log 7 -a head -m 'sumatriptan 50mg' --follow-up (a reminder 2 hours later)
                """,
            aliases: ["add"])

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("How much it hurts, 0-10.", valueName: "intensity"))
        var intensity: IntensityArgument?

        static var positionalValue: (any PositionalValue.Type)? { IntensityArgument.self }

        @Option(
            name: .shortAndLong, parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Where it hurts (repeatable).", valueName: "area"), completion: .areaNames)
        var area: [String] = []

        @Option(parsing: .unconditional, help: ArgumentHelp("When it hurt, if not now.", valueName: "when"))
        var at: String?

        // `.unconditional`: `--for -1h` is refused as a duration, never read as the flags `-1 -h`.
        @Option(
            name: .customLong("for"), parsing: .unconditional,
            help: ArgumentHelp(
                "How long the attack lasted (30m, 5h, 1h30m, 2d): from --at, or without --at until now.",
                valueName: "duration"))
        var duration: String?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("When the attack ended (a WHEN, after the start).", valueName: "when"))
        var ended: String?

        @Option(
            name: .shortAndLong, parsing: .unconditional,
            help: ArgumentHelp("Free text (up to 10,000 characters).", valueName: "text"))
        var note: String?

        @Option(
            name: .shortAndLong, parsing: .unconditionalSingleValue,
            help: ArgumentHelp("A tag (repeatable).", valueName: "tag"), completion: .tagNames)
        var tag: [String] = []

        @Option(
            name: .shortAndLong, parsing: .unconditionalSingleValue,
            help: ArgumentHelp("A medication taken, NAME or 'NAME DOSE' (repeatable).", valueName: "med"),
            completion: .medicationsWithDose)
        var med: [String] = []

        @Option(
            name: .shortAndLong, parsing: .unconditionalSingleValue,
            help: ArgumentHelp(
                "An attack feature (repeatable): unilateral, pulsating, activity, nausea, vomiting, photophobia, "
                    + "phonophobia, aura.", valueName: "symptom"),
            completion: .symptomNames)
        var symptom: [String] = []

        @Flag(
            name: .customLong("follow-up"),
            help: ArgumentHelp(
                "Remind me 2 hours after the dose to log the pain (needs an acute medicine on an entry of a migraine "
                    + "condition; through systemd-run --user or at)."))
        var followUp = false

        @Option(help: OutputHelp.tableOrJSON) var format: TableOrJSON?
        @Flag(help: "Print the new entry as a JSON object (the same as --format json).")
        var json = false

        /// A bad INTENSITY is a parse error, so that `log --area lower back` (which ArgumentParser
        /// reads as INTENSITY `back`) gets the hint to quote a name with spaces.
        func validate() throws {
            try validateOutput()
            if let intensity, (try? Intensity(parsing: intensity.text)) == nil {
                throw ValidationError(OptionSpelling.message(of: IntensityArgument.refusal(of: intensity.text)))
            }
            if followUp, intensity == nil {
                throw ValidationError(
                    "--follow-up needs INTENSITY on the command line (painlog log 7 -a head -m 'sumatriptan 50mg' "
                        + "--follow-up); a guided entry schedules no reminder")
            }
        }

        func task() -> AppTask {
            guard let intensity else {
                return .onDiary(
                    GuidedLogFlow(
                        given: GuidedEntryAnswers(
                            areas: area, at: at, duration: duration, ended: ended, note: note, tags: tag,
                            medications: med, symptoms: symptom),
                        json: isJSON))
            }
            return .onDiary(
                LogFlow(
                    request: LogEntryRequest(
                        intensity: intensity.text, areas: area, at: at, duration: duration, ended: ended, note: note,
                        tags: tag, medications: med, symptoms: symptom),
                    json: isJSON, followUp: followUp))
        }
    }
}
