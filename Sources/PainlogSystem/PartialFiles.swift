import PainlogDomain

#if canImport(Glibc)
    import Glibc
#endif

/// The half-written files painlog has open right now (an output's `*.painlog-partial-PID-R`, a new
/// diary's `*.new-PID-R`, a backup's `*.partial-PID-R`, all made by `TemporaryFile`), so that Ctrl-C
/// or SIGTERM removes them instead of leaving health data behind in a file nobody knows about.
///
/// `TemporaryFile` registers a file once it has created it (so a name someone else made is never
/// removed) and unregisters it once it has its final name or is gone. `removeAllFromSignalHandler()` does only what a signal handler may: unlink(2) on names
/// copied in advance to C memory. A `kill -9` leaves the files; `StaleFileSweep` removes those
/// at the next start.
public enum PartialFiles {
    /// How many can be registered at once; painlog has at most three (a diary, its backup, an output).
    static let capacity = 16
    /// C strings of the registered names; empty slots are nil.
    ///
    /// Allocated once, never freed.
    nonisolated(unsafe) static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()

    /// Remembers `path` until `unregister(path)`; with every slot taken it is simply not remembered.
    public static func register(_ path: String) {
        let bytes = FileSystemPath.cString(path)
        let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
        copy.initialize(from: bytes, count: bytes.count)
        for index in 0..<capacity where slots[index] == nil {
            slots[index] = copy
            return
        }
        copy.deallocate()
    }

    /// Forgets `path` (the file was renamed into place or removed).
    public static func unregister(_ path: String) {
        let bytes = FileSystemPath.cString(path)
        for index in 0..<capacity {
            guard let registered = slots[index], strcmp(registered, bytes) == 0 else { continue }
            slots[index] = nil
            registered.deallocate()
        }
    }

    /// Removes every registered file, and its SQLite companions.
    ///
    /// Async-signal-safe: it allocates nothing (its buffers are made by
    /// `prepare(companionSuffixes:)`), and calls only unlink(2), strlen and memcpy.
    public static func removeAllFromSignalHandler() {
        for index in 0..<capacity {
            guard let registered = slots[index] else { continue }
            unlink(registered)
            let length = strlen(registered)
            for slot in 0..<companionCapacity {
                guard let suffix = companionSuffixes[slot], length + strlen(suffix) < scratchSize else { continue }
                memcpy(scratch, registered, length)
                memcpy(scratch + length, suffix, strlen(suffix) + 1)
                unlink(scratch)
            }
        }
    }

    /// Makes the buffers the signal handler uses; call once, before installing it.
    ///
    /// The storage names the companion files a diary can have (`companionSuffixes`), so that this
    /// registry does not spell SQLite's file names itself.
    public static func prepare(companionSuffixes suffixes: [String]) {
        _ = slots
        _ = scratch
        for (index, suffix) in suffixes.prefix(companionCapacity).enumerated() where companionSuffixes[index] == nil {
            let bytes = Array(suffix.utf8CString)
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
            copy.initialize(from: bytes, count: bytes.count)
            companionSuffixes[index] = copy
        }
    }

    static let scratchSize = 4096
    nonisolated(unsafe) static let scratch = UnsafeMutablePointer<CChar>.allocate(capacity: scratchSize)
    /// How many companion suffixes are kept; SQLite keeps three kinds of file beside a diary.
    static let companionCapacity = 8
    /// C strings of the suffixes `prepare(companionSuffixes:)` was given; empty slots are nil.
    ///
    /// Like `slots`, a fixed buffer, so the signal handler reads no Swift array. Allocated once, never
    /// freed.
    nonisolated(unsafe) static let companionSuffixes: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let suffixes = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: companionCapacity)
        suffixes.initialize(repeating: nil, count: companionCapacity)
        return suffixes
    }()
}
