import Foundation

/// Sends a desktop notification through `notify-send` (libnotify) when it is on PATH, and does
/// nothing otherwise: `due --notify` runs from timers on machines with and without a desktop, and
/// a missing notifier is not an error. The notifier's own output and failures are ignored.
struct DesktopNotifier {
    /// The `notify-send` found on PATH, if any.
    let executable: String?

    /// Looks for `notify-send` in the folders of `PATH` (absolute folders only, in order).
    init(variables: [String: String]) {
        let folders = (variables["PATH"] ?? "").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        executable = folders.map { $0 + "/notify-send" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    func notify(title: String, body: String) {
        guard let executable else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [title, body]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            // A notifier that cannot start is the same as none: the line on stdout still says it.
        }
    }
}
