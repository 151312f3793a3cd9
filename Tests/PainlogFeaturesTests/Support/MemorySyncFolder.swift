import PainlogDomain

/// A sync folder in memory, shared by the diaries of a test.
final class MemorySyncFolder: SyncFolder {
    let name: String
    var files: [String: String] = [:]

    init(name: String = "/memory/sync") {
        self.name = name
    }

    func fileNames() throws -> [String] { files.keys.sorted() }

    func read(_ name: String) throws -> [UInt8] {
        guard let text = files[name] else { throw PainlogError.failure("no file \(name)") }
        return Array(text.utf8)
    }

    func replace(_ name: String, with text: String) throws { files[name] = text }
}
