import Foundation

/// Where the built `painlog` and the repository's files are.
enum ReliabilityPaths {
    /// The `painlog` executable, as `PainlogBinary` finds it; nil when it cannot.
    static var binary: String? { try? PainlogBinary.path() }

    /// The end-to-end tests' folder (this file is `Tests/PainlogEndToEndTests/Harness/ReliabilityPaths.swift`).
    private static let testsFolder: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The repository's root folder.
    static let repository: URL = testsFolder.deletingLastPathComponent().deletingLastPathComponent()

    /// The repository's migration files, by version.
    static var migrationFiles: [URL] {
        let folder = repository.appendingPathComponent("migrations")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".sql") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Every schema version the repository's migrations define: what a current diary has applied.
    static var migrationVersions: [Int] {
        migrationFiles.compactMap { Int($0.lastPathComponent.prefix(4)) }
    }

    /// A file in `Tests/PainlogEndToEndTests/Fixtures`.
    static func fixture(_ name: String) -> URL {
        testsFolder.appendingPathComponent("Fixtures/\(name)")
    }
}
