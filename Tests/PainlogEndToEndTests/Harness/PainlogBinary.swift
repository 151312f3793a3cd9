import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the built `painlog` is: `$PAINLOG_BIN`, else the `painlog` executable in the build folder
/// the test bundle was built in (`.build/debug`, `.build-NAME/<triple>/debug`, ...).
///
/// Every harness finds it here.
enum PainlogBinary {
    private static let located: Result<String, HarnessError> = locate()

    static func path() throws -> String {
        try located.get()
    }

    private static func locate() -> Result<String, HarnessError> {
        if let path = ProcessInfo.processInfo.environment["PAINLOG_BIN"], !path.isEmpty {
            return isExecutableFile(path)
                ? .success(path) : .failure(HarnessError("PAINLOG_BIN=\(path) is not an executable file"))
        }
        var starts = [Bundle.main.bundleURL, Bundle.main.executableURL?.deletingLastPathComponent()].compactMap { $0 }
        if let first = CommandLine.arguments.first {
            let url = URL(fileURLWithPath: first)
            starts += [url.deletingLastPathComponent(), url.resolvingSymlinksInPath().deletingLastPathComponent()]
        }
        for start in starts {
            var folder = start.standardizedFileURL
            while true {
                let candidate = folder.appendingPathComponent("painlog").path
                if isExecutableFile(candidate) { return .success(candidate) }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return .failure(
            HarnessError(
                "cannot find the painlog binary above \(starts.map(\.path)); build with --build-tests or set PAINLOG_BIN"
            ))
    }

    private static func isExecutableFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }

    private static let brokenPipesIgnored: Bool = {
        // A program that exits before reading all of its stdin must not kill the test runner.
        signal(SIGPIPE, SIG_IGN)
        return true
    }()

    static func ignoreBrokenPipes() {
        _ = brokenPipesIgnored
    }
}
