import ArgumentParser
import PainlogDomain

/// Shell completion of the diary's own names. Adding it to an option or argument is one argument:
/// `@Option(..., completion: .areaNames)` (or `.tagNames`, `.medicationNames`). The shell calls
/// painlog back (`painlog ---completion …`); the lookup opens the diary named on the command line
/// being completed (`--db`), else the usual one, read-only, and never creates, writes or migrates it.
/// The scripts (`CompletionScript`) ask for every name and quote the ones they offer.
extension CompletionKind {
    /// The diary's area names.
    static var areaNames: CompletionKind { diaryNames(.area) }
    /// The diary's tag names.
    static var tagNames: CompletionKind { diaryNames(.tag) }
    /// The diary's medication names (without doses).
    static var medicationNames: CompletionKind { diaryNames(.medication) }

    /// The symptoms painlog knows (`Symptom`): fixed names, completed without the diary.
    static var symptomNames: CompletionKind { .list(Symptom.allCases.map(\.rawValue)) }

    private static func diaryNames(_ kind: NameKind) -> CompletionKind {
        .custom { words, _, prefix in
            // One name a line: a control character (none can be typed or imported, but an old
            // diary may hold one) would split a name or reach the terminal.
            AppAssembly.completionNames(kind, startingWith: prefix, databaseOption: databaseOption(in: words))
                .filter { !$0.unicodeScalars.contains { $0.properties.generalCategory == .control } }
        }
    }

    /// The `--db` given on the command line being completed, if any (`--db PATH` or `--db=PATH`).
    static func databaseOption(in words: [String]) -> String? {
        var found: String?
        for (index, word) in words.enumerated() {
            if word == "--" { break }
            if word == "--db", index + 1 < words.count {
                found = words[index + 1]
            } else if word.hasPrefix("--db=") {
                found = String(word.dropFirst("--db=".count))
            }
        }
        return found
    }
}
