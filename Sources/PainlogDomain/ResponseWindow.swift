/// Where the entry that shows a response may lie: from `minimum` to `maximum` seconds after the
/// entry it follows, both ends included.
public struct ResponseWindow: Sendable, Equatable {
    public let minimum: Int64
    public let maximum: Int64

    public init(minimum: Int64, maximum: Int64) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// 30 minutes to 4 hours.
    public static let standard = ResponseWindow(minimum: 30 * 60, maximum: 4 * 3600)
}
