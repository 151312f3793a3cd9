import ArgumentParser
import Testing

@testable import PainlogCLI

/// `TaskCommands`, which tells a task command without a dynamic cast: its list is the tree's task
/// commands, and it says what the cast says.
@Suite struct TaskCommandsTests {
    @Test func theListHoldsExactlyTheTaskCommandsOfTheTree() {
        var inTree: [ObjectIdentifier] = []
        func visit(_ command: any ParsableCommand.Type) {
            if command is any TaskCommand.Type { inTree.append(ObjectIdentifier(command)) }
            for subcommand in command.configuration.subcommands { visit(subcommand) }
        }
        visit(Painlog.self)
        let listed = TaskCommands.all.map { ObjectIdentifier($0) }
        #expect(Set(inTree) == Set(listed))
        #expect(listed.count == Set(listed).count, "each command once")
    }

    @Test(arguments: [
        [], ["show", "5"], ["list"], ["log", "5"], ["dashboard"], ["areas"], ["areas", "rename", "a", "b"],
        ["meds"], ["meds", "class", "x", "triptan"], ["tags"], ["remind", "status"], ["remind"],
        ["completion", "bash"],
        ["show", "-h"], ["help", "show"], ["--help"],
    ])
    func aParsedCommandIsATaskExactlyWhenItCastsToOne(arguments: [String]) throws {
        let command = try Painlog.parseAsRoot(arguments)
        let task = TaskCommands.task(of: command)
        let cast = command as? any TaskCommand
        #expect((task == nil) == (cast == nil), "\(type(of: command))")
        if let task, let cast {
            #expect(type(of: task) == type(of: cast))
            #expect(String(describing: task) == String(describing: cast))
        }
    }
}
