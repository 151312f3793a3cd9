import PainlogDomain
import PainlogFeatures
import PainlogSystem

/// The time zone painlog's local times are in: `TZ` when set, else the system's (`/etc/localtime`),
/// read from the system's time zone database as the C library reads them.
///
/// `TZ` may be a zone name (`Europe/Berlin`), the C library's `:Europe/Berlin`, or the path of a
/// zone file. Anything else means UTC, and painlog says so, once per run. The C library's own
/// rules in `TZ` (`CET-1CEST,M3.5.0,M10.5.0/3`) are not read: a name says what the user meant.
enum ProcessTimeZone {
    static let systemZoneFile = "/etc/localtime"

    /// The zone, and a notice when `TZ` names no zone painlog knows.
    static func resolve(variables: [String: String], systemZoneFile: String = systemZoneFile) -> (
        zone: TimeZoneRules, notice: String?
    ) {
        guard let value = variables["TZ"], !value.isEmpty else { return (systemZone(systemZoneFile), nil) }
        let name = value.hasPrefix(":") ? String(value.dropFirst()) : value
        if name.hasPrefix("/"), let zone = TimeZoneRules(file: name, identifier: zoneName(inPath: name) ?? name) {
            return (zone, nil)
        }
        if let zone = TimeZoneRules(identifier: name) { return (zone, nil) }
        if ["UTC0", "GMT0", "UTC+0", "GMT+0", "UTC-0", "GMT-0"].contains(name) { return (.utc, nil) }
        return (
            .utc,
            Notice.line(
                "TZ='\(QuotedValue.shown(value))' names no time zone painlog knows (give a name such as Europe/Berlin); "
                    + "times are in UTC")
        )
    }

    /// The system's zone: `/etc/localtime`, named by the zone file it links to; UTC without one,
    /// as for the C library.
    static func systemZone(_ path: String) -> TimeZoneRules {
        let name = FileSystemEntries.linkTarget(of: path).flatMap(zoneName(inPath:)) ?? "localtime"
        return TimeZoneRules(file: path, identifier: name) ?? .utc
    }

    /// `Europe/Berlin` of `/usr/share/zoneinfo/Europe/Berlin`.
    static func zoneName(inPath path: String) -> String? {
        let parts = path.split(separator: "/")
        guard let folder = parts.lastIndex(of: "zoneinfo"), folder + 1 < parts.count else { return nil }
        return parts[(folder + 1)...].joined(separator: "/")
    }
}
