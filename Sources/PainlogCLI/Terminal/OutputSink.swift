#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a view writes text. Injected, so tests and the coordinator decide where output goes.
protocol OutputSink: AnyObject {
    func write(_ text: String)
    /// Writes bytes that are already UTF-8 (the export's rows).
    func write(bytes: [UInt8])
    /// Writes out anything buffered; throws when the output could not be written.
    func flush() throws
}

/// An error writing to standard output or standard error.
struct OutputError: Error, CustomStringConvertible {
    let description: String
}

/// Text written to a file descriptor through a 64 KiB buffer: one `write(2)` per buffer, not per line.
final class FileDescriptorSink: OutputSink {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var failure: Int32?
    private static let capacity = 64 * 1024

    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.capacity)
    }

    deinit {
        try? flush()
    }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.capacity { drain() }
    }

    func write(bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.capacity { drain() }
    }

    func flush() throws {
        drain()
        if let failure {
            throw OutputError(description: "could not write output: \(String(cString: strerror(failure)))")
        }
    }

    /// Drops anything buffered and writes nothing more: for a descriptor about to be closed, so a
    /// late flush can never land in whatever file reuses the number.
    func discard() {
        buffer.removeAll()
        failure = failure ?? EBADF
    }

    private func drain() {
        guard failure == nil else {
            buffer.removeAll(keepingCapacity: true)
            return
        }
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { bytes in
                Glibc.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Text kept in memory, for tests of views.
final class StringSink: OutputSink {
    private(set) var text = ""
    func write(_ text: String) { self.text += text }
    func write(bytes: [UInt8]) { text += String(decoding: bytes, as: UTF8.self) }
    func flush() throws {}
}
