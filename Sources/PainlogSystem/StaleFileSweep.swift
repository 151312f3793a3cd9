import PainlogDomain

#if canImport(Glibc)
    import Glibc
#endif

/// Removes the half-written files a painlog that was killed (`kill -9`, a power cut) left beside
/// a diary or an output file, once their process is gone. Only names painlog itself makes are
/// touched, and only for the file in question:
///
/// - `<diary>.new-PID-N` (a new diary being created) and its companion files (SQLite's `-wal` and
///   the like, whose suffixes the storage passes in);
/// - `<diary>.backup-….partial-PID-N` (a backup being written before a migration);
/// - `<output>.painlog-partial-PID` (an export or report being written).
///
/// A process id that is alive (or that this user may not signal) keeps its files: it may be a
/// painlog still at work.
public enum StaleFileSweep {
    /// Removes the leftovers of `path`, a diary or an output file; a new diary's leftovers include
    /// its files named with one of `companionSuffixes`, which only the storage knows.
    public static func removeLeftovers(of path: String, companionSuffixes: [String]) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !base.isEmpty, let names = FileSystemEntries.names(in: folder.isEmpty ? "/" : folder) else { return }
        for name in names where isStale(name, of: base, companionSuffixes: companionSuffixes, isAlive: isAlive) {
            unlink(FileSystemPath.cString((folder.isEmpty ? "" : folder + "/") + name))
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
        if rest.hasPrefix("painlog-partial-") {
            return Int32(rest.dropFirst("painlog-partial-".count))
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

    /// `PID` of `PID-N`, both whole numbers.
    private static func processAndNumber(_ text: Substring) -> Int32? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, UInt32(parts[1]) != nil else { return nil }
        return Int32(parts[0])
    }

    private static func isAlive(_ pid: Int32) -> Bool {
        pid <= 0 || kill(pid, 0) == 0 || errno == EPERM
    }
}
