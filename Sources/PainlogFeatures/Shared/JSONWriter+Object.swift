import PainlogDomain

extension JSONWriter {
    /// One JSON object written member by member straight into a byte buffer, for lines written by
    /// the hundred thousand (a sync file) without building a `JSONValue` first.
    ///
    /// What it writes is exactly what `JSONWriter.append(.object(members))` writes for the same
    /// members: compact, in the order given, strings escaped the same way.
    struct Object {
        private var started = false

        /// Starts an object at the end of `out`.
        init(in out: inout [UInt8]) {
            out.append(UInt8(ascii: "{"))
        }

        private mutating func name(_ name: StaticString, _ out: inout [UInt8]) {
            if started { out.append(UInt8(ascii: ",")) }
            started = true
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
            out.append(contentsOf: "\":".utf8)
        }

        mutating func string(_ name: StaticString, _ value: String, _ out: inout [UInt8]) {
            self.name(name, &out)
            JSONWriter.appendString(value, to: &out)
        }

        mutating func number(_ name: StaticString, _ value: Int, _ out: inout [UInt8]) {
            self.name(name, &out)
            out.append(contentsOf: String(value).utf8)
        }

        /// A time as its ISO 8601 string (`Timestamp.iso8601`).
        mutating func time(_ name: StaticString, _ value: Timestamp, _ out: inout [UInt8]) {
            self.name(name, &out)
            out.append(UInt8(ascii: "\""))
            value.appendISO8601(to: &out)
            out.append(UInt8(ascii: "\""))
        }

        mutating func strings(_ name: StaticString, _ values: [String], _ out: inout [UInt8]) {
            self.name(name, &out)
            out.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONWriter.appendString(value, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        }

        /// An array of strings, each written by `write` into a scratch buffer that it appends to
        /// (UTF-8), then escaped into `out`.
        mutating func strings(
            _ name: StaticString, count: Int, _ out: inout [UInt8], write: (Int, inout [UInt8]) -> Void
        ) {
            self.name(name, &out)
            out.append(UInt8(ascii: "["))
            var scratch: [UInt8] = []
            scratch.reserveCapacity(96)
            for index in 0..<count {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                scratch.removeAll(keepingCapacity: true)
                write(index, &scratch)
                out.append(UInt8(ascii: "\""))
                scratch.withUnsafeBufferPointer { JSONWriter.appendEscaped($0, to: &out) }
                out.append(UInt8(ascii: "\""))
            }
            out.append(UInt8(ascii: "]"))
        }

        /// Closes the object.
        func end(_ out: inout [UInt8]) {
            out.append(UInt8(ascii: "}"))
        }
    }
}
