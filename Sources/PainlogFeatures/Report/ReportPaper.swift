/// The paper a report's pages are laid out for (`report --paper`).
public enum ReportPaper: String, Sendable, Equatable, CaseIterable {
    /// ISO 216 A4, 210 × 297 mm: most of the world.
    case a4
    /// US Letter, 8.5 × 11 in.
    case letter

    /// The territories whose locales print on Letter (glibc's `LC_PAPER` height 279 mm): the United
    /// States and Puerto Rico, Canada, Mexico, the Philippines, and Bolivia, Chile, Colombia, Costa
    /// Rica, Guatemala, Nicaragua, Panama, El Salvador and Venezuela.
    static let letterTerritories: Set<String> = [
        "US", "PR", "CA", "MX", "PH", "BO", "CL", "CO", "CR", "GT", "NI", "PA", "SV", "VE",
    ]

    /// The paper of the locale in `variables`, as the C library picks its `LC_PAPER`: the first set
    /// of `LC_ALL`, `LC_PAPER` and `LANG`; Letter when its territory (`en_US.UTF-8` → `US`) prints on
    /// Letter, else A4 (also for `C`, `POSIX` or no locale at all).
    public static func ofLocale(_ variables: [String: String]) -> ReportPaper {
        let name = ["LC_ALL", "LC_PAPER", "LANG"].lazy.compactMap { variables[$0] }.first { !$0.isEmpty } ?? ""
        // language[_TERRITORY][.codeset][@modifier]
        let territory = name.split(separator: "@").first.flatMap { $0.split(separator: ".").first }.flatMap {
            $0.split(separator: "_").dropFirst().first
        }
        return territory.map { letterTerritories.contains(String($0)) } == true ? .letter : .a4
    }

    /// The paper's name in CSS `@page { size: … }`.
    var cssSize: String {
        switch self {
        case .a4: "A4"
        case .letter: "letter"
        }
    }
}
