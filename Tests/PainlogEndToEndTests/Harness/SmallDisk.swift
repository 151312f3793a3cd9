import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tmpfs of a given size mounted in the test's folder: a disk that can be filled.
final class SmallDisk {
    let path: String
    private var mounted = true

    /// Mounts it, or returns nil with the reason when this machine does not let us.
    static func mount(at path: String, size: String, harness: ReliabilityHarness) throws -> Result<
        SmallDisk, HarnessError
    > {
        mkdir(path, 0o755)
        let outcome = try harness.run(["/bin/mount", "-t", "tmpfs", "-o", "size=\(size),mode=0755", "tmpfs", path])
        guard outcome.exited(0) else {
            return .failure(
                HarnessError(
                    "cannot mount a tmpfs (needs root): \(outcome.err.trimmingCharacters(in: .whitespacesAndNewlines))")
            )
        }
        return .success(SmallDisk(path: path))
    }

    private init(path: String) {
        self.path = path
    }

    deinit {
        unmount()
    }

    func unmount() {
        guard mounted else { return }
        mounted = false
        if umount(path) != 0 { umount2(path, Int32(MNT_DETACH)) }
    }
}

/// Mounts a small tmpfs or cancels the test (a skip) with the reason.
func mountSmallDisk(_ harness: ReliabilityHarness, name: String = "small", size: String = "2m") throws -> SmallDisk {
    switch try SmallDisk.mount(at: harness.path(name), size: size, harness: harness) {
    case .success(let disk): return disk
    case .failure(let reason): try Test.cancel("skipped: \(reason)")
    }
}

/// Cancels the test (a skip) unless it runs as root, which it needs to act as `nobody`.
func requireRoot(_ why: String) throws {
    if getuid() != 0 { try Test.cancel("skipped: needs root to \(why)") }
}
