import PainlogDomain

#if canImport(Glibc)
    import Glibc
#endif

/// Open files by number: opening for reading, one `read(2)` or `write(2)` at a time, closing, and
/// putting one descriptor in another's place (standard output through a pager).
///
/// Each call is made once, as asked: a caller that goes on after `EINTR` says so
/// (`SystemError.isInterrupted`), and one that must stop on it (a question Ctrl-C ended) can. The
/// caller owns what it opens and closes it once.
public enum FileDescriptors {
    /// Standard input's descriptor.
    public static let standardInput: Int32 = 0
    /// Standard output's descriptor.
    public static let standardOutput: Int32 = 1

    /// Opens `path` (following a symbolic link) for reading, closed on `exec` so that no program
    /// painlog starts inherits it.
    public static func openForReading(_ path: String) throws(SystemError) -> Int32 {
        let descriptor = open(FileSystemPath.cString(path), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .last }
        return descriptor
    }

    /// Up to `count` bytes read by one `read(2)`: fewer when fewer are there yet, none at the end.
    ///
    /// - Throws: why it failed; `isInterrupted` when a signal came first.
    public static func read(_ descriptor: Int32, upTo count: Int) throws(SystemError) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        let read = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        guard read >= 0 else { throw .last }
        buffer.removeSubrange(read...)
        return buffer
    }

    /// Writes the start of `bytes` by one `write(2)` and returns how many were written.
    ///
    /// - Throws: why it failed; `isInterrupted` when a signal came first.
    public static func write(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) throws(SystemError) -> Int {
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        guard written >= 0 else { throw .last }
        return written
    }

    /// Closes `descriptor`; its number may be reused at once.
    public static func close(_ descriptor: Int32) {
        _ = Glibc.close(descriptor)
    }

    /// A new descriptor for the same open file (`dup(2)`), or -1.
    public static func duplicate(_ descriptor: Int32) -> Int32 {
        dup(descriptor)
    }

    /// Makes `target` name the open file of `descriptor` (`dup2(2)`), closing what `target` named.
    public static func redirect(_ target: Int32, to descriptor: Int32) {
        _ = dup2(descriptor, target)
    }
}
