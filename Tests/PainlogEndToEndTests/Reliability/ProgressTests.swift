import Foundation
import Testing

/// A counter on stderr for a long import on a terminal (issue 28, item 7).
///
/// It ends with its line cleared; never on a pipe, never with `--quiet`.
/// `PAINLOG_PROGRESS_AFTER_MS=0` makes it appear from the first counted rows, so no test depends on
/// how fast the import is.
@Suite struct ProgressTests {
    static let now: [String: String] = ["PAINLOG_PROGRESS_AFTER_MS": "0"]

    /// A CSV file of `rows` entries, one a minute from 2026-11-01.
    static func largeFile(in painlog: PainlogSandbox, rows: Int = 3000) throws -> String {
        var csv = "occurred_at,intensity,areas,tags,medications,note\r\n"
        for row in 0..<rows {
            let hour = row / 60 % 24
            let minute = row % 60
            let day = 1 + row / 1440
            let time = "2026-11-\(Self.twoDigits(day))T\(Self.twoDigits(hour)):\(Self.twoDigits(minute)):00+01:00"
            csv += "\(time),\(row % 11),head,,,\r\n"
        }
        return try painlog.write("large.csv", csv)
    }

    static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

    @Test func aLargeImportOnATerminalCountsRowsAndClearsItsLine() throws {
        let painlog = try PainlogSandbox()
        let file = try Self.largeFile(in: painlog)

        let session = try painlog.startOnPseudoTerminal(["import", file], environment: Self.now)
        let status = try session.finish()

        let transcript = session.transcript
        #expect(status == 0, "\(transcript)")
        #expect(transcript.contains("\rImporting: 256 rows\u{1B}[K"), "\(transcript)")
        // The counter's line is cleared before the result, which starts on a clean line.
        #expect(transcript.contains("\r\u{1B}[KImported "), "\(transcript)")
        #expect(try painlog.entryCount() == 3000)
    }

    @Test func quietOrAPipeShowsNoProgress() throws {
        let painlog = try PainlogSandbox()
        let file = try Self.largeFile(in: painlog)

        let quiet = try painlog.startOnPseudoTerminal(["import", "-q", file], environment: Self.now)
        let quietStatus = try quiet.finish()
        #expect(quietStatus == 0 && !quiet.transcript.contains("Importing"), "\(quiet.transcript)")

        let piped = try painlog.run(["import", file], environment: ["PAINLOG_PROGRESS_AFTER_MS": "0"])
        #expect(piped.status == 0, "\(piped)")
        #expect(!piped.stderr.contains("Importing") && !piped.stderr.contains("\r"), "\(piped)")
    }

    @Test func anExportOrAReportToAFileAndASyncCountToo() throws {
        let painlog = try PainlogSandbox()
        let imported = try painlog.run(["import", try Self.largeFile(in: painlog)])
        #expect(imported.status == 0, "\(imported)")

        let export = try painlog.startOnPseudoTerminal(
            ["export", "--output", painlog.path("out.csv")], environment: Self.now)
        let exportStatus = try export.finish()
        #expect(exportStatus == 0, "\(export.transcript)")
        #expect(export.transcript.contains("\rExporting: 256 entries\u{1B}[K"), "\(export.transcript)")
        #expect(export.transcript.contains("\r\u{1B}[KExported 3000 entries"), "\(export.transcript)")

        let report = try painlog.startOnPseudoTerminal(
            ["report", "--since", "2026-11-01", "--until", "2026-11-03", "--output", painlog.path("report.html")],
            environment: Self.now)
        let reportStatus = try report.finish()
        #expect(reportStatus == 0, "\(report.transcript)")
        #expect(report.transcript.contains("\rWriting the report: 256 entries\u{1B}[K"), "\(report.transcript)")
        #expect(report.transcript.contains("\r\u{1B}[KWrote the report"), "\(report.transcript)")

        // Another diary's file in the folder: the sync reads its 3000 entries.
        try FileManager.default.createDirectory(atPath: painlog.path("folder"), withIntermediateDirectories: false)
        let synced = try painlog.run(["sync", painlog.path("folder")])
        #expect(synced.status == 0, "\(synced)")
        let other = try PainlogSandbox()
        let sync = try other.startOnPseudoTerminal(["sync", painlog.path("folder")], environment: Self.now)
        let syncStatus = try sync.finish()
        #expect(syncStatus == 0, "\(sync.transcript)")
        #expect(sync.transcript.contains("\rSyncing: 256 records\u{1B}[K"), "\(sync.transcript)")
        #expect(sync.transcript.contains("\r\u{1B}[K"), "\(sync.transcript)")
        #expect(try other.entryCount() == 3000)
    }
}
