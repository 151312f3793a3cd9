/// Text kept in memory, for tests of views.
final class StringSink: OutputSink {
    private(set) var text = ""
    func write(_ text: String) { self.text += text }
    func write(bytes: [UInt8]) { text += String(decoding: bytes, as: UTF8.self) }
    func flush() throws {}
}
