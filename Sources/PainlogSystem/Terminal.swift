#if canImport(Glibc)
    import Glibc
#endif

/// What the C library says of a terminal: whether a descriptor is one, and how wide it is.
public enum Terminal {
    /// Whether `descriptor` is a terminal (`isatty(3)`).
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The width in columns of the terminal at `descriptor` (`TIOCGWINSZ`); nil when it is not a
    /// terminal or does not say.
    public static func columns(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
