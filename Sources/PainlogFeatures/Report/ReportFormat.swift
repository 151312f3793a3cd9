/// What `painlog report` writes: the HTML page, or a PDF made from it by a print engine.
public enum ReportFormat: String, Sendable, Equatable, CaseIterable {
    case html
    case pdf

    /// The format `--format` names, else the one the `--output` file's name ends with (`.pdf`, any
    /// case), else HTML.
    public static func chosen(_ format: ReportFormat?, output: String?) -> ReportFormat {
        if let format { return format }
        guard let output, output.lowercased().hasSuffix(".pdf") else { return .html }
        return .pdf
    }

    /// The file name's ending: `html`, `pdf`.
    public var fileExtension: String { rawValue }
}
