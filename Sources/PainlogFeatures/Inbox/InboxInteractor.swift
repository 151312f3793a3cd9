public import PainlogDomain

/// Logs the lines of a sync folder's inbox files (`painlog-inbox*.txt`) exactly once overall.
///
/// A line's id is a name-based UUID of the file's generation marker (the `# painlog inbox
/// generation …` line painlog writes when it empties a file; none before the first time), the
/// line's text and its occurrence among identical lines of the file. Every diary reading the same
/// file (or a conflict copy of it) derives the same id; it becomes the entry's `uid`, and the
/// diary's ledger remembers it, so a line seen again (another sync, another diary, a conflict
/// copy) is not logged again, while two identical lines are two entries.
///
/// Nothing is lost: a line that cannot be logged is reported and left; a file is emptied (a
/// conflict copy removed) only when every line in it was logged and it is still byte for byte
/// what was read.
public struct InboxInteractor {
    /// The first inbox file's name; others (`painlog-inbox*.txt`) are its conflict copies or more inboxes.
    public static let mainFile = "painlog-inbox.txt"
    /// The comment painlog writes as a file's first line when it empties it.
    public static let generationPrefix = "# painlog inbox generation "
    /// The namespace of line ids (a version 4 UUID chosen once for painlog's inbox).
    public static let namespace = "5b0d6a5e-3c1f-4e8a-9d57-2f6c1b8e4a90"
    /// A longer line is refused (a note holds at most 10,000 characters).
    public static let maximumLineBytes = 65_536

    /// Whether `name` is an inbox file.
    public static func isInboxFile(_ name: String) -> Bool {
        name.hasPrefix("painlog-inbox") && name.hasSuffix(".txt")
    }

    /// Whether `name` is a file-sync tool's conflict copy (Syncthing's `.sync-conflict-`,
    /// Dropbox's and Nextcloud's "conflicted copy", Nextcloud's "conflict").
    public static func isConflictCopy(_ name: String) -> Bool {
        name != mainFile && name.lowercased().contains("conflict")
    }

    private let unitOfWork: any UnitOfWork
    private let calendar: LocalCalendar
    private let makeUID: () -> String
    private let lineID: (String) -> String

    /// - Parameters:
    ///   - makeUID: a new random UUID (a new generation marker).
    ///   - lineID: the version 5 UUID of a name in `namespace`.
    public init(
        unitOfWork: any UnitOfWork, calendar: LocalCalendar, makeUID: @escaping () -> String,
        lineID: @escaping (String) -> String
    ) {
        self.unitOfWork = unitOfWork
        self.calendar = calendar
        self.makeUID = makeUID
        self.lineID = lineID
    }

    /// The name hashed for a line's id.
    static func idName(generation: String, text: String, occurrence: Int) -> String {
        "painlog inbox line\n\(generation)\n\(occurrence)\n\(text)"
    }

    /// Thrown inside the transaction to roll back a dry run.
    private struct RollBack: Error {
        let reading: InboxReading
    }

    /// One line of a file, ready to log.
    private struct Candidate {
        let file: String
        let line: Int
        let id: String
        let reading: InboxLineReading
    }

    /// Reads every inbox file in `folder`, reads each line with `parse` (the CLI's `log` parser) and
    /// logs the new ones, as one transaction and one undo step (none with `dryRun`).
    public func log(_ folder: any InboxFolder, dryRun: Bool, parse: (String) -> InboxLineReading) throws
        -> InboxReading
    {
        var skipped: [InboxReport.SkippedFile] = []
        var refused: [InboxReport.Refused] = []
        var candidates: [Candidate] = []
        var files: [(name: String, version: InboxFileVersion, lines: Int)] = []
        for name in try folder.inboxFileNames() {
            switch try folder.read(name) {
            case .missing: continue
            case .skipped(let reason): skipped.append(.init(file: name, reason: reason))
            case .file(let version):
                let lines = Self.lines(of: version.bytes)
                let generation =
                    lines.lazy.compactMap { line -> String? in
                        guard case .text(let text) = line else { return nil }
                        let trimmed = text.trimmingWhitespace()
                        guard trimmed.hasPrefix(Self.generationPrefix) else { return nil }
                        return String(trimmed.dropFirst(Self.generationPrefix.count)).trimmingWhitespace()
                    }.first ?? ""
                var seen: [String: Int] = [:]
                var count = 0
                for (index, line) in lines.enumerated() {
                    let number = index + 1
                    switch line {
                    case .refused(let reason):
                        refused.append(.init(file: name, line: number, reason: reason))
                        count += 1
                    case .text(let raw):
                        let text = raw.trimmingWhitespace()
                        if text.isEmpty || text.hasPrefix("#") { continue }
                        count += 1
                        let occurrence = seen[text, default: 0]
                        seen[text] = occurrence + 1
                        let id = lineID(Self.idName(generation: generation, text: text, occurrence: occurrence))
                        candidates.append(Candidate(file: name, line: number, id: id, reading: parse(text)))
                    }
                }
                files.append((name, version, count))
            }
        }
        let now = calendar.now()
        let written = calendar.timestamp(at: now)
        let drafts = LogEntryInteractor(unitOfWork: unitOfWork, calendar: calendar, makeUID: makeUID)
        let result: InboxReading
        do {
            result = try unitOfWork.inWriteTransaction { diary in
                var logged: [InboxReport.Logged] = []
                var already = 0
                for candidate in candidates {
                    if try diary.inboxLines.contains(candidate.id) || diary.entries.entry(uid: candidate.id) != nil
                        || diary.tombstones.tombstone(uid: candidate.id) != nil
                    {
                        try diary.inboxLines.record(candidate.id, at: now)
                        already += 1
                        continue
                    }
                    switch candidate.reading {
                    case .refused(let reason):
                        refused.append(.init(file: candidate.file, line: candidate.line, reason: reason))
                    case .request(let request, let timed):
                        do {
                            let content = try drafts.draft(request, uid: candidate.id).content
                            let entry = try diary.entries.insert(content)
                            try diary.inboxLines.record(candidate.id, at: now)
                            logged.append(
                                .init(file: candidate.file, line: candidate.line, entry: entry, atSyncTime: !timed))
                        } catch let error as PainlogError where error.kind == .usage {
                            refused.append(.init(file: candidate.file, line: candidate.line, reason: error.message))
                        }
                    }
                }
                if !logged.isEmpty {
                    let count = logged.count
                    try diary.journal.record(
                        .log, summary: "inbox: \(count) entr\(count == 1 ? "y" : "ies")", at: written, changing: [],
                        created: logged.map(\.entry.id))
                }
                refused.sort { ($0.file, $0.line) < ($1.file, $1.line) }
                let pending = files.map { file in
                    InboxPending(
                        name: file.name, version: file.version,
                        allLogged: !refused.contains { $0.file == file.name }, hadLines: file.lines > 0)
                }
                let reading = InboxReading(
                    report: InboxReport(
                        logged: logged, alreadyLogged: already, refused: refused, skipped: skipped, dryRun: dryRun),
                    pending: pending)
                if dryRun { throw RollBack(reading: reading) }
                return reading
            }
        } catch let rollBack as RollBack {
            result = rollBack.reading
        }
        return result
    }

    /// Empties each inbox file whose lines were all logged, and removes each such conflict copy.
    ///
    /// An emptied file holds a new generation line; a file that changed since it was read is left
    /// as it is. Call it only once the entries are in the diary and in this diary's sync file.
    public func tidy(_ reading: InboxReading, in folder: any InboxFolder) throws -> InboxReport {
        var report = reading.report
        guard !report.dryRun else { return report }
        for file in reading.pending where file.allLogged {
            if Self.isConflictCopy(file.name) {
                report.tidied.append(
                    try folder.remove(file.name, ifStill: file.version) ? .removed(file.name) : .changed(file.name))
            } else if file.hadLines {
                let text = Self.generationPrefix + makeUID() + "\n"
                report.tidied.append(
                    try folder.replace(file.name, ifStill: file.version, with: text)
                        ? .emptied(file.name) : .changed(file.name))
            }
        }
        return report
    }

    /// A line of a file: its text, or why it cannot be read.
    enum Line: Equatable {
        case text(String)
        case refused(String)
    }

    /// The lines of `bytes` (LF or CRLF ends, a UTF-8 byte-order mark at the start left out, as
    /// some editors write one); a line with a NUL byte, invalid UTF-8 or over the length limit is
    /// refused.
    static func lines(of bytes: [UInt8]) -> [Line] {
        let bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        var parts = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if parts.last?.isEmpty == true { parts.removeLast() }
        return parts.map { part in
            var line = Array(part)
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            if line.count > maximumLineBytes {
                return .refused("the line is longer than \(maximumLineBytes / 1024) KiB")
            }
            if line.contains(0) { return .refused("the line holds a NUL byte") }
            guard let text = String(validating: line, as: UTF8.self) else {
                return .refused("the line is not valid UTF-8")
            }
            return .text(text)
        }
    }
}
