import PainlogFeatures

/// A presenter's JSON value as a command prints it (`JSONWriter.document`, as the view writes it),
/// for tests that compare the output's exact text.
enum JSONOutput {
    static func text(_ value: JSONValue) -> String {
        String(decoding: JSONWriter.document(value), as: UTF8.self)
    }
}
