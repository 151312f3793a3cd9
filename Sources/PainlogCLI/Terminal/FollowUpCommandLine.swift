import ArgumentParser
import PainlogDomain
import PainlogSystem

/// How the follow-up reminder's commands are spelled.
///
/// The one the scheduler runs, and the one the person types to log the pain; the flags and command
/// words are the CLI's.
enum FollowUpCommandLine {
    /// `BINARY --db DIARY due --follow-up UID`: absolute paths, since the scheduler runs it elsewhere.
    static func reminder(binary: String, database: String, uid: String) -> [String] {
        [binary, "--db", database, Painlog.Due.configuration.commandName ?? "due", "--follow-up", uid]
    }

    /// `painlog log 0-10 -a AREA`, with `--db DIARY` when the diary is not the one painlog opens
    /// without it.
    static func logCommand(area: String?, database: String, variables: [String: String]) -> String {
        var words = ["painlog"]
        if (try? DatabaseLocation.resolve(option: nil, variables: variables)) != database {
            words += ["--db", quotedIfNeeded(database)]
        }
        words += [Painlog.Log.configuration.commandName ?? "log", "0-10"]
        if let area { words += ["-a", quotedIfNeeded(area)] }
        return words.joined(separator: " ")
    }

    /// `text` as a shell reads it back: as it is when it has only letters, digits and `-_./`, else
    /// single-quoted.
    private static func quotedIfNeeded(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./".unicodeScalars.contains(scalar)
            }
        return plain ? text : OneOffJobScheduler.shellQuoted(text)
    }
}
