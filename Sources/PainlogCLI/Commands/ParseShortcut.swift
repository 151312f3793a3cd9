import ArgumentParser

/// Parses painlog's command line without the work it cannot need.
///
/// Before it parses a command line, ArgumentParser parses it a second and a third time as
/// `--generate-completion-script [SHELL]`, building those commands' arguments by reflection, and
/// each time it looks for help it makes the names of hidden help (`--help-hidden`) by printing an
/// enum: together about 1.5 M instructions of a 14 M `painlog show 5`. A command line in which no
/// word mentions help or the completion script cannot ask for either, so it is parsed with
/// `Painlog.configuration`'s lean form, which skips that work (`-h` still asks for help); help,
/// usage and error messages are made afterwards, always with the full configuration.
enum ParseShortcut {
    /// True only while `parseAsRoot(_:)` parses a command line that asks for no help and no
    /// completion script, and only in that task (tests parse and write help side by side).
    @TaskLocal static var isLean = false

    /// `Painlog.parseAsRoot(arguments)`, with the lean configuration when `arguments` cannot ask
    /// for help or a completion script.
    static func parseAsRoot(_ arguments: [String]) throws -> any ParsableCommand {
        try $isLean.withValue(canBeLean(arguments)) { try Painlog.parseAsRoot(arguments) }
    }

    /// Whether no word of `arguments` mentions help or the completion script, so that the lean
    /// configuration parses it as the full one would.
    static func canBeLean(_ arguments: [String]) -> Bool {
        !arguments.contains { contains("help", in: $0) || contains("generate-completion-script", in: $0) }
    }

    /// Whether `word` occurs in `text`, byte by byte: the string-processing library's
    /// `contains(_:)` costs 0.6 M instructions on its first call in a run.
    static func contains(_ word: StaticString, in text: String) -> Bool {
        let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        var text = text
        return text.withUTF8 { bytes in
            guard !needle.isEmpty, bytes.count >= needle.count else { return needle.isEmpty }
            for start in 0...(bytes.count - needle.count) {
                var offset = 0
                while offset < needle.count, bytes[start + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            return false
        }
    }
}
