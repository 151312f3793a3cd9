import Foundation
import PainlogCrypto
import PainlogDomain
import PainlogFeatures
import Testing

@testable import PainlogCLI

/// `SealedSyncFolder` and `SealedSyncSource` on a real folder: files of every size around the 64 KiB
/// edges come back as they were written, padded and sealed in between, and a file that does not
/// verify never hands on its last record.
@Suite struct SealedSyncFolderTests {
    private let identity = AgeIdentity.generate()

    /// Text of exactly `count` bytes (at least 2): non-empty lines, the last ending with `\n`.
    private func records(_ count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var line = 0
        while bytes.count < count {
            line += 1
            bytes += Array("{\"line\":\(line),\"text\":\"\(String(repeating: "x", count: line % 150))\"}\n".utf8)
        }
        bytes = Array(bytes.prefix(count - 1)) + [UInt8(ascii: "\n")]
        if count >= 2, bytes[count - 2] == UInt8(ascii: "\n") { bytes[count - 2] = UInt8(ascii: "y") }
        return bytes
    }

    private func folder(identities: [AgeIdentity]? = nil) throws -> (SealedSyncFolder, String) {
        var template = Array((NSTemporaryDirectory() + "painlog-sealed-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { $0.baseAddress.flatMap { mkdtemp($0) } }
        let path = String(cString: try #require(made))
        let plain = try FileSyncFolder(path: path, given: path)
        let sealing = SealedSyncFolder.Sealing(identity: identity, recipients: [identity.recipient])
        return (SealedSyncFolder(plain, identities: identities ?? [identity], sealing: sealing), path)
    }

    private func write(_ bytes: [UInt8], as name: String, into folder: SealedSyncFolder) throws {
        let draft = try folder.draft(name)
        var start = 0
        while start < bytes.count {
            let end = min(start + 1_000, bytes.count)
            try draft.write(String(decoding: bytes[start..<end], as: UTF8.self))
            start = end
        }
        try draft.commit()
    }

    /// Everything `name` hands on, and the problem that stopped it, if any.
    private func read(_ name: String, in folder: SealedSyncFolder) throws -> ([UInt8], SyncFileProblem?) {
        guard case .file(let source) = try folder.open(name) else { return ([], nil) }
        var out: [UInt8] = []
        do {
            while true {
                let chunk = try source.nextChunk()
                if chunk.isEmpty { return (out, nil) }
                out += chunk
            }
        } catch let problem as SyncFileProblem {
            return (out, problem)
        }
    }

    @Test(arguments: [
        2, 1_000, 65_443, 65_444, 65_445, 65_535, 65_536, 65_537, 131_072 - 92, 131_071, 131_072, 200_000,
    ])
    func whatIsWrittenIsReadBackAsItWas(count: Int) throws {
        let (folder, path) = try folder()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let text = records(count)
        try write(text, as: "painlog-abc.jsonl", into: folder)

        #expect(try FileManager.default.contentsOfDirectory(atPath: path) == ["painlog-abc.jsonl.age"])
        #expect(try folder.fileNames() == ["painlog-abc.jsonl"])
        let (back, problem) = try read("painlog-abc.jsonl", in: folder)
        #expect(problem == nil)
        #expect(back == text)
        let sealed = try Data(contentsOf: URL(fileURLWithPath: path + "/painlog-abc.jsonl.age"))
        let decrypted = try AgeDecryptor(
            source: MemorySource(Array(sealed)), keys: AgeDecryptionKeys(identities: [identity], memoryLimit: 0))
        var plaintext: [UInt8] = []
        while case let chunk = try decrypted.nextChunk(), !chunk.isEmpty { plaintext += chunk }
        #expect(plaintext.count % 65_536 == 0 && plaintext.starts(with: text))
    }

    @Test(arguments: [10, 70_000, 200_000])
    func aChangedByteAnywhereStopsTheFileBeforeItsLastRecord(count: Int) throws {
        let (folder, path) = try folder()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let text = records(count)
        try write(text, as: "painlog-abc.jsonl", into: folder)
        let file = path + "/painlog-abc.jsonl.age"
        let good = try Data(contentsOf: URL(fileURLWithPath: file))
        for offset in [300, good.count / 2, good.count - 40] {
            var bad = good
            bad[offset] ^= 0x40
            try bad.write(to: URL(fileURLWithPath: file))
            let (back, problem) = try read("painlog-abc.jsonl", in: folder)
            #expect(problem != nil, "\(offset)")
            #expect(back.count < text.count && text.starts(with: back), "\(offset)")
        }
    }

    @Test func aFileForAnotherIdentityIsSkippedNamingWhy() throws {
        let (folder, path) = try folder(identities: [AgeIdentity.generate()])
        defer { try? FileManager.default.removeItem(atPath: path) }
        try write(records(100), as: "painlog-abc.jsonl", into: folder)
        let (back, problem) = try read("painlog-abc.jsonl", in: folder)
        #expect(back.isEmpty)
        #expect(problem?.message.hasPrefix("skipped painlog-abc.jsonl.age: it is not encrypted to") == true)
    }

    @Test func conflictCopiesAndAPlainFileBesideAnAgeFileAreListedAsCopies() throws {
        let (folder, path) = try folder()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try write(records(100), as: "painlog-abc.jsonl", into: folder)
        try FileManager.default.copyItem(
            atPath: path + "/painlog-abc.jsonl.age",
            toPath: path + "/painlog-abc.jsonl.sync-conflict-20261122-100000-ABCDEFG.age")
        try Data(records(50)).write(to: URL(fileURLWithPath: path + "/painlog-abc.jsonl"))
        let names = try folder.fileNames()
        #expect(
            names == [
                "painlog-abc.jsonl", "painlog-abc.jsonl.sync-conflict-20261122-100000-ABCDEFG.jsonl",
                "painlog-abc.plain.jsonl",
            ])
        #expect(names.allSatisfy(SyncFileFormat.isDiaryFile))
        #expect(try read(names[1], in: folder).0 == records(100))
        #expect(try read(names[2], in: folder).0 == records(50))
    }
}

/// Bytes held in memory, handed out in 10,000-byte chunks.
private final class MemorySource: ByteSource {
    private var bytes: ArraySlice<UInt8>

    init(_ bytes: [UInt8]) { self.bytes = bytes[...] }

    func nextChunk() throws -> [UInt8] {
        let chunk = Array(bytes.prefix(10_000))
        bytes = bytes.dropFirst(chunk.count)
        return chunk
    }
}
