/// An error from a lower layer that knows how to say itself in the contract's terms.
///
/// The storage layer's errors conform, so the CLI reports them without knowing SQLite exists.
public protocol PainlogErrorConvertible: Error {
    /// The same failure as a `PainlogError`: one line a user can act on, and its exit status.
    var painlogError: PainlogError { get }
}
