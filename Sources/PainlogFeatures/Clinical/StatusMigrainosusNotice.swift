public import PainlogDomain

/// The notice for an entry of a migraine condition that lasts longer than a migraine attack may.
///
/// A migraine attack lasts at most 72 hours (ICHD-3 1.1 B): the length ICHD-3 1.4.1 calls status migrainosus, which is worth a look —
/// often it is several attacks logged as one. Given by `log`, guided entry, `edit` and inbox lines.
public enum StatusMigrainosusNotice {
    /// The notice for `entry`, or nil when it is of no migraine condition among `conditions` or lasts
    /// 72 hours or less (`AttackClassifier.lastsLongerThanAnAttack`); `hints` writes the command that
    /// corrects its end.
    public static func line(for entry: Entry, conditions: [Condition], hints: (CommandHint) -> String) -> String? {
        guard let end = entry.endedAt else { return nil }
        let attack = AttackFacts(intensity: entry.intensity.value, start: entry.occurredAt, end: end)
        guard AttackClassifier.lastsLongerThanAnAttack(attack), isOfMigraineCondition(entry, conditions) else {
            return nil
        }
        let hours = (end.seconds - entry.occurredAt.seconds) / 3600
        return Notice.line(
            "#\(entry.id) lasts \(hours) hours (\(EntryTimeFormat.short(entry.occurredAt)) to "
                + "\(EntryTimeFormat.short(end))), more than 72: status migrainosus, ICHD-3 1.4.1: one attack? "
                + "If it was several, correct its end: \(hints(.editEnd(entry.id)))")
    }

    /// Whether one of `entry`'s areas is in a migraine condition.
    static func isOfMigraineCondition(_ entry: Entry, _ conditions: [Condition]) -> Bool {
        let keys = Set(conditions.filter { $0.kind == .migraine }.flatMap(\.areas).map { NameRules.key(for: $0) })
        return entry.areas.contains { keys.contains(NameRules.key(for: $0)) }
    }
}
