import PainlogDomain

/// A sync folder in memory, shared by the diaries of a test.
final class MemorySyncFolder: SyncFolder {
    let name: String
    var files: [String: String] = [:]

    init(name: String = "/memory/sync") {
        self.name = name
    }

    func fileNames() throws -> [String] { (Array(files.keys) + others.keys).sorted() }

    /// Names that stand for something other than a file (`open` names what they are).
    var others: [String: SyncFolderItem.NotAFile] = [:]

    func open(_ name: String) throws -> SyncFolderItem {
        if let kind = others[name] { return .other(kind) }
        guard let text = files[name] else { return .missing }
        return .file(MemoryByteSource(text))
    }

    func replace(_ name: String, with text: String) throws {
        others[name] = nil
        files[name] = text
    }

    func remove(_ name: String) throws { files[name] = nil }
}
