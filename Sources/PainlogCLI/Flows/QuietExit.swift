/// Ends a flow with an exit status and no message: `due` exits 1 in silence when nothing is due.
struct QuietExit: Error {
    let status: Int32
    /// Whether what the flow did stands (a new diary is kept): `sync` logged the good inbox lines
    /// and exits 65 only to tell of a line left in its file.
    var keepsWork = false
}
