import Foundation
import Testing

/// Real tools the shell-integration tests check painlog's files with (systemd-analyze, bash, zsh,
/// fish, man).
///
/// A test whose tool is missing is skipped, saying which and how to get it; `.ci/run` installs them
/// all.
enum SystemTools {
    /// The absolute path of `name` in /usr/bin or /bin, or a skip naming the Debian package.
    static func require(_ name: String, package: String) throws -> String {
        if let path = find(name) { return path }
        try Test.cancel("skipped: \(name) is not installed (Debian package \(package); .ci/run installs it)")
    }

    /// The absolute path of `name` in /usr/bin, /bin or /usr/local/bin; nil when it is not installed.
    static func find(_ name: String) -> String? {
        ["/usr/bin", "/bin", "/usr/local/bin"].map { $0 + "/" + name }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
