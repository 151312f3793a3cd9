/// File paths as the file system has them: any bytes but NUL, not always valid UTF-8.
///
/// painlog keeps paths in `String`s, but a path from the command line or the environment need not
/// be UTF-8 (`diary-\xe4.sqlite`, written on a Latin-1 system). Decoding such bytes the usual way
/// replaces them by U+FFFD and opens *another* file. So every byte that is not part of valid UTF-8
/// is kept as one scalar of a private-use block, U+10FE80 … U+10FEFF (byte 0x80 … 0xFF), the way
/// Python's `surrogateescape` keeps them, and `cString(_:)` gives the exact bytes back for each
/// call into the file system. Derived names (`-wal`, `.backup-…`) stay exact, since they are made
/// by appending to the string.
///
/// A path that holds one of those 128 scalars as real text could not be told apart, so
/// `CommandLineBytes` refuses it; no one names a file with them.
public enum FileSystemPath {
    /// The scalar that stands for byte `0x80`; byte `b` is `escapeBase + b - 0x80`.
    static let escapeBase: UInt32 = 0x10FE80

    /// `bytes` as a path string: valid UTF-8 as it is, every other byte escaped.
    public static func string(fromBytes bytes: [UInt8]) -> String {
        if let valid = String(validating: bytes, as: UTF8.self) { return valid }
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            if let (scalar, length) = scalar(in: bytes, at: index) {
                scalars.append(scalar)
                index += length
            } else {
                scalars.append(escape(bytes[index]))
                index += 1
            }
        }
        return String(scalars)
    }

    /// Whether `text` holds a scalar of the escape block, which only `string(fromBytes:)` makes.
    public static func holdsEscapes(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isEscape)
    }

    /// The NUL-terminated bytes the file system gets for `path`: what `string(fromBytes:)` was given.
    public static func cString(_ path: String) -> [CChar] {
        bytes(path).map { CChar(bitPattern: $0) } + [0]
    }

    /// The folder that holds `path`, as `dirname` without its `.`: `/a/b/` and `/a/b` give `/a`,
    /// `/a` gives `/`, and a bare `name` gives the empty string (the current folder).
    public static func parent(of path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/") else { return "" }
        var parent = path[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
        return parent.isEmpty ? "/" : String(parent)
    }

    /// The bytes `path` stands for, without a terminating NUL.
    public static func bytes(_ path: String) -> [UInt8] {
        guard holdsEscapes(path) else { return Array(path.utf8) }
        var bytes: [UInt8] = []
        for scalar in path.unicodeScalars {
            if isEscape(scalar) {
                bytes.append(UInt8(scalar.value - escapeBase + 0x80))
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// `path` for a message: each escaped byte written `\xE4`, everything else as it is.
    public static func displayed(_ path: String) -> String {
        guard holdsEscapes(path) else { return path }
        var shown = ""
        for scalar in path.unicodeScalars {
            if isEscape(scalar) {
                let byte = scalar.value - escapeBase + 0x80
                shown += "\\x" + String(byte, radix: 16, uppercase: true)
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    static func isEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= escapeBase && scalar.value < escapeBase + 0x80
    }

    private static func escape(_ byte: UInt8) -> Unicode.Scalar {
        // Only bytes 0x80 … 0xFF can be invalid UTF-8; the block holds exactly those.
        Unicode.Scalar(escapeBase + UInt32(byte) - 0x80) ?? "\u{FFFD}"
    }

    /// The valid scalar that starts at `index`, with its length in bytes; nil when the bytes there
    /// are not valid UTF-8.
    private static func scalar(in bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
        for length in 1...4 where index + length <= bytes.count {
            if let text = String(validating: bytes[index..<(index + length)], as: UTF8.self),
                let scalar = text.unicodeScalars.first
            {
                return (scalar, length)
            }
        }
        return nil
    }
}
