/// Names the source literal of a fragment that interpolates values only, by its pieces (the literal
/// text between the values, and a `?` for each value): equal keys mean equal SQL, so the connection
/// finds the prepared statement by the key and skips making and hashing the text.
///
/// A row of an import runs several such statements, and making their text each time cost an import
/// a tenth more instructions.
///
/// Cheap because the pieces are compile-time strings: two keys from one source literal hold the
/// very same string values, which `String.==` tells equal from their bits alone. `String.==` also
/// equates canonically equivalent texts of other bytes, which SQLite would not; SQL written in
/// painlog is ASCII, where the two agree, and a debug build checks that every piece is.
struct SQLLiteralKey: Hashable, Sendable {
    private let pieces: [String]

    init(pieces: [String]) {
        assert(pieces.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }, "SQL literals are ASCII: \(pieces)")
        self.pieces = pieces
    }

    /// The number of pieces and the lengths of the first and last: enough to tell one statement
    /// from another most of the time, at a few instructions; `==` decides.
    func hash(into hasher: inout Hasher) {
        hasher.combine(pieces.count)
        hasher.combine(pieces.first?.utf8.count ?? 0)
        hasher.combine(pieces.last?.utf8.count ?? 0)
    }
}
