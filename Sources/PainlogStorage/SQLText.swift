/// A fragment's SQL text seen through the pieces it was written in, its values standing as `?`:
/// how the statement cache finds a statement.
///
/// A literal piece is its `StaticString`, whose address and length name its text for as long as
/// painlog runs, so finding the cached statement takes the one-word `shape` and compares a few
/// words per piece, where making and hashing the text itself cost the statements of an import a
/// tenth more instructions. The String is made only when a statement is prepared or an error
/// shows it. Two writings of the same text are two texts here, which at worst prepares the
/// statement twice; two texts are never one.
///
/// It has `==` but does not conform to `Equatable`, for the reason `SQLFragment` does not.
struct SQLText: Sendable {
    private let fragment: SQLFragment

    /// The text of `fragment`; its values are not part of it.
    init(_ fragment: SQLFragment) {
        self.fragment = fragment
    }

    /// The SQL itself, with a `?` for each value.
    var string: String {
        var bytes: [UInt8] = []
        for piece in fragment.pieces {
            switch piece {
            case .literal(let literal): literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
            case .text(let text, _): bytes.append(contentsOf: text.utf8)
            case .value: bytes.append(UInt8(ascii: "?"))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The pieces mixed into one word: equal texts have equal shapes.
    var shape: Int { fragment.shape }

    /// The same pieces in the same order: literals by address and length, run-time text byte for
    /// byte, and a value wherever the other has one, whatever the values are.
    static func == (lhs: SQLText, rhs: SQLText) -> Bool {
        let (left, right) = (lhs.fragment.pieces, rhs.fragment.pieces)
        guard lhs.fragment.shape == rhs.fragment.shape, left.count == right.count else { return false }
        for index in left.indices where !sameText(left[index], right[index]) {
            return false
        }
        return true
    }

    /// Not the same pieces (see `==`).
    static func != (lhs: SQLText, rhs: SQLText) -> Bool {
        !(lhs == rhs)
    }

    private static func sameText(_ left: SQLFragment.Piece, _ right: SQLFragment.Piece) -> Bool {
        switch left {
        case .literal(let a):
            guard case .literal(let b) = right else { return false }
            return a.utf8Start == b.utf8Start && a.utf8CodeUnitCount == b.utf8CodeUnitCount
        case .text(let a, let aHash):
            guard case .text(let b, let bHash) = right else { return false }
            return aHash == bHash && sameBytes(a, b)
        case .value:
            guard case .value = right else { return false }
            return true
        }
    }

    /// Byte for byte: String's `==` is canonical equivalence, and SQLite reads bytes.
    ///
    /// Most often both are the one String (a column list made once), found at once by its address.
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        var (a, b) = (a, b)
        return a.withUTF8 { left in
            b.withUTF8 { right in left.baseAddress == right.baseAddress || left.elementsEqual(right) }
        }
    }
}
