import Foundation

/// One run of painlog with the most memory it held at once.
struct MeasuredRun {
    let run: ProgramRun
    /// Peak resident set size in bytes, as the kernel counted it (GNU time's `%M`).
    let peakBytes: Int
}

extension PainlogSandbox {
    /// The ceiling of virtual memory a measured run gets (4 GiB): painlog before issue #12 read
    /// `/dev/zero` into memory without end, and a test must fail then, not take the machine down.
    static let measuredAddressSpaceKiB = 4 << 20

    /// Runs `painlog --db <database> ARGUMENTS` under `/usr/bin/time` and returns what it did and its
    /// peak resident memory, measured by the kernel (not a timing).
    ///
    /// Arguments go through `sh` unchanged as positional parameters; `database` is another diary
    /// than the sandbox's, `environment` what to add to painlog's.
    func runMeasuringPeakMemory(
        _ arguments: [String], database: String? = nil, environment: [String: String?] = [:]
    ) throws -> MeasuredRun {
        let report = path("peak-\(UUID().uuidString.lowercased()).txt")
        defer { try? FileManager.default.removeItem(atPath: report) }
        let quoted = ([database ?? self.database] + arguments).map {
            "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        let script =
            "ulimit -v \(Self.measuredAddressSpaceKiB) && exec /usr/bin/time -o '\(report)' -f 'peak %M' \"$0\" --db "
            + quoted.joined(separator: " ")
        let run = try runShell(script, environment: environment)
        let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
        // GNU time puts "Command exited with non-zero status N" before the format's line.
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("peak ") }),
            let kibibytes = Int(line.dropFirst(5))
        else {
            throw HarnessError("no peak memory from /usr/bin/time (\(text.debugDescription))\n\(run)")
        }
        return MeasuredRun(run: run, peakBytes: kibibytes * 1024)
    }
}
