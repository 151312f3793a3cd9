import Foundation

/// A diary made once by running painlog, then copied into each test that starts from it, so that
/// tests reading the same diary do not each pay for logging it entry by entry.
final class DiaryTemplate: @unchecked Sendable {
    private let lock = NSLock()
    private let make: @Sendable (PainlogSandbox) throws -> Void
    // Guarded by `lock`.
    private var bytes: Data?

    /// - Parameter make: fills a new diary (`painlog.database`) by running painlog.
    init(_ make: @escaping @Sendable (PainlogSandbox) throws -> Void) {
        self.make = make
    }

    /// Puts a copy of the diary at `painlog.database`, making the diary first if no test has yet.
    func copy(into painlog: PainlogSandbox) throws {
        let diary = try lock.withLock {
            if let bytes { return bytes }
            let maker = try PainlogSandbox()
            try make(maker)
            // Move everything committed into the file itself, so that the file alone is the diary.
            _ = try maker.sqlite("PRAGMA wal_checkpoint(TRUNCATE);")
            let made = try Data(contentsOf: URL(fileURLWithPath: maker.database))
            self.bytes = made
            return made
        }
        try diary.write(to: URL(fileURLWithPath: painlog.database))
    }
}
