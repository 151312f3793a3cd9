import PainlogDomain
import Testing

@testable import PainlogStorage

/// Names are kept byte for byte as first spelled, also in the cache of name ids that a bulk write
/// uses.
///
/// `é` (U+00E9) and `e` + U+0301 are canonically equal, and since issue #12 one name (keys are NFC):
/// the second spelling finds the first one's row, in the cache as in the database.
@Suite struct NameCacheTests {
    @Test func canonicallyEquivalentNamesAreOneNameKeptAsFirstSpelled() throws {
        let folder = TemporaryFolder()
        let storage = try openStorage(folder.file("diary.sqlite"))
        let composed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        let ids = try storage.unitOfWork.inWriteTransaction { _ in
            [
                try storage.entries.insert(content(1, areas: [composed], tags: [decomposed]), preferredID: nil),
                try storage.entries.insert(content(2, areas: [decomposed], tags: [composed]), preferredID: nil),
            ]
        }
        let first = try #require(try storage.entries.entry(id: ids[0]))
        let second = try #require(try storage.entries.entry(id: ids[1]))
        #expect(first.areas.map { Array($0.utf8) } == [Array(composed.utf8)])
        #expect(first.tags.map { Array($0.utf8) } == [Array(decomposed.utf8)])
        #expect(second.areas.map { Array($0.utf8) } == [Array(composed.utf8)])
        #expect(second.tags.map { Array($0.utf8) } == [Array(decomposed.utf8)])
    }
}
