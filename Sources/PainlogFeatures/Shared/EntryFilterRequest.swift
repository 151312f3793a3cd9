public import PainlogDomain

/// The filter options shared by `list`, `export` and `stats`, as the user typed them.
public struct EntryFilterRequest: Sendable, Equatable {
    public let since: String?
    public let until: String?
    public let areas: [String]
    public let tags: [String]
    public let minimum: String?
    public let maximum: String?
    public let search: String?
    /// `--med`: medication names (a dose given is ignored: the filter matches every dose).
    public let medications: [String]
    /// `--condition`: condition names.
    public let conditions: [String]

    public init(
        since: String? = nil, until: String? = nil, areas: [String] = [], tags: [String] = [], minimum: String? = nil,
        maximum: String? = nil, search: String? = nil, medications: [String] = [], conditions: [String] = []
    ) {
        self.since = since
        self.until = until
        self.areas = areas
        self.tags = tags
        self.minimum = minimum
        self.maximum = maximum
        self.search = search
        self.medications = medications
        self.conditions = conditions
    }

    /// The filter these options describe, with times resolved against `now` in `zone`.
    ///
    /// Throws a usage error naming the first bad value.
    public func resolved(now: Int64, zone: TimeZoneRules) throws(PainlogError) -> EntryFilter {
        let parser = WhenParser(now: now, zone: zone)
        let sinceInstant = try since.map { text throws(PainlogError) in try parser.lowerBound(text, field: .since) }
        let beforeInstant = try until.map { text throws(PainlogError) in try parser.upperBound(text, field: .until) }
        if let sinceInstant, let beforeInstant, sinceInstant >= beforeInstant, let since, let until {
            throw .usage(
                "\(field: .since) '\(QuotedValue.shown(since))' is not before "
                    + "\(field: .until) '\(QuotedValue.shown(until))'")
        }
        // A date alone compares with each entry's own local date (as `list` shows it and `stats`
        // groups it), not with the instants that day spans where painlog runs now.
        let sinceDay = try since.flatMap { text throws(PainlogError) in try parser.wholeDay(text, field: .since) }
        let throughDay = try until.flatMap { text throws(PainlogError) in try parser.wholeDay(text, field: .until) }
        let minimumIntensity = try minimum.map { text throws(PainlogError) in
            try Intensity(parsing: text, field: .minimum)
        }
        let maximumIntensity = try maximum.map { text throws(PainlogError) in
            try Intensity(parsing: text, field: .maximum)
        }
        if let minimumIntensity, let maximumIntensity, minimumIntensity > maximumIntensity {
            throw .usage(
                "\(field: .minimum) \(minimumIntensity.value) is greater than "
                    + "\(field: .maximum) \(maximumIntensity.value)")
        }
        return EntryFilter(
            since: sinceDay == nil ? sinceInstant : nil, before: throughDay == nil ? beforeInstant : nil,
            sinceDay: sinceDay, throughDay: throughDay,
            areas: try NameRules.validatedList(areas, kind: .area, allowingBidiControls: true),
            tags: try NameRules.validatedList(tags, kind: .tag, allowingBidiControls: true),
            minimumIntensity: minimumIntensity, maximumIntensity: maximumIntensity,
            noteContains: search.flatMap { $0.isEmpty ? nil : $0 },
            medications: try medicationNames(),
            conditions: try conditionNames())
    }

    /// The `--condition` names, each once (compared as names are).
    private func conditionNames() throws(PainlogError) -> [String] {
        var seen = Set<String>()
        var names: [String] = []
        for text in conditions {
            let name = try ConditionNameRules.validated(text, allowingBidiControls: true)
            if seen.insert(NameRules.key(for: name)).inserted { names.append(name) }
        }
        return names
    }

    /// The `--med` names, without doses, each once (compared case-insensitively).
    private func medicationNames() throws(PainlogError) -> [String] {
        var names: [String] = []
        for text in medications {
            names.append(try Medication(parsing: text, allowingBidiControls: true).name)
        }
        return try NameRules.validatedList(names, kind: .medication, allowingBidiControls: true)
    }
}
