public import PainlogDomain

/// `show ID --history`: the earlier values of an entry's fields that sync set aside, field by
/// field, latest first, each with when it was written and by which diary.
public enum EntryHistoryPresenter {
    /// The lines after the entry's own: a heading, then one row per earlier value (or a line).
    ///
    /// `ownDiary` is this diary's id (its values are marked "this diary"); when each was written is
    /// shown in `zone`, local time like every other time painlog prints (UTC without one).
    public static func lines(
        for values: [SetAsideValue], ownDiary: String, zone: TimeZoneRules? = nil
    ) -> [StyledLine] {
        var lines = [StyledLine(""), StyledLine([StyledSpan("Earlier values", .bold)])]
        guard !values.isEmpty else {
            lines.append(
                StyledLine(
                    "none: sync keeps here each value of a field that a later change from another diary replaced, "
                        + "or that lost to a later change made here"))
            return lines
        }
        var rows: [[[StyledSpan]]] = [
            [
                [StyledSpan("FIELD", .dim)], [StyledSpan("VALUE", .dim)], [StyledSpan("WRITTEN", .dim)],
                [StyledSpan("BY", .dim)],
            ]
        ]
        for value in values {
            rows.append([
                [StyledSpan(value.field)], [StyledSpan(shown(value))],
                [
                    StyledSpan(
                        EntryTimeFormat.full(
                            zone?.timestamp(at: value.stamp.seconds)
                                ?? Timestamp(seconds: value.stamp.seconds, offset: 0)))
                ],
                [StyledSpan(diary(value.stamp.diary, own: ownDiary))],
            ])
        }
        return lines + TextColumns.styledLines(cells: rows, columns: [.left, .left, .left, .left], gap: 2)
    }

    /// The history as the JSON array `show --json --history` adds as `history`: `[{"field",
    /// "value", "written_at", "diary", "set_aside_at"}]`, the value as sync files write it.
    public static func json(_ values: [SetAsideValue]) -> JSONValue {
        .array(
            values.map { value in
                .object([
                    ("field", .string(value.field)), ("value", .string(value.value)),
                    ("written_at", .string(Timestamp(seconds: value.stamp.seconds, offset: 0).iso8601)),
                    ("diary", .string(value.stamp.diary)),
                    ("set_aside_at", .string(Timestamp(seconds: value.seenAt, offset: 0).iso8601)),
                ])
            })
    }

    private static func shown(_ value: SetAsideValue) -> String {
        if value.field == "occurred_at" || value.field == "ended_at" {
            guard !value.value.isEmpty else { return "none" }
            if let time = Timestamp(iso8601: value.value) { return EntryTimeFormat.full(time) }
        }
        if value.field == "note" && value.value.isEmpty { return "(empty)" }
        return DisplayText.sanitized(value.value, singleLine: true)
    }

    private static func diary(_ id: String, own: String) -> String {
        // A row of an import that lost to a change made here is by `import FILE`.
        if id.hasPrefix("import ") { return DisplayText.sanitized(id, singleLine: true) }
        return id == own ? "this diary" : "diary " + String(id.prefix(8))
    }
}
