import ArgumentParser

extension Painlog {
    /// `painlog key`: the age identity that encrypts exports (and opens what is encrypted to it).
    struct Key: CommandGroup {
        static let configuration = CommandConfiguration(
            commandName: "key",
            abstract: "Make, show or import the age identity that encrypts exports.",
            discussion: """
                The identity lives in $XDG_CONFIG_HOME/painlog/identity.txt (default ~/.config/painlog), mode 0600, \
                in age's identity-file format: 'age -d -i' reads it too. Copy it to your other computers once, by \
                hand, never through a sync folder; without it nothing encrypted to it can be read.
                """,
            subcommands: RegisteredCommand.commands(members))

        static let members: [RegisteredCommand] = [.task(New.self), .task(Show.self), .task(Import.self)]
    }
}

extension Painlog.Key {
    /// `painlog key new`.
    struct New: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "new",
            abstract: "Make an age identity and print its recipient (age1...); never replaces one.",
            usage: "painlog key new")

        @OptionGroup var global: GlobalOptions

        func task() -> AppTask { .besideDiary(KeyNewFlow()) }
    }

    /// `painlog key show`.
    struct Show: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Print the identity's recipient (age1...).", usage: "painlog key show")

        @OptionGroup var global: GlobalOptions

        func task() -> AppTask { .besideDiary(KeyShowFlow()) }
    }

    /// `painlog key import FILE`.
    struct Import: TaskCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract:
                "Put the identity in FILE (from 'painlog key new' or age-keygen) first; others are kept for reading.",
            usage: "painlog key import <file>",
            discussion: """
                Plugin, post-quantum and passphrase-protected identities are refused (exit 65), and nothing is written.

                Example: painlog key import ~/usb/identity.txt
                """)

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("An age identity file.", valueName: "file"), completion: .file())
        var file: String

        func task() -> AppTask { .besideDiary(KeyImportFlow(file: file)) }
    }
}
