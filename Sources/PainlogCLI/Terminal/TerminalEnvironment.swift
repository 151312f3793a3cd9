import PainlogSystem

/// What painlog learns about the terminal it runs in.
enum TerminalEnvironment {
    /// Whether the descriptor is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        Terminal.isTerminal(descriptor)
    }

    /// The width to fit tables to: `COLUMNS`, else the terminal's, else 80.
    static func width(variables: [String: String], descriptor: Int32 = 1) -> Int {
        if let columns = variables["COLUMNS"].flatMap({ Int($0) }), columns > 0 {
            return columns
        }
        return Terminal.columns(of: descriptor) ?? 80
    }

    /// Colour only on a terminal, never with `NO_COLOR` set (to anything but "") or `--no-color`.
    static func usesColour(variables: [String: String], noColourFlag: Bool, isTerminal: Bool) -> Bool {
        guard isTerminal, !noColourFlag else { return false }
        if let noColour = variables["NO_COLOR"], !noColour.isEmpty { return false }
        return variables["TERM"] != "dumb"
    }
}
