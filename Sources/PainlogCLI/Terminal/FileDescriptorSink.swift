import PainlogSystem

/// Text written to a file descriptor through a 64 KiB buffer: one `write(2)` per buffer, not per line.
final class FileDescriptorSink: OutputSink {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var failure: SystemError?
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
            throw OutputError(description: "could not write output: \(failure)")
        }
    }

    /// Drops anything buffered and writes nothing more: for a descriptor about to be closed, so a
    /// late flush can never land in whatever file reuses the number.
    func discard() {
        buffer.removeAll()
        failure = failure ?? .badDescriptor
    }

    private func drain() {
        guard failure == nil else {
            buffer.removeAll(keepingCapacity: true)
            return
        }
        var offset = 0
        while offset < buffer.count {
            do throws(SystemError) {
                offset += try FileDescriptors.write(descriptor, buffer[offset...])
            } catch {
                if error.isInterrupted { continue }
                failure = error
                break
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
