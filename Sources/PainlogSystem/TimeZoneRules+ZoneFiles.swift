public import PainlogDomain

extension TimeZoneRules {
    /// The folder of the system's time zone database (the tzdata package), as the C library reads it.
    public static let databaseFolder = "/usr/share/zoneinfo"

    /// The zone the system's time zone database names `identifier` (`Europe/Berlin`, `UTC`); nil
    /// when it holds no such zone.
    public init?(identifier: String) {
        let parts = identifier.split(separator: "/", omittingEmptySubsequences: false)
        guard !identifier.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else { return nil }
        self.init(file: Self.databaseFolder + "/" + identifier, identifier: identifier)
    }

    /// The zone in the TZif file at `path` (such as `/etc/localtime`), called `identifier`; nil when
    /// the file cannot be read or is not a time zone.
    public init?(file path: String, identifier: String) {
        guard let bytes = FileSystemEntries.contents(of: path) else { return nil }
        self.init(tzif: bytes, identifier: identifier)
    }
}
