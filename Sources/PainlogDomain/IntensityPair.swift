/// An entry's intensity and that of the first entry inside the response window after it.
public struct IntensityPair: Sendable, Equatable {
    public let before: Int
    public let after: Int

    public init(before: Int, after: Int) {
        self.before = before
        self.after = after
    }
}
