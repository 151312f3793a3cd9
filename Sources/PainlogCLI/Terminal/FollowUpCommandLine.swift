import ArgumentParser
import PainlogDomain
import PainlogFeatures
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
    static func logCommand(area: String?, database: String, variables: [String: String], at: String? = nil) -> String {
        var words = ["painlog"]
        if (try? DatabaseLocation.resolve(option: nil, variables: variables)) != database {
            words += ["--db", quotedIfNeeded(database)]
        }
        words += [Painlog.Log.configuration.commandName ?? "log", "0-10"]
        if let area { words += ["-a", quotedIfNeeded(area)] }
        if let at { words += ["--at", "'\(at)'"] }
        return words.joined(separator: " ")
    }

    /// The one `error:` line for `log … --follow-up` on an entry that cannot have a reminder.
    static func refusal(_ refusal: FollowUpRefusal) -> String {
        var missing: [String] = []
        if refusal.conditionMissing {
            if refusal.migraineConditions.isEmpty {
                missing.append(
                    "a migraine condition (the diary has none: painlog conditions add migraine --kind migraine "
                        + "--area head)")
            } else {
                let given =
                    refusal.areas.isEmpty
                    ? "the entry has no area" : "no area of " + quotedList(refusal.areas) + " is in one"
                let offered = refusal.migraineConditions.map { "\($0.name): " + $0.areas.joined(separator: ", ") }
                missing.append(
                    "an area of a migraine condition (-a AREA; \(given); \(offered.joined(separator: "; ")))")
            }
        }
        if refusal.medicineMissing {
            let classes = FollowUpRefusal.acuteClasses
            let accepted = classes.dropLast().joined(separator: ", ") + " or " + (classes.last ?? "")
            let given =
                refusal.medications.isEmpty
                ? "the entry has none"
                : quotedList(refusal.medications) + (refusal.medications.count == 1 ? " is not" : " are not")
            missing.append(
                "an acute medicine (-m 'NAME DOSE' of class \(accepted); \(given); "
                    + "painlog meds class NAME CLASS sets a medication's class)")
        }
        return "--follow-up needs an acute medicine on an entry of a migraine condition; missing: "
            + missing.joined(separator: "; ")
    }

    private static func quotedList(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
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
