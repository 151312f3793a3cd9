public import PainlogDomain

/// The stderr lines for notices: one line each, made by `Notice.line` (starting `notice: `).
public enum NoticePresenter {
    /// The line for a notice about entry `logged`; `hints` writes the command a notice suggests.
    public static func line(_ notice: LogNotice, logged: Entry, hints: (CommandHint) -> String) -> String {
        switch notice {
        case .repeatedTime(let time, let secondOffset):
            let local = time.local
            // Seconds only when the time has them, so that the time to type back is the same instant.
            let clock = pad(local.hour) + ":" + pad(local.minute) + (local.second == 0 ? "" : ":" + pad(local.second))
            return Notice.line(
                "\(local.date.isoString) \(clock) happened twice (the clocks went back); logged the first, "
                    + "at offset \(offset(time.offset)); for the second give the offset: \(local.date.isoString)T\(clock)"
                    + "\(offset(secondOffset))")
        case .similarName(let kind, let new, let existing):
            return Notice.line(
                "new \(noun(kind)) '\(shown(new))' is close to '\(shown(existing))'; if they are the same, merge them: "
                    + hints(.renameName(kind, old: shown(new), new: shown(existing))))
        case .possibleDuplicate(let other):
            return Notice.line(
                "#\(other.id) at \(EntryTimeFormat.short(other.occurredAt)) has the same intensity and areas; "
                    + "if #\(logged.id) logs the same pain twice, '\(hints(.undo))' removes it")
        case .longEntry(let length):
            let end = logged.endedAt.map { " to " + EntryTimeFormat.short($0) } ?? ""
            return Notice.line(
                "#\(logged.id) lasts \(length) (\(EntryTimeFormat.short(logged.occurredAt))\(end)), "
                    + "more than 31 days; if that is not one attack, correct its end: \(hints(.editEnd(logged.id)))")
        }
    }

    /// A filter naming something the diary does not have, with the closest name it has.
    public static func unknownFilterName(_ kind: NameKind, _ name: String, closest: String?) -> String {
        var text = "no \(noun(kind)) is named '\(shown(name))'"
        if let closest { text += "; did you mean '\(shown(closest))'?" }
        return Notice.line(text)
    }

    static func noun(_ kind: NameKind) -> String {
        switch kind {
        case .area: "area"
        case .tag: "tag"
        case .medication: "medication"
        }
    }

    private static func shown(_ name: String) -> String { DisplayText.sanitized(name, singleLine: true) }

    private static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// `+02:00`, `-05:00`.
    private static func offset(_ seconds: Int) -> String {
        let minutes = abs(seconds) / 60
        return (seconds < 0 ? "-" : "+") + pad(minutes / 60) + ":" + pad(minutes % 60)
    }
}
