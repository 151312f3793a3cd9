/// An age header: the version line, the recipient stanzas and the MAC.
struct AgeHeader {
    static let versionLine = Array("age-encryption.org/v1".utf8)
    /// A header larger than this is refused rather than held (a few hundred recipients fit).
    static let maximumSize = 1 << 20

    let stanzas: [AgeStanza]
    /// The bytes the MAC covers: from the version line up to and including `---`.
    let authenticated: [UInt8]
    let mac: [UInt8]

    /// The header for `stanzas`, its MAC made with `fileKey`.
    static func encoded(stanzas: [AgeStanza], fileKey: AgeFileKey) -> [UInt8] {
        var bytes = versionLine + [UInt8(ascii: "\n")]
        for stanza in stanzas { bytes += stanza.encoded }
        bytes += Array("---".utf8)
        let mac = fileKey.headerMAC(bytes)
        return bytes + Array(" \(Base64.encode(mac, padded: false))\n".utf8)
    }

    /// Reads a header, strictly as the spec's grammar gives it.
    static func read(from reader: ByteReader) throws(AgeError) -> AgeHeader {
        var authenticated: [UInt8] = []
        guard let version = try readLine(reader) else { throw .malformed("is not an age file (no header line)") }
        guard version == versionLine else {
            if version.starts(with: Array("age-encryption.org/".utf8)) {
                throw .malformed(
                    "is an age file of another version (\(AgeError.quoted(String(decoding: version, as: UTF8.self))))")
            }
            throw .malformed("is not an age file (it does not begin with age-encryption.org/v1)")
        }
        authenticated = version + [UInt8(ascii: "\n")]
        var stanzas: [AgeStanza] = []
        while true {
            guard let line = try readLine(reader) else { throw .malformed("is cut off inside its header") }
            if line.starts(with: Array("-> ".utf8)) {
                authenticated += line + [UInt8(ascii: "\n")]
                stanzas.append(try AgeStanza.read(argumentLine: line.dropFirst(3), from: reader, into: &authenticated))
                guard authenticated.count <= maximumSize else {
                    throw .malformed("has a header larger than \(maximumSize >> 20) MiB")
                }
            } else if line.starts(with: Array("---".utf8)) {
                guard !stanzas.isEmpty else { throw .malformed("has a header without any recipient stanza") }
                authenticated += Array("---".utf8)
                guard line.count == 47, line[3] == UInt8(ascii: " "),
                    let mac = Base64.decode(line[4...], padded: false), mac.count == 32
                else { throw .malformed("has a malformed header MAC line") }
                return AgeHeader(stanzas: stanzas, authenticated: authenticated, mac: mac)
            } else {
                throw .malformed("has a malformed header (a line that is neither a stanza nor the MAC)")
            }
        }
    }

    private static func readLine(_ reader: ByteReader) throws(AgeError) -> [UInt8]? {
        do { return try reader.line(limit: maximumSize) } catch { throw .malformed("could not be read: \(error)") }
    }
}
