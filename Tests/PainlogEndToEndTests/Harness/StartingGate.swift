import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Holds processes at a shared `flock` until all of them are waiting, then lets them go at once.
///
/// The test takes an exclusive lock on a file; each process is started as `flock -s FILE painlog …`
/// and blocks. When the kernel lists every one of them as waiting (`/proc/locks`), the test
/// unlocks and they all get their shared lock in the same instant.
final class StartingGate {
    let path: String
    private let descriptor: Int32
    private let inode: UInt64

    init(path: String) throws {
        self.path = path
        descriptor = openLockFile(path)
        guard descriptor >= 0, flock(descriptor, LOCK_EX) == 0 else { throw HarnessError("cannot lock \(path)") }
        var info = stat()
        fstat(descriptor, &info)
        inode = UInt64(info.st_ino)
    }

    deinit {
        close(descriptor)
    }

    /// The prefix that makes a command wait at the gate.
    var wrapper: [String] { ["/usr/bin/flock", "-s", path] }

    /// How many processes wait at the gate now.
    var waiting: Int {
        let text = (try? String(contentsOfFile: "/proc/locks", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { line in
            let fields = line.split(separator: " ")
            return fields.contains("->") && fields.contains { $0.hasSuffix(":\(inode)") }
        }.count
    }

    /// Waits until `count` processes wait (or 30 s passed), then lets them all go.
    func open(whenWaiting count: Int) {
        waitUntil { waiting >= count }
        flock(descriptor, LOCK_UN)
    }
}

/// `open(2)` of the gate's file under a name of its own: inside `StartingGate`, its `open(whenWaiting:)`
/// hides the C function's.
private func openLockFile(_ path: String) -> Int32 {
    open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
}
