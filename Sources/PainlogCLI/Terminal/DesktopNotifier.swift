import PainlogDomain
import PainlogSystem

/// Sends a desktop notification through `notify-send` (libnotify) when it is on PATH, and does
/// nothing otherwise: `due --notify` runs from timers on machines with and without a desktop, and
/// a missing notifier is not an error.
///
/// The notifier's own output and failures are ignored.
struct DesktopNotifier {
    /// The `notify-send` found on PATH, if any.
    let executable: String?
    /// The environment it runs with: painlog's own (it needs the desktop session's variables).
    let variables: [String: String]

    /// Looks for `notify-send` in the folders of `PATH` (absolute folders only, in order).
    init(variables: [String: String]) {
        let folders = (variables["PATH"] ?? "").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        executable = folders.map { $0 + "/notify-send" }.first(where: FileSystemEntries.isExecutableFile)
        self.variables = variables
    }

    /// Runs `notify-send TITLE BODY` through the process runner the PDF engines use, and waits for it
    /// (at most 10 seconds).
    func notify(title: String, body: String) {
        guard let executable else { return }
        // A notifier that cannot start is the same as none: the line on stdout still says it.
        _ = try? SpawnedProcessRunner().run(
            ProcessCommand(
                executable: executable, arguments: [title, body], environment: variables, timeoutSeconds: 10))
    }
}
