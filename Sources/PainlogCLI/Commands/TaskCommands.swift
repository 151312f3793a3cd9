import ArgumentParser

/// Every command that becomes a task, to tell a parsed command's kind without a dynamic cast.
///
/// `command as? any TaskCommand` is a conformance lookup through every record in the binary (about
/// 0.3 M instructions at every start); comparing the parsed command's type with these and casting
/// to the one it is costs a few hundred. `TaskCommandsTests` checks that this list holds exactly the
/// task commands of `Painlog`'s command tree.
enum TaskCommands {
    static let all: [any TaskCommand.Type] = [
        Painlog.self, Painlog.Log.self, Painlog.List.self, Painlog.Show.self, Painlog.Edit.self,
        Painlog.Delete.self, Painlog.Undo.self, Painlog.Export.self, Painlog.Import.self, Painlog.Stats.self,
        Painlog.Calendar.self, Painlog.AreasList.self, Painlog.AreasRename.self, Painlog.TagsList.self,
        Painlog.TagsRename.self, Painlog.MedsList.self, Painlog.MedsRename.self, Painlog.MedsClass.self,
        Painlog.Impact.self, Painlog.Report.self, Painlog.Sync.self, Painlog.Migrate.self, Painlog.Due.self,
        Painlog.Remind.Install.self, Painlog.Remind.Status.self, Painlog.Remind.Uninstall.self,
        Painlog.DashboardCommand.self,
    ]

    /// The parsed command as a task command; nil for help, a command group or `completion`.
    static func task(of command: any ParsableCommand) -> (any TaskCommand)? {
        let parsed = ObjectIdentifier(type(of: command))
        for candidate in all where ObjectIdentifier(candidate) == parsed {
            return candidate.task(command)
        }
        return nil
    }
}

extension TaskCommand {
    /// `command` as this type, a cast to a concrete type that needs no conformance lookup.
    fileprivate static func task(_ command: any ParsableCommand) -> (any TaskCommand)? {
        command as? Self
    }
}
