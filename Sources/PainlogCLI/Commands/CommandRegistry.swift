import ArgumentParser

/// One command of the registry: the command tree (`configuration.subcommands`) and the list of task
/// commands are both made from these, so a command is registered once, where its parent lists it.
///
/// Each case takes only the kind of command it names, so the compiler refuses a task command
/// registered as anything but a task, and a group that does not list its members.
enum RegisteredCommand {
    /// A command that becomes a task for the coordinator.
    case task(any TaskCommand.Type)
    /// A command group: its members are registered in its own `members`.
    case group(any CommandGroup.Type)
    /// A command with no task of its own, run by ArgumentParser (`completion`).
    case utility(any UtilityCommand.Type)

    /// The command, as ArgumentParser's `subcommands` list takes it.
    var command: any ParsableCommand.Type {
        switch self {
        case .task(let command): command
        case .group(let command): command
        case .utility(let command): command
        }
    }

    /// The commands of a registry list, for a `CommandConfiguration`'s `subcommands`.
    static func commands(_ registered: [RegisteredCommand]) -> [any ParsableCommand.Type] {
        var commands: [any ParsableCommand.Type] = []
        commands.reserveCapacity(registered.count)
        for entry in registered { commands.append(entry.command) }
        return commands
    }
}

/// A command whose subcommands are the registry's `members` (its configuration's `subcommands` is
/// `RegisteredCommand.commands(members)`).
protocol CommandGroup: ParsableCommand {
    static var members: [RegisteredCommand] { get }
}

/// A command that is neither a task nor a group: ArgumentParser runs it (`completion`).
protocol UtilityCommand: ParsableCommand {}

/// Every command that becomes a task, to tell a parsed command's kind without a dynamic cast.
///
/// `command as? any TaskCommand` is a conformance lookup through every record in the binary (about
/// 0.3 M instructions at every start); comparing the parsed command's type with these and casting
/// to the one it is costs a few hundred. The list is the task commands of the registry, from
/// `Painlog.members` down; it is never written by hand.
enum TaskCommands {
    static let all: [any TaskCommand.Type] = {
        var tasks: [any TaskCommand.Type] = [Painlog.self]
        collect(Painlog.members, into: &tasks)
        return tasks
    }()

    private static func collect(_ registered: [RegisteredCommand], into tasks: inout [any TaskCommand.Type]) {
        for entry in registered {
            switch entry {
            case .task(let command): tasks.append(command)
            case .group(let group): collect(group.members, into: &tasks)
            case .utility: break
            }
        }
    }

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
