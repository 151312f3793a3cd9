/// The entry point of the painlog executable.
public enum PainlogMain {
    /// Parses the command line, runs the command and exits with its status.
    public static func run() -> Never {
        fatalError("wiring lands in the next commit")
    }
}
