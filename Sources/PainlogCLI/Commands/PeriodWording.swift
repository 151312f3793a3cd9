/// How one command's help describes `--since` and `--until`: what they bound and what is meant
/// when they are left out.
protocol PeriodWording {
    /// The help for `--since`.
    static var since: String { get }
    /// The help for `--until`.
    static var until: String { get }
}
