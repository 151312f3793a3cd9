public import PainlogDomain

/// The report's patient line (`--patient`), and the one the diary remembers (`--remember`): a
/// report without `--patient` prints the remembered line; `--patient ''` prints none and forgets it.
public struct ReportPatientInteractor {
    /// The diary setting that keeps the remembered line.
    static let settingKey = "report_patient"

    /// What a run did to the remembered line, for its notice.
    public enum Change: Sendable, Equatable {
        case remembered
        case forgotten
    }

    private let settings: any DiarySettings

    public init(settings: any DiarySettings) {
        self.settings = settings
    }

    /// The line this report prints: `given` when given (none when empty), else the remembered one.
    ///
    /// - Throws: a usage error for a line of over 200 characters or with control characters.
    public func line(given: String?) throws -> PatientLine? {
        guard let given else {
            // A line kept by an earlier painlog passed the same rules; one that no longer does is left out.
            return try settings.value(Self.settingKey).flatMap { try? PatientLine($0) }
        }
        return given.allSatisfy { $0 == " " } ? nil : try PatientLine(given)
    }

    /// Keeps `given` for later reports when `remember`, or forgets the remembered line when `given` is
    /// empty; called once the report is written, so a report that fails changes nothing.
    ///
    /// Returns what changed, for the notice.
    public func keep(given: String?, remember: Bool) throws -> Change? {
        guard let given else { return nil }
        guard let line = try line(given: given) else {
            guard try settings.value(Self.settingKey) != nil else { return nil }
            try settings.removeValue(Self.settingKey)
            return .forgotten
        }
        guard remember else { return nil }
        try settings.set(Self.settingKey, to: line.text)
        return .remembered
    }
}
