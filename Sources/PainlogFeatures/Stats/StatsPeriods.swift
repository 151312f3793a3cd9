public import PainlogDomain

/// The keys of consecutive days, ISO weeks and months, so empty periods can be shown as gaps.
public enum StatsPeriods {
    /// Every key from `first` to `last` inclusive; just the two when they cannot be read.
    public static func keys(from first: String, to last: String, grouping: StatsGrouping) -> [String] {
        guard grouping.isPeriod, var date = startDate(of: first, grouping: grouping),
            let end = startDate(of: last, grouping: grouping), date <= end
        else { return first == last ? [first] : [first, last] }
        var keys: [String] = []
        while date <= end, keys.count < 100_000 {
            keys.append(key(of: date, grouping: grouping))
            switch grouping {
            case .day: date = date.adding(days: 1)
            case .week: date = date.adding(days: 7)
            default:
                let next = date.month == 12 ? (date.year + 1, 1) : (date.year, date.month + 1)
                guard let month = LocalDate(year: next.0, month: next.1, day: 1) else { return keys }
                date = month
            }
        }
        return keys
    }

    /// The key of the period `date` falls in.
    public static func key(of date: LocalDate, grouping: StatsGrouping) -> String {
        switch grouping {
        case .month:
            return String(date.isoString.prefix(7))
        case .week:
            return date.isoWeekKey
        default:
            return date.isoString
        }
    }

    /// The first day of the period a key names.
    static func startDate(of key: String, grouping: StatsGrouping) -> LocalDate? {
        let parts = key.split(separator: "-")
        switch grouping {
        case .day:
            guard parts.count == 3, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else {
                return nil
            }
            return LocalDate(year: y, month: m, day: d)
        case .month:
            guard parts.count == 2, let y = Int(parts[0]), let m = Int(parts[1]) else { return nil }
            return LocalDate(year: y, month: m, day: 1)
        case .week:
            guard parts.count == 2, let y = Int(parts[0]), parts[1].hasPrefix("W"), let w = Int(parts[1].dropFirst()),
                let january4 = LocalDate(year: y, month: 1, day: 4)
            else { return nil }
            return january4.adding(days: 1 - january4.isoWeekday + 7 * (w - 1))
        case .area, .tag, .med, .hour:
            return nil
        }
    }
}
