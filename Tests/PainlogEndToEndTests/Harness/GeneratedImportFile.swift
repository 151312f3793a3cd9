/// ISO 8601 times for generated import files.
enum GeneratedTime {
    /// `seconds` since 1970 in UTC as `YYYY-MM-DDTHH:MM:SS+00:00` (Howard Hinnant's civil-from-days).
    static func iso(_ seconds: Int) -> String {
        let days = seconds / 86_400
        let rest = seconds % 86_400
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day))T\(two(rest / 3600)):\(two(rest / 60 % 60)):\(two(rest % 60))+00:00"
    }
}

/// A CSV file of `occurred_at,intensity,areas,note` rows, as a user would import from elsewhere:
/// no uid, so each import creates new entries.
///
/// Times start in 2020, 10 minutes apart.
func writeImportCSV(_ path: String, rows: Int, noteLength: Int = 20) throws {
    let areas = ["head", "lower back; knee", "neck", "Left Wrist"]
    let padding = String(repeating: "x", count: max(0, noteLength - 12))
    try Files.write(path, lines: rows, header: "occurred_at,intensity,areas,note\r\n") { index in
        "\(GeneratedTime.iso(1_577_836_800 + index * 600)),\(index % 11),\(areas[index % areas.count]),note \(index) \(padding)\r\n"
    }
}
