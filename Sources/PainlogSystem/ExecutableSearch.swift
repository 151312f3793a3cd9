import PainlogDomain

/// Finds a program the way a shell does: the first regular, executable file of that name in the
/// folders of `PATH`, in order (relative folders are skipped: what they mean depends on where
/// painlog was started).
public enum ExecutableSearch {
    /// The absolute path of `name` on `variables["PATH"]`, or nil.
    public static func find(_ name: String, variables: [String: String]) -> String? {
        let folders = (variables["PATH"] ?? "").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        return folders.map { $0 + "/" + name }.first(where: FileSystemEntries.isExecutableFile)
    }
}
