import PainlogDomain

/// Reads the records of an import file one at a time.
public protocol ImportRecordReader: AnyObject {
    /// The next record, or nil at the end. Malformed input is a `badData` error naming the line.
    func next() throws -> ImportRecord?
}
