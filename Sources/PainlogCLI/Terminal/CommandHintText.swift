import ArgumentParser
import PainlogDomain

/// The one table from the hints presenters and errors give to painlog's own command lines: only the
/// CLI knows that logging is `painlog log 5 --area head` and that tags are listed by `painlog tags`.
enum CommandHintText {
    /// The command line that does what `hint` suggests.
    static func text(for hint: CommandHint) -> String {
        switch hint {
        case .logFirstEntry: "painlog log 5 --area head --note \"after lunch\""
        case .logWithArea: "painlog log 5 --area head"
        case .logWithTag: "painlog log 5 --tag \"poor sleep\""
        case .logWithMedication: "painlog log 6 --med \"ibuprofen 400mg\""
        case .logNow: "painlog log 0-10"
        case .showMoreEntries: "--limit N or --all"
        case .undo: "painlog undo"
        case .recordImpact: "painlog impact"
        case .listEntries: "painlog list"
        case .listNames(let kind): "painlog " + commandWord(for: kind)
        case .renameName(let kind, let old, let new): "painlog \(commandWord(for: kind)) rename '\(old)' '\(new)'"
        case .syncFolder: "painlog sync FOLDER"
        case .entryHistory(let id): "painlog show \(id) --history"
        case .editEnd(let id): "painlog edit \(id) --ended WHEN"
        case .listConditions: "painlog conditions"
        case .listCourses: "painlog courses"
        }
    }

    /// The command that lists and renames names of `kind`, as its definition names it.
    static func commandWord(for kind: NameKind) -> String {
        let command: any ParsableCommand.Type =
            switch kind {
            case .area: Painlog.Areas.self
            case .tag: Painlog.Tags.self
            case .medication: Painlog.Meds.self
            }
        return command.configuration.commandName ?? ""
    }
}
