import PainlogDomain
import PainlogSystem

/// An output file that appears complete or not at all: written to a `TemporaryFile` in the same
/// folder (`<file>.painlog-partial-<PID>-<random>`, created anew, never through an existing name or
/// link), fsynced, then renamed over the final name.
///
/// Until `commit()` the final name is untouched; `abandon()` (or being released uncommitted)
/// removes the temporary file.
final class AtomicFileSink: OutputSink {
    private let path: String
    private var file: TemporaryFile
    private let replaceExisting: Bool
    private let sink: FileDescriptorSink
    private var finished = false

    /// Refuses an existing file unless `replaceExisting`, and a path whose folder does not exist.
    ///
    /// - Parameter mode: the file's permissions, 0600 unless told (a reminder's unit files are
    ///   0644), set on the temporary file so that the final name never changes mode after it appears.
    init(path: String, replaceExisting: Bool, mode: UInt32 = 0o600) throws(PainlogError) {
        if let info = FileStatus(ofLink: path) {
            if info.kind == .folder {
                throw .failure("\(path) is a folder; give a file name with --output")
            }
            if !replaceExisting { throw .failure("\(path) already exists; pass --force to replace it") }
        }
        self.path = path
        self.replaceExisting = replaceExisting
        // What an earlier painlog killed while writing here left behind.
        StaleFileSweep.removeLeftovers(of: path, companionSuffixes: AppAssembly.diaryCompanionSuffixes)
        file = try TemporaryFile(beside: path, purpose: TemporaryFile.outputPurpose, mode: mode)
        sink = FileDescriptorSink(descriptor: file.descriptor)
    }

    deinit {
        if !finished { abandon() }
    }

    func write(_ text: String) { sink.write(text) }

    func write(bytes: [UInt8]) { sink.write(bytes: bytes) }

    func flush() throws { try sink.flush() }

    /// Makes the file durable and gives it its final name.
    func commit() throws {
        do {
            try sink.flush()
        } catch {
            abandon()
            throw PainlogError.failure("could not write \(path): \(error); no file was written")
        }
        guard file.sync() else {
            let reason = SystemError.last.description
            abandon()
            throw PainlogError.failure("could not write \(path): \(reason); no file was written")
        }
        sink.discard()
        finished = true
        if replaceExisting {
            if let reason = file.rename(to: path) {
                throw PainlogError.failure("could not write \(path): \(reason); no file was written")
            }
        } else if let failure = file.link(to: path) {
            // link() fails if the name was taken meanwhile: never replace a file without --force.
            throw PainlogError.failure(
                "could not write \(path): \(SystemError(code: failure)); no file was written")
        }
    }

    /// Removes the temporary file; the final name is left as it was.
    func abandon() {
        guard !finished else { return }
        finished = true
        sink.discard()
        file.remove()
    }
}
