import Foundation

/// A process id that names no running process: for tests of what painlog does with a leftover file
/// whose owner has ended.
enum DeadProcess {
    /// The id of a process that has ended (and was reaped).
    static func id() -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try? process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
