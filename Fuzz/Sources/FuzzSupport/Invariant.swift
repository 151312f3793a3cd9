/// Stops the fuzzer when an invariant does not hold, so that libFuzzer saves the input as a crash.
///
/// `fatalError` rather than `assert`: the fuzzers are built optimized, where asserts vanish.
public func invariant(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if !condition() {
        fatalError("invariant broken: \(message())", file: file, line: line)
    }
}

/// The fuzzer's input as bytes.
///
/// libFuzzer passes a valid pointer for every size, but a null one with size 0 is tolerated.
public func inputBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// The fuzzer's input as text: invalid UTF-8 becomes U+FFFD, as any `String` made from bytes would.
public func inputText(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
    String(decoding: inputBytes(data, size), as: UTF8.self)
}

extension String {
    /// The text as Swift source would spell it, so that a broken invariant's message shows control
    /// characters, marks and invisible scalars.
    public var debugQuoted: String { String(reflecting: self) }
}
