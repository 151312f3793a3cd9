/// What the parsed command line asks for: a flow, and how it needs the diary.
///
/// The coordinator opens the diary accordingly and hands it to the flow.
enum AppTask {
    /// A flow that runs on the diary opened for writing, its schema brought up to date first
    /// unless the flow says otherwise.
    case onDiary(any DiaryFlow)
    /// A flow that only reads the schema's state and must not write anything, not even a pending
    /// migration (`migrate --status`, `--dry-run`).
    case readingSchema(any SchemaReadingFlow)
    /// A flow that reads the diary opened read-only, or gets nil when there is none: it never
    /// creates, writes or migrates a diary (`due`, run from a timer).
    case readingDiary(any ReadingDiaryFlow)
    /// A flow that needs the diary's path but not the diary (`remind`, which writes unit files).
    case besideDiary(any BesideDiaryFlow)
}
