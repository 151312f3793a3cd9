import ArgumentParser
import PainlogDomain
import PainlogFeatures

/// Reads one inbox line as `log`'s arguments, with `log`'s own option definitions.
///
/// A line is an intensity and the entry options (`-a`, `-t`, `-m`, `-s`, `-n`, `--at`, `--for`,
/// `--ended`), optionally preceded by a local `YYYY-MM-DD HH:MM`. Values are quoted as in a shell;
/// a phone's typographic quotes (“ ” ‘ ’) are quotes too, and a word starting with a typographic
/// dash (— –) starts with `--`. `--at` takes absolute times only: a relative one (`2h ago`) would
/// mean something else in each diary that reads the line.
enum InboxLineParser {
    /// - Parameter throughArgumentParser: read every line through `log`'s ArgumentParser command,
    ///   as the simple lines' own reading must agree with it (for the tests).
    static func reading(_ line: String, throughArgumentParser: Bool = false) -> InboxLineReading {
        let words: [String]
        switch tokens(of: line) {
        case .success(let found): words = found
        case .failure(let problem): return .refused(problem.message)
        }
        var arguments = words
        var leadingTime: String?
        if arguments.count >= 2, isDate(arguments[0]), isClockTime(arguments[1]) {
            leadingTime = arguments[0] + " " + arguments[1]
            arguments.removeFirst(2)
        }
        for word in arguments {
            let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
            if ["--db", "--json", "--help", "-h", "--no-color", "--quiet", "-q", "--no-pager", "--version"].contains(
                name)
            {
                return .refused("'\(QuotedValue.shown(name))' has no place in an inbox line; \(accepted)")
            }
        }
        let command: Words
        if !throughArgumentParser, let simple = Words(simple: arguments) {
            command = simple
        } else {
            do {
                command = Words(try Painlog.Log.parse(arguments))
            } catch {
                return .refused(Painlog.Log.message(for: error) + "; \(accepted)")
            }
        }
        guard let intensity = command.intensity else {
            return .refused("the line gives no intensity; \(accepted)")
        }
        if let at = command.at {
            if leadingTime != nil {
                return .refused("the line gives its time twice (at its start and with --at); keep one")
            }
            guard isAbsolute(at) else {
                return .refused(
                    "--at '\(QuotedValue.shown(at))' is not a date; in an inbox --at takes an absolute time "
                        + "(2026-11-26 08:15, 26.11.2026 08:15), since the line is read later")
            }
        }
        let request = LogEntryRequest(
            intensity: intensity, areas: command.area, at: leadingTime ?? command.at, duration: command.duration,
            ended: command.ended, note: command.note, tags: command.tag, medications: command.med,
            symptoms: command.symptom)
        return .request(request, timed: leadingTime != nil || command.at != nil)
    }

    /// A line's values, as `log`'s command holds them.
    private struct Words {
        var intensity: String?
        var area: [String] = []
        var at: String?
        var duration: String?
        var ended: String?
        var note: String?
        var tag: [String] = []
        var med: [String] = []
        var symptom: [String] = []

        init(_ command: Painlog.Log) {
            intensity = command.intensity?.text
            area = command.area
            at = command.at
            duration = command.duration
            ended = command.ended
            note = command.note
            tag = command.tag
            med = command.med
            symptom = command.symptom
        }

        /// The values of a simple line, read without building `log`'s command.
        ///
        /// Building the command costs most of the time of reading a line. A simple line is a valid
        /// intensity first, then options of `log`'s entry options each followed by a value that does
        /// not start with `-`, each single-valued one at most once. Anything else (an error to report
        /// in ArgumentParser's words, `--area=x`, options before the intensity) is nil, for the
        /// command to read.
        init?(simple words: [String]) {
            guard let first = words.first, !first.hasPrefix("-"), (try? Intensity(parsing: first)) != nil else {
                return nil
            }
            intensity = first
            var index = 1
            while index < words.count {
                guard index + 1 < words.count else { return nil }
                let value = words[index + 1]
                guard !value.hasPrefix("-") else { return nil }
                switch words[index] {
                case "-a", "--area": area.append(value)
                case "-t", "--tag": tag.append(value)
                case "-m", "--med": med.append(value)
                case "-s", "--symptom": symptom.append(value)
                case "-n" where note == nil, "--note" where note == nil: note = value
                case "--at" where at == nil: at = value
                case "--for" where duration == nil: duration = value
                case "--ended" where ended == nil: ended = value
                default: return nil
                }
                index += 2
            }
        }
    }

    private static let accepted =
        "a line is [YYYY-MM-DD HH:MM] INTENSITY [-a AREA] [-t TAG] [-m MED] [-s SYMPTOM] [-n NOTE] [--at WHEN] [--for DURATION] [--ended WHEN]"

    struct Problem: Error {
        let message: String
    }

    /// The line's words, split as a shell splits them (without expansions).
    ///
    /// Inside `"…"` a backslash escapes the next character; `'…'` is literal. A typographic single
    /// quote (‘ or ’) that opened a value is closed only by a ’ before a space or the line's end,
    /// so that `-n ‘didn’t sleep’` keeps its apostrophe.
    static func tokens(of line: String) -> Result<[String], Problem> {
        let characters = Array(line)
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?  // what opened the quoted part
        var escaped = false
        var atWordStart = true
        for (index, character) in characters.enumerated() {
            if escaped {
                word.append(character)
                escaped = false
                continue
            }
            if let open = quote {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let closes: Bool
                switch open {
                case "\"": closes = "\"“”„".contains(character)
                case "'": closes = character == "'"
                default: closes = character == "’" && (next == nil || next?.isWhitespace == true)
                }
                if closes {
                    quote = nil
                } else if open == "\"" && character == "\\" {
                    escaped = true
                } else {
                    word.append(character)
                }
                continue
            }
            if character.isWhitespace {
                if inWord { words.append(word) }
                word = ""
                inWord = false
                atWordStart = true
                continue
            }
            inWord = true
            switch character {
            case "\\": escaped = true
            case "\"", "“", "”", "„": quote = "\""
            case "'": quote = "'"
            case "‘", "’": quote = "‘"
            case "—" where atWordStart, "–" where atWordStart: word += "--"
            default: word.append(character)
            }
            atWordStart = false
        }
        if quote != nil { return .failure(Problem(message: "a quote is not closed")) }
        if escaped { word.append("\\") }
        if inWord { words.append(word) }
        return .success(words)
    }

    /// `YYYY-MM-DD`.
    private static func isDate(_ word: String) -> Bool {
        let bytes = Array(word.utf8)
        guard bytes.count == 10 else { return false }
        return bytes.enumerated().allSatisfy { index, byte in
            index == 4 || index == 7 ? byte == UInt8(ascii: "-") : isDigit(byte)
        }
    }

    /// `HH:MM`.
    private static func isClockTime(_ word: String) -> Bool {
        let bytes = Array(word.utf8)
        guard bytes.count == 5 else { return false }
        return bytes.enumerated().allSatisfy { index, byte in index == 2 ? byte == UInt8(ascii: ":") : isDigit(byte) }
    }

    /// A WHEN that names its date: it starts with `YYYY-MM-DD` or `D.M.YYYY`.
    private static func isAbsolute(_ when: String) -> Bool {
        let trimmed = when.trimmingWhitespace()
        let datePart = String(trimmed.prefix { $0 != " " && $0 != "T" && $0 != "t" })
        if datePart.count == 10, isDate(datePart) { return true }
        let pieces = datePart.split(separator: ".", omittingEmptySubsequences: false)
        return pieces.count == 3 && pieces[2].count == 4 && (1...2).contains(pieces[0].count)
            && (1...2).contains(pieces[1].count) && pieces.allSatisfy { $0.utf8.allSatisfy(isDigit) }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
