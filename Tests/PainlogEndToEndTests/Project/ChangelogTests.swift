import Foundation
import Testing

/// CHANGELOG.md describes the release the binary says it is: `painlog --version` prints a
/// version that has a section of its own (`## 0.4.0 …`), the newest first.
@Suite struct ChangelogTests {
    /// The release headings of CHANGELOG.md, newest first (`0.4.0`, `0.3.0`, …).
    static func releases() throws -> [String] {
        let text = try String(
            contentsOf: ReliabilityPaths.repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("## ") else { return nil }
            return line.dropFirst(3).split(separator: " ").first.map(String.init)
        }
    }

    @Test func theNewestSectionIsTheVersionTheBinaryPrints() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(["--version"], withDatabase: false)
        expectSuccess(run)
        let printed = try #require(run.stdout.wholeMatch(of: /painlog (\d+\.\d+\.\d+)\n/)).1
        let releases = try Self.releases()
        #expect(releases.first == String(printed), "CHANGELOG.md's first section is \(releases), the binary \(run)")
    }

    @Test func everyReleaseHasOneSectionNewestFirst() throws {
        let releases = try Self.releases()
        let numbers = releases.map { $0.split(separator: ".").compactMap { Int($0) } }
        #expect(numbers.allSatisfy { $0.count == 3 }, "\(releases)")
        #expect(zip(numbers, numbers.dropFirst()).allSatisfy { $0.lexicographicallyPrecedes($1) == false && $0 != $1 })
        for release in ["0.3.0", "0.2.0", "0.1.0"] { #expect(releases.contains(release), "\(releases)") }
    }
}
