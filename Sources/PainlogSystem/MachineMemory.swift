#if canImport(Glibc)
    import Glibc
#endif

/// How much memory the machine has, for refusing work that would need more than its share
/// (scrypt's memory, named by the file being read).
public enum MachineMemory {
    /// The physical memory in bytes (`_SC_PHYS_PAGES` × `_SC_PAGESIZE`); 0 when it cannot be told.
    public static var total: Int {
        let pages = sysconf(Int32(_SC_PHYS_PAGES))
        let size = sysconf(Int32(_SC_PAGESIZE))
        guard pages > 0, size > 0 else { return 0 }
        return pages.multipliedReportingOverflow(by: size).overflow ? Int.max : pages * size
    }
}
