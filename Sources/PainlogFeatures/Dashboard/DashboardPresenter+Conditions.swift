import PainlogDomain

extension DashboardPresenter {
    /// A line per condition, its month so far by its kind (`  migraine   5 headache days, 3 migraine
    /// days, 2 treated days`), then — with a migraine or headache condition — the acute-medication
    /// days of the last 30 days by class against their thresholds (`Acute meds   last 30 days: triptan 4 of
    /// 10 days`).
    static func conditionLines(_ figures: DashboardConditions) -> [StyledLine] {
        var lines: [StyledLine] = []
        for condition in figures.conditions {
            let name = DisplayText.truncated(DisplayText.sanitized(condition.name, singleLine: true), to: 10)
            lines.append(
                StyledLine([StyledSpan("  " + DisplayText.padded(name, to: 11)), StyledSpan(days(condition))]))
        }
        if let block = figures.acuteMedication {
            lines.append(
                StyledLine([StyledSpan("Acute meds   ", .bold), StyledSpan("last 30 days: ")] + acuteSpans(block)))
        }
        return lines
    }

    /// `5 headache days, 3 migraine days, 2 treated days` (kind migraine), `4 headache days, 1 treated
    /// day` (kind headache), `3 pain days, 2 moderate days` (kind pain).
    static func days(_ condition: DashboardCondition) -> String {
        func count(_ value: Int, _ word: String) -> String { value == 1 ? "1 \(word) day" : "\(value) \(word) days" }
        switch condition.kind {
        case .pain:
            return count(condition.painDays, "pain") + ", " + count(condition.moderateDays, "moderate")
        case .headache:
            return count(condition.headacheDays ?? 0, "headache") + ", " + count(condition.treatedDays, "treated")
        case .migraine:
            return count(condition.headacheDays ?? 0, "headache") + ", "
                + count(condition.migraineDays ?? 0, "migraine")
                + ", " + count(condition.treatedDays, "treated")
        }
    }

    /// Each acute class used in the block against its threshold (`triptan 4 of 10 days`, bold when
    /// reached; `gepant 2 days` for a class without one), or `none`.
    static func acuteSpans(_ block: OveruseBlock) -> [StyledSpan] {
        var spans: [StyledSpan] = []
        for medicationClass in MedicationClass.acute {
            guard let days = block.days[medicationClass], days > 0 else { continue }
            if !spans.isEmpty { spans.append(StyledSpan(", ")) }
            guard let threshold = medicationClass.overuseThreshold else {
                spans.append(StyledSpan("\(medicationClass.displayName) \(days) \(days == 1 ? "day" : "days")"))
                continue
            }
            spans.append(
                StyledSpan(
                    "\(medicationClass.displayName) \(days) of \(threshold) days", days >= threshold ? .severe : .plain)
            )
        }
        return spans.isEmpty ? [StyledSpan("no acute medication", .dim)] : spans
    }
}

extension DashboardPresenter {
    /// The dashboard JSON's members for a diary with conditions: `"conditions": [{"name", "kind",
    /// "pain_days", "moderate_days", "headache_days", "migraine_days", "treated_days"}]` (this month
    /// so far; `headache_days` null for kind pain, `migraine_days` null but for kind migraine) and
    /// `"acute_medication": {"start", "end", "days": {class: days…, "acute"}}` (the 30 days ending
    /// today, as `meds --overuse --format json` writes a block) or null without a migraine or headache
    /// condition.
    static func conditionMembers(_ figures: DashboardConditions) -> [(String, JSONValue)] {
        let conditions: [JSONValue] = figures.conditions.map { condition in
            .object([
                ("name", .string(condition.name)), ("kind", .string(condition.kind.rawValue)),
                ("pain_days", .number(condition.painDays)), ("moderate_days", .number(condition.moderateDays)),
                ("headache_days", condition.headacheDays.map { .number($0) } ?? .null),
                ("migraine_days", condition.migraineDays.map { .number($0) } ?? .null),
                ("treated_days", .number(condition.treatedDays)),
            ])
        }
        let acute: JSONValue =
            figures.acuteMedication.map { block in
                .object([
                    ("start", .string(block.start.isoString)), ("end", .string(block.end.isoString)),
                    (
                        "days",
                        .object(
                            MedicationClass.acute.map { ($0.rawValue, .number(block.days[$0] ?? 0)) }
                                + [("acute", .number(block.acuteDays))])
                    ),
                ])
            } ?? .null
        return [("conditions", .array(conditions)), ("acute_medication", acute)]
    }
}
