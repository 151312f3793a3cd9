import PainlogDomain
import PainlogFeatures

/// The stream formats as whole strings, for tests that build small files the way export writes them.
extension EntryStreamFormat {
    /// Entry number `index` (from 0) with whatever separates it from the one before.
    func element(_ entry: Entry, index: Int) -> String {
        var bytes: [UInt8] = []
        append(entry, index: index, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `entries` in this format, opening to closing.
    func text(_ entries: [Entry]) -> String {
        opening + entries.enumerated().map { element($1, index: $0) }.joined() + closing(count: entries.count)
    }
}
