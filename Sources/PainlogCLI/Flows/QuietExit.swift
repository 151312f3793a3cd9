/// Ends a flow with an exit status and no message: `due` exits 1 in silence when nothing is due.
struct QuietExit: Error {
    let status: Int32
}
