import Foundation
import Testing

/// `scripts/check-layering`, run by CI, on a copy of the repository's sources: the tree as it is
/// passes, and a C library import planted outside `PainlogSystem` fails it, naming the file and the
/// way out.
@Suite struct LayeringScriptTests {
    /// A copy of `Sources` and `scripts` (and an empty `Tests`) in a temporary folder, removed when
    /// the test ends.
    final class SourceCopy {
        let folder: URL

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "painlog-layering-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for name in ["Sources", "scripts"] {
                try FileManager.default.copyItem(
                    at: ReliabilityPaths.repository.appendingPathComponent(name),
                    to: folder.appendingPathComponent(name))
            }
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Tests"), withIntermediateDirectories: true)
        }

        deinit {
            try? FileManager.default.removeItem(at: folder)
        }

        /// Adds `text` at the start of the source file at `path` (relative to the copy).
        func plant(_ text: String, in path: String) throws {
            let file = folder.appendingPathComponent(path)
            let source = try String(contentsOf: file, encoding: .utf8)
            try (text + source).write(to: file, atomically: true, encoding: .utf8)
        }

        /// Runs the copy's `scripts/check-layering`.
        func check() throws -> ProgramRun {
            try PainlogSandbox.tool("/bin/bash", ["scripts/check-layering"], in: folder)
        }
    }

    @Test func theSourcesAsTheyArePass() throws {
        let copy = try SourceCopy()

        let run = try copy.check()

        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "check-layering: ok\n", "\(run)")
    }

    /// An import put at the top of a file.
    struct Planted: Sendable, CustomTestStringConvertible {
        let text: String
        let module: String
        let path: String

        var testDescription: String { "\(module) in \(path)" }
    }

    static let plantedImports = [
        Planted(text: "import Glibc\n", module: "Glibc", path: "Sources/PainlogCLI/Terminal/Pager.swift"),
        Planted(
            text: "#if canImport(Glibc)\n    import Glibc\n#endif\n", module: "Glibc",
            path: "Sources/PainlogCLI/Flows/ListFlow.swift"),
        Planted(text: "import Glibc\n", module: "Glibc", path: "Sources/PainlogStorage/DatabaseFile.swift"),
        Planted(
            text: "import Glibc\n", module: "Glibc", path: "Sources/PainlogFeatures/List/ListEntriesInteractor.swift"),
        Planted(text: "import Musl\n", module: "Musl", path: "Sources/PainlogCLI/Files/AtomicFileSink.swift"),
        Planted(
            text: "#if canImport(Darwin)\n    import Darwin\n#endif\n", module: "Darwin",
            path: "Sources/PainlogStorage/FileRemoval.swift"),
        Planted(text: "public import Glibc\n", module: "Glibc", path: "Sources/painlog/main.swift"),
    ]

    @Test(arguments: plantedImports)
    func aCLibraryImportOutsidePainlogSystemFails(_ planted: Planted) throws {
        let copy = try SourceCopy()
        try copy.plant(planted.text, in: planted.path)

        let run = try copy.check()

        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(
            run.stderrLines == [
                "check-layering: only Sources/PainlogSystem may import \(planted.module), but these do:",
                "  \(planted.path)",
                "check-layering: call the C library through PainlogSystem (FileDescriptors, FileStatus, "
                    + "SystemError, ...), or add a documented function there",
            ], "\(run)")
    }

    @Test func anotherRuleFailingDoesNotBlameTheCLibrary() throws {
        let copy = try SourceCopy()
        try copy.plant("import PainlogStorage\n", in: "Sources/PainlogCLI/Terminal/Pager.swift")

        let run = try copy.check()

        #expect(run.status == 1, "\(run)")
        #expect(!run.stderr.contains("C library"), "\(run)")
    }
}
