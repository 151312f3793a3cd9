import PainlogDomain

#if canImport(Glibc)
    import Glibc
#endif

/// Removes the half-written files a painlog that was killed (`kill -9`, a power cut) left beside
/// a diary or an output file, once their process is gone. Only names painlog itself makes are
/// touched, and only for the file in question:
///
/// - `<diary>.new-PID-R` (a new diary being created) and its companion files (SQLite's `-wal` and
///   the like, whose suffixes the storage passes in);
/// - `<diary>.backup-….partial-PID-R` (a backup being written before a migration);
/// - `<output>.painlog-partial-PID-R` (an export, report, sync file or unit file being written),
///   and 0.2's `<output>.painlog-partial-PID`.
///
/// `R` is the random part `TemporaryFile` gives (16 hexadecimal digits; 0.2 wrote a decimal number).
/// A process id that is alive (or that this user may not signal) keeps its files: it may be a
/// painlog still at work. Only regular files are removed, looked at with `lstat`: a symbolic link
/// or a folder with such a name is not painlog's (painlog never makes one), so it is left alone,
/// and `TemporaryFile` never uses a name that exists.
public enum StaleFileSweep {
    /// Removes the leftovers of `path`, a diary or an output file; a new diary's leftovers include
    /// its files named with one of `companionSuffixes`, which only the storage knows.
    public static func removeLeftovers(of path: String, companionSuffixes: [String]) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !base.isEmpty, let names = FileSystemEntries.names(in: folder.isEmpty ? "/" : folder) else { return }
        for name in names where isStale(name, of: base, companionSuffixes: companionSuffixes, isAlive: isAlive) {
            let leftover = FileSystemPath.cString((folder.isEmpty ? "" : folder + "/") + name)
            var info = stat()
            guard lstat(leftover, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            unlink(leftover)
        }
    }

    /// Whether `name` is a leftover of `base` whose process `isAlive` says is gone.
    static func isStale(
        _ name: String, of base: String, companionSuffixes: [String], isAlive: (Int32) -> Bool
    ) -> Bool {
        guard name.hasPrefix(base + "."),
            let pid = leftoverProcess(String(name.dropFirst(base.count + 1)), companionSuffixes: companionSuffixes)
        else { return false }
        return pid != getpid() && !isAlive(pid)
    }

    /// The process id in `rest` (what follows `<base>.`) when it is one of painlog's partial names.
    static func leftoverProcess(_ rest: String, companionSuffixes: [String]) -> Int32? {
        var rest = Substring(rest)
        if rest.hasPrefix(TemporaryFile.outputPurpose + "-") {
            let process = rest.dropFirst(TemporaryFile.outputPurpose.count + 1)
            // 0.2 named them `painlog-partial-PID`, without a random part.
            return Int32(process) ?? processAndNumber(process)
        }
        for companion in companionSuffixes where rest.hasSuffix(companion) {
            rest = rest.dropLast(companion.count)
            break
        }
        if rest.hasPrefix("new-") {
            return processAndNumber(rest.dropFirst("new-".count))
        }
        if rest.hasPrefix("backup-"), let partial = lastOccurrence(of: ".partial-", in: rest) {
            return processAndNumber(rest[partial...])
        }
        return nil
    }

    /// Where what follows the last `marker` in `text` starts.
    private static func lastOccurrence(of marker: String, in text: Substring) -> Substring.Index? {
        let marker = Array(marker.utf8)
        let bytes = Array(text.utf8)
        guard bytes.count >= marker.count else { return nil }
        for start in stride(from: bytes.count - marker.count, through: 0, by: -1)
        where bytes[start..<start + marker.count].elementsEqual(marker) {
            return text.utf8.index(text.utf8.startIndex, offsetBy: start + marker.count)
        }
        return nil
    }

    /// `PID` of `PID-R`: a whole number, then `TemporaryFile`'s random part (up to 16 hexadecimal
    /// digits; 0.2's decimal numbers are among them).
    private static func processAndNumber(_ text: Substring) -> Int32? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...16).contains(parts[1].utf8.count),
            parts[1].utf8.allSatisfy({ hexDigits.contains($0) })
        else {
            return nil
        }
        return Int32(parts[0])
    }

    /// The digits of `TemporaryFile`'s random part, which writes them in lower case.
    private static let hexDigits = Set("0123456789abcdef".utf8)

    private static func isAlive(_ pid: Int32) -> Bool {
        pid <= 0 || kill(pid, 0) == 0 || errno == EPERM
    }
}
