import Foundation
import PainlogDomain
import PainlogTestSupport
import Testing

@testable import PainlogCrypto

/// Encrypting and decrypting in memory, and the real `age` tool, for the age format's tests.
enum AgeTestSupport {
    /// Plenty for scrypt at work factor 18 (256 MiB).
    static let memoryLimit = 1 << 30

    /// An age file of `plaintext` for `recipients`, optionally armored.
    static func encrypt(_ plaintext: [UInt8], to recipients: AgeEncryptor.Recipients, armor: Bool = false) throws
        -> [UInt8]
    {
        var file: [UInt8] = []
        if armor {
            let armorer = try AgeArmorEncoder { file += $0 }
            let encryptor = try AgeEncryptor(recipients: recipients) { try armorer.write($0) }
            try encryptor.write(plaintext)
            try encryptor.finish()
            try armorer.finish()
        } else {
            let encryptor = try AgeEncryptor(recipients: recipients) { file += $0 }
            // In uneven pieces, so that chunk edges fall inside writes.
            var start = 0
            var step = 1
            while start < plaintext.count {
                let end = min(plaintext.count, start + step)
                try encryptor.write(plaintext[start..<end])
                start = end
                step = step * 3 + 1
            }
            try encryptor.finish()
        }
        return file
    }

    /// The plaintext of `file`, read through a source handing it out `chunk` bytes at a time.
    static func decrypt(
        _ file: [UInt8], identities: [AgeIdentity] = [], passphrase: String? = nil, chunk: Int = 4096,
        memoryLimit: Int = memoryLimit
    ) throws -> [UInt8] {
        let keys = AgeDecryptionKeys(identities: identities, memoryLimit: memoryLimit) {
            passphrase.map { Array($0.utf8) }
        }
        let decryptor = try AgeDecryptor(source: ChunkedByteSource(file, size: chunk), keys: keys)
        var plaintext: [UInt8] = []
        while true {
            let next = try decryptor.nextChunk()
            if next.isEmpty { break }
            plaintext += next
        }
        return plaintext
    }

    /// The error decrypting `file` throws, as an `AgeError`.
    static func refusal(
        _ file: [UInt8], identities: [AgeIdentity] = [], passphrase: String? = nil, memoryLimit: Int = memoryLimit
    ) -> AgeError? {
        do {
            _ = try decrypt(file, identities: identities, passphrase: passphrase, memoryLimit: memoryLimit)
            return nil
        } catch let error as AgeError {
            return error
        } catch {
            Issue.record("not an AgeError: \(error)")
            return nil
        }
    }

    /// Deterministic bytes of `count`.
    static func bytes(_ count: Int, seed: UInt64 = 1) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    }
}

/// The real `age` and `age-keygen` (Debian package `age`), run in a temporary folder.
struct RealAge {
    let age: String
    let keygen: String
    let folder: URL

    /// The tools, or a skip naming the package when they are missing.
    static func require() throws -> RealAge {
        let search = ["/usr/bin", "/bin", "/usr/local/bin"]
        func find(_ name: String) -> String? {
            search.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
        }
        guard let age = find("age"), let keygen = find("age-keygen") else {
            try Test.cancel("skipped: age is not installed (Debian package age; scripts/test and .ci/run install it)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("painlog-age-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return RealAge(age: age, keygen: keygen, folder: folder)
    }

    /// Runs `executable` with `arguments` in the folder; its exit status, stdout and stderr.
    @discardableResult
    func run(_ executable: String, _ arguments: [String], input: [UInt8] = []) throws -> (
        status: Int32, stdout: [UInt8], stderr: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        try stdin.fileHandleForWriting.write(contentsOf: Data(input))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, Array(out), String(decoding: err, as: UTF8.self))
    }

    func write(_ bytes: [UInt8], to name: String) throws {
        try Data(bytes).write(to: folder.appendingPathComponent(name))
    }

    func read(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
