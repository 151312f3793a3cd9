@testable import PainlogCLI

/// Answers given in advance, then the end of input: what a test types.
final class ScriptedLines: LineSource {
    private var lines: [String]

    init(_ lines: [String]) {
        self.lines = lines
    }

    func readLine() -> String? {
        lines.isEmpty ? nil : lines.removeFirst()
    }
}
