import PainlogSystem

/// Where a view reads a typed answer from.
///
/// Injected like the output sinks, so flows that ask (delete's confirmation, the guided entry) run
/// in tests with scripted answers.
protocol LineSource: AnyObject {
    /// The next line without its line end, or nil at the end of input.
    func readLine() -> String?
}

/// Standard input, a line at a time, read with `read(2)` rather than stdio: glibc's `getline`
/// spins without end once Ctrl-C has interrupted its read, where this gives nil, like the end of
/// input; and while `InterruptibleInput` is installed it waits for a line or Ctrl-C, whichever
/// comes first.
final class StandardInputLines: LineSource {
    private var pending: [UInt8] = []
    private var ended = false

    func readLine() -> String? {
        while true {
            if let newline = pending.firstIndex(of: 0x0A) {
                var line = Array(pending[..<newline])
                pending.removeFirst(newline + 1)
                if line.last == 0x0D { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            guard !ended else { return nil }
            guard InterruptibleInput.waitForInput(on: FileDescriptors.standardInput) else {
                ended = true
                return nil
            }
            let chunk = (try? FileDescriptors.read(FileDescriptors.standardInput, upTo: 4096)) ?? []
            guard !chunk.isEmpty else {
                // 0: the end of input; -1: an error, or EINTR from Ctrl-C during a question.
                ended = true
                guard !pending.isEmpty else { return nil }
                defer { pending.removeAll() }
                return String(decoding: pending, as: UTF8.self)
            }
            pending += chunk
        }
    }
}
