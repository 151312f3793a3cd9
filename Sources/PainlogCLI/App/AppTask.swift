/// What the parsed command line asks for: a flow, and how it needs the diary. The coordinator
/// opens the diary accordingly and hands it to the flow.
enum AppTask {
    /// A flow that runs on the diary opened for writing, its schema brought up to date first
    /// unless the flow says otherwise.
    case onDiary(any DiaryFlow)
    /// A flow that only reads the schema's state and must not write anything, not even a pending
    /// migration (`migrate --status`, `--dry-run`).
    case readingSchema(any SchemaReadingFlow)
}
