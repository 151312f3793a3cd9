import Foundation
import Testing

/// Exit statuses of the contract.
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 64
}

/// Checks a successful run: status 0 and nothing on stderr.
func expectSuccess(_ run: ProgramRun, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(run.status == ExitStatus.success, "\(run)", sourceLocation: sourceLocation)
    #expect(run.stderr.isEmpty, "\(run)", sourceLocation: sourceLocation)
}

/// Checks the contract's failed run: `status`, nothing on stdout, and exactly one line on stderr
/// that starts `error: ` and names each of `values`.
func expectError(
    _ run: ProgramRun, status: Int32, naming values: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(run.status == status, "\(run)", sourceLocation: sourceLocation)
    #expect(run.stdoutBytes.isEmpty, "\(run)", sourceLocation: sourceLocation)
    #expect(run.stderrLines.count == 1, "\(run)", sourceLocation: sourceLocation)
    #expect(run.stderr.hasPrefix("error: "), "\(run)", sourceLocation: sourceLocation)
    #expect(run.stderr.hasSuffix("\n"), "\(run)", sourceLocation: sourceLocation)
    for value in values {
        #expect(run.stderr.contains(value), "the error should name \(value)\n\(run)", sourceLocation: sourceLocation)
    }
}

/// The permission bits of what is at `path` (not following a symbolic link), or nil when nothing is there.
func permissions(_ path: String) -> Int? {
    Files.mode(path).map(Int.init)
}

/// Whether anything (even a dangling symbolic link) is at `path`.
func exists(_ path: String) -> Bool {
    Files.exists(path)
}

/// The names in a folder, sorted.
func folderContents(_ path: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
}

/// The repository's migration files (`0001_create_entries.sql`, ...), in order: the binary carries
/// exactly these.
func migrationFileNames() throws -> [String] {
    try folderContents(ReliabilityPaths.repository.appendingPathComponent("migrations").path).filter {
        $0.hasSuffix(".sql")
    }
}

/// Roughly how many terminal columns `line` takes: wide East Asian characters and emoji count two,
/// combining marks and zero-width characters none, everything else (box and block characters too) one.
func displayWidth(_ line: String) -> Int {
    line.reduce(0) { total, character in
        guard let first = character.unicodeScalars.first else { return total }
        let category = first.properties.generalCategory
        if category == .nonspacingMark || category == .enclosingMark || category == .format || category == .control {
            return total
        }
        if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) {
            return total + 2
        }
        switch first.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return total + 2
        default:
            return total + 1
        }
    }
}

/// The escape character that starts every ANSI colour sequence.
let escapeCharacter = "\u{1B}"
