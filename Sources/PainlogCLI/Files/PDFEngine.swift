import PainlogDomain
import PainlogSystem

/// The print engine that turns the report's HTML into a PDF.
///
/// WeasyPrint (made for print: CSS paged media, running headers, page counters) when it is
/// installed, else headless Chromium (131 or later draws `@page` margin boxes);
/// `PAINLOG_PDF_ENGINE=weasyprint|chromium` picks one. The engine runs as a child process for at
/// most `timeoutSeconds`; what it makes comes back as bytes, and painlog's own atomic writer writes
/// the file.
struct PDFEngine {
    enum Kind: String, CaseIterable {
        case weasyprint
        case chromium
    }

    /// How long an engine may take before it is killed.
    static let timeoutSeconds = 60
    /// The programs each engine goes by, looked for on PATH in this order.
    static let programs: [Kind: [String]] = [
        .weasyprint: ["weasyprint"], .chromium: ["chromium", "chromium-browser"],
    ]

    let kind: Kind
    /// The engine's program, an absolute path.
    let executable: String

    /// The engine to use: `PAINLOG_PDF_ENGINE`'s, else the first installed.
    ///
    /// - Throws: a failure naming the Debian packages when none is installed (or not the one asked
    ///   for), a usage error for an unknown `PAINLOG_PDF_ENGINE`.
    static func find(variables: [String: String]) throws(PainlogError) -> PDFEngine {
        var kinds = Kind.allCases
        if let asked = variables["PAINLOG_PDF_ENGINE"], !asked.isEmpty {
            guard let kind = Kind(rawValue: asked) else {
                throw .usage(
                    "PAINLOG_PDF_ENGINE '\(QuotedValue.shown(asked))' is not a PDF engine painlog knows; "
                        + "use weasyprint or chromium")
            }
            kinds = [kind]
        }
        for kind in kinds {
            for program in programs[kind] ?? [] {
                if let path = ExecutableSearch.find(program, variables: variables) {
                    return PDFEngine(kind: kind, executable: path)
                }
            }
        }
        guard kinds.count == 1 else {
            throw .failure(
                "no PDF engine is installed: install the Debian package weasyprint (or chromium) to write a PDF, "
                    + "or write the HTML report with --format html; nothing was written")
        }
        throw .failure(
            "PAINLOG_PDF_ENGINE asks for \(kinds[0].rawValue), which is not installed: install the Debian package "
                + "\(kinds[0].rawValue), or unset PAINLOG_PDF_ENGINE; nothing was written")
    }

    /// The PDF of `html`.
    ///
    /// - Throws: a failure with the engine's first line of error output when it fails, makes no PDF,
    ///   or runs past `timeoutSeconds`.
    func render(_ html: [UInt8], runner: any ProcessRunner, variables: [String: String]) throws(PainlogError)
        -> [UInt8]
    {
        switch kind {
        case .weasyprint:
            // HTML on stdin, PDF on stdout: nothing of the report touches the disk on the way.
            let result = try runner.run(
                ProcessCommand(
                    executable: executable, arguments: ["--encoding", "utf-8", "-", "-"], environment: variables,
                    input: html,
                    timeoutSeconds: Self.timeoutSeconds))
            return try checked(result, pdf: result.output)
        case .chromium:
            // Chromium reads and writes files only: a private folder (0700) holds them, and goes.
            let folder = try PrivateFolder(variables: variables)
            defer { folder.remove() }
            try folder.write(html, to: "report.html")
            folder.willHold("report.pdf")
            var environment = variables
            // Chromium keeps its profile, certificate store and caches under these: in the folder too.
            for name in ["HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME"] {
                environment[name] = folder.path
            }
            var arguments = [
                "--headless", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                "--disable-extensions", "--no-pdf-header-footer", "--user-data-dir=" + folder.path + "/profile",
                "--print-to-pdf=" + folder.path + "/report.pdf",
            ]
            arguments += Self.chromiumOffline
            // As root Chromium refuses to start without it; the page it renders has no scripts.
            if CurrentProcess.effectiveUserID == 0 { arguments.append("--no-sandbox") }
            arguments.append("file://" + Self.percentEncoded(folder.path + "/report.html"))
            let result = try runner.run(
                ProcessCommand(
                    executable: executable, arguments: arguments, environment: environment,
                    timeoutSeconds: Self.timeoutSeconds))
            return try checked(result, pdf: folder.contents(of: "report.pdf") ?? [])
        }
    }

    /// Chromium's switches that keep it off the network: a health report's printer has no business
    /// there, and the page is a local file with nothing to fetch.
    ///
    /// `--host-resolver-rules` fails every host name before the resolver sees it (`^NOTFOUND`, not
    /// `~NOTFOUND`, which is an ordinary name that still reaches the resolver and its IPv6 probe, a
    /// UDP `connect()` to a public DNS server on port 443); `--no-proxy-server` reads no proxy
    /// settings and fetches no PAC script; the rest turn off the services that would try the network
    /// at start-up (component and time updates, sync, metrics pings, Safe Browsing's model,
    /// optimisation hints, translation, the media router, autofill's server). Checked by a test that
    /// runs the real Chromium under strace (`ReportPDFOfflineTests`).
    static let chromiumOffline = [
        "--no-proxy-server", "--host-resolver-rules=MAP * ^NOTFOUND", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--disable-domain-reliability",
        "--disable-client-side-phishing-detection", "--disable-default-apps", "--no-pings", "--dns-prefetch-disable",
        "--disable-features=NetworkTimeServiceQuerying,OptimizationHints,Translate,MediaRouter,"
            + "AutofillServerCommunication",
    ]

    /// `pdf` when the engine succeeded and made one; else the failure with its first line.
    private func checked(_ result: ProcessResult, pdf: [UInt8]) throws(PainlogError) -> [UInt8] {
        let name = kind.rawValue
        switch result.ending {
        case .timedOut:
            throw .failure(
                "the PDF engine \(name) did not finish within \(Self.timeoutSeconds) s and was stopped; "
                    + "nothing was written")
        case .exited(0) where pdf.starts(with: Array("%PDF-".utf8)):
            return pdf
        case .exited(0):
            throw .failure(
                "the PDF engine \(name) made no PDF" + (Self.firstLine(of: result).map { ": " + $0 } ?? "")
                    + "; nothing was written")
        case .exited(let status), .signalled(let status):
            let said = Self.firstLine(of: result) ?? "it stopped with status \(status)"
            throw .failure("the PDF engine \(name) failed: \(said); nothing was written")
        }
    }

    /// The engine's first line of error output worth showing: the first that speaks of an error,
    /// else the first at all (from stderr, else stdout), shown safely.
    static func firstLine(of result: ProcessResult) -> String? {
        for stream in [result.errors, result.output] {
            let lines = String(decoding: stream.prefix(65_536), as: UTF8.self).split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters() }.filter { !$0.isEmpty }
            if let line = lines.first(where: { $0.lowercased().contains("error") }) ?? lines.first {
                return QuotedValue.shown(line, limit: 200)
            }
        }
        return nil
    }

    /// A path as a `file://` URL's path: every byte but unreserved characters and `/` percent-encoded.
    static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in FileSystemPath.bytes(path) {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    fileprivate func trimmingCharacters() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
