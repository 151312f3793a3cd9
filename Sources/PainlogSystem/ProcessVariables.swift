import PainlogDomain

#if canImport(Glibc)
    import Glibc
#endif

/// The process's environment variables with their bytes kept: `ProcessInfo` replaces bytes that
/// are not UTF-8 by U+FFFD, and `PAINLOG_DB`, `XDG_DATA_HOME`, `XDG_CONFIG_HOME` and `HOME` are
/// paths that must reach the file system exactly (see `FileSystemPath`).
public enum ProcessVariables {
    /// Every variable of the environment painlog was started with, by name.
    public static func current() -> [String: String] {
        var variables: [String: String] = [:]
        var cursor = environ
        while let entry = cursor.pointee {
            var bytes: [UInt8] = []
            var index = 0
            while entry[index] != 0 {
                bytes.append(UInt8(bitPattern: entry[index]))
                index += 1
            }
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                let name = FileSystemPath.string(fromBytes: Array(bytes[..<equals]))
                // The first of repeated names wins, as getenv(3) has it.
                if variables[name] == nil {
                    variables[name] = FileSystemPath.string(fromBytes: Array(bytes[(equals + 1)...]))
                }
            }
            cursor += 1
        }
        return variables
    }
}
