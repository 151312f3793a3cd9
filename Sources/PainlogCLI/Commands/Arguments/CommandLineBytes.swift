import PainlogDomain

/// The command line as the bytes the process was given, before ArgumentParser reads it as text.
///
/// Swift's `CommandLine.arguments` replaces bytes that are not UTF-8 by U+FFFD: `--db
/// $'diary-\xe4.sqlite'` would open (or create) `diary-\u{FFFD}.sqlite`, another diary, and
/// `--note $'\xff'` would store a character the person never typed. So the bytes are read here:
///
/// - a file path — the value of `--db` or `--output`, or a file or folder named after `import` or
///   `sync` — keeps its bytes exactly (`FileSystemPath` escapes the ones that are not UTF-8);
/// - any other argument that is not UTF-8 is a usage error naming the option it belongs to.
enum CommandLineBytes {
    /// Options whose value is a file path.
    static let pathOptions: Set<String> = ["--db", "--output"]
    /// Commands whose positional arguments are file or folder paths.
    static let pathCommands: Set<String> = ["import", "sync"]

    /// The process's arguments (without the program name), as `arguments(_:)` gives them.
    static func processArguments() throws(PainlogError) -> [String] {
        var raw: [[UInt8]] = []
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            raw.append(
                Array(UnsafeBufferPointer(start: pointer, count: strlenOf(pointer))).map { UInt8(bitPattern: $0) })
        }
        return try arguments(raw)
    }

    /// `raw` as text: UTF-8 arguments as they are, paths with their bytes kept (see the type's
    /// comment).
    ///
    /// Throws a usage error for any other argument that is not UTF-8, and for a path that holds one
    /// of the scalars `FileSystemPath` uses for bytes.
    static func arguments(_ raw: [[UInt8]]) throws(PainlogError) -> [String] {
        var result: [String] = []
        var command: String?
        var afterDoubleDash = false
        for bytes in raw {
            let previous = result.last
            let isPathValue = previous.map(pathOptions.contains) ?? false
            let text = String(validating: bytes, as: UTF8.self)
            if let text {
                if isPathValue || (command.map(pathCommands.contains) ?? false), FileSystemPath.holdsEscapes(text) {
                    throw .usage(
                        "the path '\(QuotedValue.shown(text))' holds a character (U+10FE80…U+10FEFF) painlog keeps for bytes that are not UTF-8; rename the file"
                    )
                }
                if text == "--" { afterDoubleDash = true }
                if command == nil, !afterDoubleDash, !text.hasPrefix("-"), !isPathValue { command = text }
                result.append(text)
                continue
            }
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")), bytes.starts(with: Array("--".utf8)),
                !afterDoubleDash,
                let name = String(validating: bytes[..<equals], as: UTF8.self)
            {
                guard pathOptions.contains(name) else { throw notText(bytes, option: name) }
                result.append(name + "=" + FileSystemPath.string(fromBytes: Array(bytes[(equals + 1)...])))
                continue
            }
            let isPositional = afterDoubleDash || bytes.first != UInt8(ascii: "-")
            if isPathValue || (isPositional && (command.map(pathCommands.contains) ?? false)) {
                result.append(FileSystemPath.string(fromBytes: bytes))
                continue
            }
            let option = previous.flatMap { $0.hasPrefix("-") && !afterDoubleDash ? $0 : nil }
            throw notText(bytes, option: option)
        }
        return result
    }

    /// The usage error for an argument that is not UTF-8.
    private static func notText(_ bytes: [UInt8], option: String?) -> PainlogError {
        let shown = QuotedValue.shown(FileSystemPath.string(fromBytes: bytes))
        let what = option.map { "the value of \($0)" } ?? "the argument"
        return .usage(
            "\(what) '\(shown)' is not valid UTF-8 text; give names, notes and values in UTF-8 (only file paths may hold other bytes)"
        )
    }

    private static func strlenOf(_ pointer: UnsafeMutablePointer<CChar>) -> Int {
        var length = 0
        while pointer[length] != 0 { length += 1 }
        return length
    }
}
