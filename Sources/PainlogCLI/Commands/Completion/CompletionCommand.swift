import ArgumentParser

extension Painlog {
    /// `painlog completion bash|zsh|fish`: the shell's completion script, painlog's own
    /// (`CompletionScript`), as `painlog --generate-completion-script SHELL` prints it too.
    struct Completion: UtilityCommand {
        static let configuration = CommandConfiguration(
            commandName: "completion",
            abstract: "Print the completion script for bash, zsh or fish.",
            discussion: """
                Completes commands, options, and your diary's own area, tag and medication names. To load it:
                - bash: add 'source <(painlog completion bash)' to ~/.bashrc.
                - zsh: add 'source <(painlog completion zsh)' to ~/.zshrc, after compinit.
                - fish: run 'painlog completion fish > ~/.config/fish/completions/painlog.fish' once.

                scripts/install puts the three scripts where the shells find them (see man painlog).
                """)

        @Argument(help: ArgumentHelp("bash, zsh or fish.", valueName: "shell"))
        var shell: String

        func validate() throws {
            guard CompletionShell(rawValue: shell) != nil else {
                throw ValidationError("unknown shell '\(shell)'; use bash, zsh or fish")
            }
        }

        func run() throws {
            guard let shell = CompletionShell(rawValue: shell) else { throw ExitCode.validationFailure }
            print(CompletionScript.text(for: shell))
        }
    }
}
