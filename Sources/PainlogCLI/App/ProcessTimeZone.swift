import Foundation
import PainlogDomain

/// The time zone painlog's local times are in: `TZ` when set, else the system's.
///
/// Foundation reads `TZ` as a zone name only: `:Europe/Berlin` (the C library's form) and a name
/// it does not know quietly meant UTC. The leading `:` and a path into the zoneinfo folder are
/// understood here; anything else still means UTC, but painlog says so, once per run.
enum ProcessTimeZone {
    /// The zone, and a notice when `TZ` names no zone painlog knows.
    static func resolve(variables: [String: String]) -> (zone: TimeZone, notice: String?) {
        guard let value = variables["TZ"], !value.isEmpty else { return (.current, nil) }
        var name = value.hasPrefix(":") ? String(value.dropFirst()) : value
        if name.hasPrefix("/"), let range = name.range(of: "/zoneinfo/") {
            name = String(name[range.upperBound...])
        }
        if let zone = TimeZone(identifier: name) { return (zone, nil) }
        let utc = TimeZone(identifier: "UTC") ?? .current
        if ["UTC0", "GMT0", "UTC+0", "GMT+0", "UTC-0", "GMT-0"].contains(name) { return (utc, nil) }
        return (
            utc,
            "painlog: TZ='\(QuotedValue.shown(value))' names no time zone painlog knows (give a name such as Europe/Berlin); times are in UTC"
        )
    }
}
