import ArgumentParser
import PainlogDomain
import PainlogFeatures

extension Painlog {
    /// `painlog course start|dose|stop`: preventive treatments (issue 40).
    struct CourseGroup: CommandGroup {
        static let configuration = CommandConfiguration(
            commandName: "course",
            abstract: "Start a preventive course, change its dose, or stop it. Each is one undo step.",
            subcommands: RegisteredCommand.commands(members))

        static let members: [RegisteredCommand] = [
            .task(CourseStart.self), .task(CourseDoseChange.self), .task(CourseStop.self),
        ]
    }

    /// `painlog course start NAME [--dose TEXT] [--at WHEN] [--condition C] [--every Nw]`.
    struct CourseStart: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "start", abstract: "Start a preventive course of a medication. One undo step.",
            usage: "painlog course start [<options>] <name>",
            discussion: """
                The medication becomes of class preventive unless 'meds class' or painlog's table gives it one. \
                A name has one open course at a time.

                Example: painlog course start topiramate --dose '25 mg' --condition migraine
                Example: painlog course start erenumab --dose '140 mg' --every 4w --at 2026-03-01
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The medication's name.", valueName: "name")) var name: String

        @Option(parsing: .unconditional, help: ArgumentHelp("The first dose, as text ('25 mg').", valueName: "text"))
        var dose: String?

        @Option(parsing: .unconditional, help: ArgumentHelp("When it started, if not now.", valueName: "when"))
        var at: String?

        @Option(parsing: .unconditional, help: ArgumentHelp("The condition it treats.", valueName: "condition"))
        var condition: String?

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp("The interval of injections: Nw, N weeks from 1 to 26 (12w).", valueName: "weeks"))
        var every: String?

        func task() -> AppTask {
            .onDiary(
                CoursesFlow(
                    action: .start(CourseRequest(name: name, dose: dose, at: at, condition: condition, every: every)),
                    json: false))
        }
    }

    /// `painlog course dose NAME TEXT [--at WHEN]`.
    struct CourseDoseChange: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "dose", abstract: "Record a change of dose of an open course. One undo step.",
            usage: "painlog course dose [<options>] <name> <text>",
            discussion: "Example: painlog course dose topiramate '50 mg' --at 2026-03-15")

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The course's medication.", valueName: "name")) var name: String
        @Argument(help: ArgumentHelp("The new dose, as text.", valueName: "text")) var text: String

        @Option(parsing: .unconditional, help: ArgumentHelp("When it changed, if not now.", valueName: "when"))
        var at: String?

        func task() -> AppTask {
            .onDiary(CoursesFlow(action: .dose(CourseRequest(name: name, dose: text, at: at)), json: false))
        }
    }

    /// `painlog course stop NAME [--at WHEN]`.
    struct CourseStop: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "stop", abstract: "Stop an open course. One undo step.",
            usage: "painlog course stop [<options>] <name>",
            discussion: "Example: painlog course stop topiramate --at yesterday")

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("The course's medication.", valueName: "name")) var name: String

        @Option(parsing: .unconditional, help: ArgumentHelp("When it stopped, if not now.", valueName: "when"))
        var at: String?

        func task() -> AppTask { .onDiary(CoursesFlow(action: .stop(CourseRequest(name: name, at: at)), json: false)) }
    }

    /// `painlog courses`: every preventive course.
    struct CoursesList: OutputOptions {
        static let configuration = CommandConfiguration(
            commandName: "courses", abstract: "Every preventive course: name, dose, condition, start, stop, days.",
            usage: "painlog courses [<options>]",
            discussion: "Example: painlog courses --format json")

        @OptionGroup var global: GlobalOptions

        @Option(help: OutputHelp.tableOrJSON) var format: TableOrJSON?
        @Flag(help: OutputHelp.json) var json = false

        func task() -> AppTask { .onDiary(CoursesFlow(action: .list, json: isJSON)) }
    }
}
