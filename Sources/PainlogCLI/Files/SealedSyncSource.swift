import PainlogCrypto
import PainlogDomain
import PainlogFeatures

/// The records of an encrypted sync file, as the plain file would hold them: decrypted one 64 KiB
/// chunk at a time, the `\n` padding and the MAC line taken off.
///
/// The MAC covers every byte before its line, and that line ends the last chunk: the last chunk is
/// held until the MAC is checked, and the record line that ends before the padding is handed on
/// without its line feed until then. A reader therefore never sees a file end well unless it
/// verified, and merges nothing of one that does not: anything wrong (a key that does not open it,
/// a changed header or chunk, a missing last chunk, a bad MAC) throws `SyncFileProblem` naming the
/// file and why, and the sync rolls the file back whole. At most two chunks are held.
final class SealedSyncSource: ByteSource {
    private let source: any ByteSource
    private let name: String
    private let identities: [AgeIdentity]
    private var decryptor: AgeDecryptor?
    private var seal: SyncFileSeal?
    /// A decrypted chunk not yet known not to be the last.
    private var held: [UInt8]?
    /// Line feeds at the end of what was handed on, held back: padding, or the end of a line.
    private var pendingLineFeeds = 0
    private var done = false

    init(_ source: any ByteSource, name: String, identities: [AgeIdentity]) {
        self.source = source
        self.name = name
        self.identities = identities
    }

    func nextChunk() throws -> [UInt8] {
        while !done {
            let current = try held ?? decrypted()
            let following = try decrypted()
            if following.isEmpty {
                done = true
                return try last(current)
            }
            seal?.add(current)
            held = following
            let out = handOn(current[...], last: false)
            if !out.isEmpty { return out }
        }
        return []
    }

    /// The last chunk, once its MAC line verifies.
    private func last(_ chunk: [UInt8]) throws -> [UInt8] {
        guard chunk.count >= SyncFileSeal.lineLength, var seal,
            SyncFileSeal.isLine(chunk[(chunk.count - SyncFileSeal.lineLength)...])
        else {
            throw problem(
                "it has no MAC line (not written by painlog's sync: anyone with a recipient can encrypt a file)")
        }
        let body = chunk[..<(chunk.count - SyncFileSeal.lineLength)]
        seal.add(body)
        guard seal.isValid(line: chunk[(chunk.count - SyncFileSeal.lineLength)...]) else {
            throw problem(
                "its MAC does not verify (changed, or written by someone who has a recipient but not this identity)")
        }
        return handOn(body, last: true)
    }

    /// `bytes` with their trailing line feeds held back (those before them now handed on); at the
    /// end, the one line feed that ends the last line.
    private func handOn(_ bytes: ArraySlice<UInt8>, last: Bool) -> [UInt8] {
        let lineFeed = UInt8(ascii: "\n")
        let kept = bytes.lastIndex { $0 != lineFeed }
        var out: [UInt8] = []
        if let kept {
            out = [UInt8](repeating: lineFeed, count: pendingLineFeeds) + bytes[...kept]
            pendingLineFeeds = bytes.endIndex - kept - 1
        } else {
            pendingLineFeeds += bytes.count
        }
        if last && pendingLineFeeds > 0 { out.append(lineFeed) }
        return out
    }

    /// The next decrypted chunk; empty after the last.
    private func decrypted() throws -> [UInt8] {
        do {
            if decryptor == nil {
                decryptor = try AgeDecryptor(
                    source: source, keys: AgeDecryptionKeys(identities: identities, memoryLimit: 0))
                seal = identities.first.map(SyncFileSeal.init(identity:))
            }
            return try decryptor?.nextChunk() ?? []
        } catch let error as AgeError {
            throw problem("it " + error.reason)
        } catch let error as PainlogError {
            throw problem("cannot read it (\(error.message))")
        }
    }

    private func problem(_ reason: String) -> SyncFileProblem { .skipped(file: name, reason: reason) }
}
