import Foundation
import Testing

/// `scripts/check-layering`'s rule that Features spells none of painlog's options: a `--flag` in a
/// string literal fails it; the same words in a comment, or another program's options, do not.
@Suite struct CheckLayeringFlagTests {
    static let script = ReliabilityPaths.repository.appendingPathComponent("scripts/check-layering").path

    /// Runs the script with its Features check pointed at a folder holding `source`.
    static func check(_ source: String) throws -> ProgramRun {
        let painlog = try PainlogSandbox()
        let planted = painlog.folder.appendingPathComponent("Features")
        try FileManager.default.createDirectory(at: planted, withIntermediateDirectories: true)
        try Data(source.utf8).write(to: planted.appendingPathComponent("Planted.swift"))
        return try PainlogSandbox.tool(
            "/bin/bash", [script],
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "FEATURES_DIR": planted.path],
            in: painlog.folder)
    }

    @Test func aFlagInAFeaturesStringFails() throws {
        let run = try Self.check("let hint = \"use WHEN..WHEN, each as --since takes it\"\n")
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("Planted.swift:1:"), "\(run)")
        #expect(run.stderr.contains("Features spells the options above"), "\(run)")
    }

    @Test func commentsAndOtherProgramsOptionsPass() throws {
        let run = try Self.check(
            "// `--since` in a comment is documentation\n/// as `--area` is\n"
                + "let enable = \"systemctl --user daemon-reload\"\nlet text = \"a -- b\"\n")
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "check-layering: ok\n", "\(run)")
    }
}
