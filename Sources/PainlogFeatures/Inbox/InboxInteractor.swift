public import PainlogDomain

/// Logs the lines of a sync folder's inbox files (`painlog-inbox*.txt`) exactly once overall.
///
/// A line's id is a name-based UUID of the file's generation (the `# painlog inbox generation …`
/// line painlog writes when it empties a file; in a file without one, its first line that holds
/// an entry), the line's text and its occurrence among identical lines of the file; for an inbox
/// other than `painlog-inbox.txt` and its conflict copies, also the file's base name (conflict
/// markers removed), so that two phones' files are two sets of lines. Every diary reading the same
/// file (or a conflict copy of it) derives the same id; it becomes the entry's `uid`, and the
/// diary's ledger remembers it with its file, so a line seen again (another sync, another diary, a
/// conflict copy) is not logged again, while two identical lines are two entries. 0.3's id (no
/// base name, an empty generation for a file without a generation line) counts too, so that the
/// lines left in an inbox at the upgrade are not logged twice.
///
/// Once painlog has emptied a file, a line with the same id in a file without a generation line
/// (the phone made the file anew) is a new line: it is logged again, under a uid derived from the
/// one before. When in doubt painlog logs: a duplicate can be deleted, an erased line cannot come
/// back.
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
    /// At most this many lines of one file are logged at one sync (the rest wait for the next), so
    /// that a huge inbox neither holds the diary's write lock for long nor floods it at once.
    public static let maximumLinesPerFile = 1_000
    /// At most this many lines skipped as logged before are named for one file; the rest are counted.
    public static let namedPerFile = 20

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

    /// The name hashed for a line's id in `painlog-inbox.txt` and its conflict copies (0.3's form,
    /// and 0.3's id of a line in any file, whose generation was empty without a generation line).
    static func idName(generation: String, text: String, occurrence: Int) -> String {
        "painlog inbox line\n\(generation)\n\(occurrence)\n\(text)"
    }

    /// The name hashed for a line's id in any other inbox: `file` is its base name.
    static func idName(file: String, generation: String, text: String, occurrence: Int) -> String {
        "painlog inbox file line\n\(file)\n\(generation)\n\(occurrence)\n\(text)"
    }

    /// The name hashed for the uid of a line logged again after its file was emptied: derived from
    /// the uid it had, so that every diary that knows both derives the same one.
    static func againName(_ uid: String) -> String {
        "painlog inbox line again\n\(uid)"
    }

    /// Thrown inside the transaction to roll back a dry run.
    private struct RollBack: Error {
        let reading: InboxReading
    }

    /// What the diary knows of a line.
    private enum Judgement {
        /// Logged before as the entry `uid`; `certain` when this diary's own ledger holds the line
        /// from this file, not emptied since.
        case loggedBefore(uid: String, certain: Bool)
        /// New (or new again): to log as the entry `uid`.
        case new(uid: String)
    }

    /// What one sync makes of the lines, file by file.
    private struct Tally {
        var logged: [InboxReport.Logged] = []
        var loggedUIDs: Set<String> = []
        var already = 0
        var refused: [InboxReport.Refused] = []
        var named: [InboxReport.Named] = []
        var unnamed: [InboxReport.Remaining] = []
        var remaining: [InboxReport.Remaining] = []
    }

    /// Reads every inbox file in `folder`, reads each new line with `parse` (the CLI's `log`
    /// parser) and logs it, as one transaction and one undo step (none with `dryRun`).
    ///
    /// A file's lines are read one by one inside the transaction, and only a line to log is
    /// parsed: memory holds the files' bytes (at most 4 MiB each), not their lines.
    public func log(_ folder: any InboxFolder, dryRun: Bool, parse: (String) -> InboxLineReading) throws
        -> InboxReading
    {
        var skipped: [InboxReport.SkippedFile] = []
        var files: [(name: String, version: InboxFileVersion)] = []
        for name in try folder.inboxFileNames() {
            switch try folder.read(name) {
            case .missing: continue
            case .skipped(let reason): skipped.append(.init(file: name, reason: reason))
            case .file(let version): files.append((name, version))
            }
        }
        let now = calendar.now()
        let written = calendar.timestamp(at: now)
        let drafts = LogEntryInteractor(unitOfWork: unitOfWork, calendar: calendar, makeUID: makeUID)
        let result: InboxReading
        do {
            result = try unitOfWork.inWriteTransaction { diary in
                var tally = Tally()
                var pending: [InboxPending] = []
                for file in files {
                    let before = tally.refused.count
                    let (lines, left) = try logLines(
                        of: file.name, file.version.bytes, at: now, in: diary, drafts: drafts, parse: parse,
                        tally: &tally)
                    pending.append(
                        InboxPending(
                            name: file.name, base: Self.baseName(of: file.name), version: file.version,
                            allLogged: tally.refused.count == before && left == 0, hadLines: lines > 0))
                }
                if !tally.logged.isEmpty {
                    let count = tally.logged.count
                    try diary.journal.record(
                        .log, summary: "inbox: \(count) entr\(count == 1 ? "y" : "ies")", at: written, changing: [],
                        created: tally.logged.map(\.entry.id))
                }
                tally.refused.sort { ($0.file, $0.line) < ($1.file, $1.line) }
                var report = InboxReport(
                    logged: tally.logged, alreadyLogged: tally.already, refused: tally.refused, skipped: skipped,
                    dryRun: dryRun)
                report.named = tally.named
                report.unnamed = tally.unnamed
                report.remaining = tally.remaining
                let reading = InboxReading(report: report, pending: pending)
                if dryRun { throw RollBack(reading: reading) }
                return reading
            }
        } catch let rollBack as RollBack {
            result = rollBack.reading
        }
        return result
    }

    /// Logs the new lines of one file (at most `maximumLinesPerFile`), inside the transaction.
    ///
    /// Returns how many of its lines hold an entry (or were refused) and how many wait for the next sync.
    private func logLines(
        of name: String, _ bytes: [UInt8], at now: Int64, in diary: WriteTransaction, drafts: LogEntryInteractor,
        parse: (String) -> InboxLineReading, tally: inout Tally
    ) throws -> (lines: Int, left: Int) {
        let base = Self.baseName(of: name)
        let generations = Self.generations(of: bytes)
        let generation = generations.marked ?? generations.firstLine ?? ""
        // An emptied file's line seen again in a conflict copy, or under the generation line painlog
        // wrote, is the same line (an old copy of the file); only a file made anew holds new ones.
        let emptiedMeansNew = generations.marked == nil && !Self.isConflictCopy(name)
        var seen: [String: Int] = [:]
        var count = 0
        var loggedHere = 0
        var left = 0
        var named = 0
        try Self.forEachLine(of: bytes) { number, line in
            let text: String
            switch line {
            case .refused(let reason):
                tally.refused.append(.init(file: name, line: number, reason: reason))
                count += 1
                return
            case .text(let raw):
                text = raw.trimmingWhitespace()
                if text.isEmpty || text.hasPrefix("#") { return }
            }
            count += 1
            // Past the limit a line is only counted: it stays in the file, whatever it is.
            guard loggedHere < Self.maximumLinesPerFile else {
                left += 1
                return
            }
            let occurrence = seen[text, default: 0]
            seen[text] = occurrence + 1
            let old = lineID(Self.idName(generation: generations.marked ?? "", text: text, occurrence: occurrence))
            let current =
                base == Self.mainFile
                ? lineID(Self.idName(generation: generation, text: text, occurrence: occurrence))
                : lineID(Self.idName(file: base, generation: generation, text: text, occurrence: occurrence))
            let ids = old == current ? [current] : [current, old]
            switch try judge(ids, in: base, emptiedMeansNew: emptiedMeansNew, diary: diary) {
            case .loggedBefore(let uid, let certain):
                // A certain judgement comes from this file's rows, recorded together with the line.
                if !certain {
                    for id in ids { try diary.inboxLines.record(id, in: base, entryUID: uid, at: now) }
                }
                tally.already += 1
                // Only a line judged by something other than this diary's own record of this file can
                // be a new line that looks like an old one; a line logged a moment ago is not.
                if generations.marked == nil && !certain && !tally.loggedUIDs.contains(uid) {
                    if named < Self.namedPerFile {
                        tally.named.append(.init(file: name, line: number, text: text))
                    }
                    named += 1
                }
            case .new(let uid):
                switch parse(text) {
                case .refused(let reason):
                    tally.refused.append(.init(file: name, line: number, reason: reason))
                case .request(let request, let timed):
                    do {
                        let content = try drafts.draft(request, uid: uid).content
                        let entry = try diary.entries.insert(content)
                        for id in ids { try diary.inboxLines.record(id, in: base, entryUID: uid, at: now) }
                        tally.logged.append(.init(file: name, line: number, entry: entry, atSyncTime: !timed))
                        tally.loggedUIDs.insert(uid)
                        loggedHere += 1
                    } catch let error as PainlogError where error.kind == .usage {
                        tally.refused.append(.init(file: name, line: number, reason: error.message))
                    }
                }
            }
        }
        if named > Self.namedPerFile { tally.unnamed.append(.init(file: name, lines: named - Self.namedPerFile)) }
        if left > 0 { tally.remaining.append(.init(file: name, lines: left)) }
        return (count, left)
    }

    /// Whether a line with `ids` (its 0.4 id first, then its 0.3 id) in the file kept as `file` was
    /// logged before.
    ///
    /// The ledger's record of the line from this file decides; 0.3's records (their file unknown)
    /// count as logged before; without either, an entry or a tombstone with the id (another diary
    /// logged the line) does. A line whose file painlog emptied since is new again where
    /// `emptiedMeansNew`, under a uid derived from the one it had.
    private func judge(_ ids: [String], in file: String, emptiedMeansNew: Bool, diary: WriteTransaction) throws
        -> Judgement
    {
        var emptied: InboxLedgerLine?
        for id in ids {
            if let line = try diary.inboxLines.line(id, in: file) {
                if line.emptiedAt == nil { return .loggedBefore(uid: line.entryUID, certain: true) }
                emptied = emptied ?? line
            } else if let line = try diary.inboxLines.line(id, in: "") {
                return .loggedBefore(uid: line.entryUID, certain: false)
            }
        }
        if let emptied {
            guard emptiedMeansNew else { return .loggedBefore(uid: emptied.entryUID, certain: true) }
            let again = lineID(Self.againName(emptied.entryUID))
            if try isKnown(again, in: diary) { return .loggedBefore(uid: again, certain: false) }
            return .new(uid: again)
        }
        for id in ids where try isKnown(id, in: diary) {
            return .loggedBefore(uid: id, certain: false)
        }
        return .new(uid: ids[0])
    }

    /// Whether the diary has, or had, an entry with `uid`.
    private func isKnown(_ uid: String, in diary: WriteTransaction) throws -> Bool {
        try diary.entries.entry(uid: uid) != nil || diary.tombstones.tombstone(uid: uid) != nil
    }

    /// Empties each inbox file whose lines were all logged, and removes each such conflict copy.
    ///
    /// An emptied file holds a new generation line, and the ledger marks the lines logged from it
    /// as from an emptied file; a file that changed since it was read is left as it is. Call it
    /// only once the entries are in the diary and in this diary's sync file.
    public func tidy(_ reading: InboxReading, in folder: any InboxFolder) throws -> InboxReport {
        var report = reading.report
        guard !report.dryRun else { return report }
        for file in reading.pending where file.allLogged {
            if Self.isConflictCopy(file.name) {
                report.tidied.append(
                    try folder.remove(file.name, ifStill: file.version) ? .removed(file.name) : .changed(file.name))
            } else if file.hadLines {
                let text = Self.generationPrefix + makeUID() + "\n"
                if try folder.replace(file.name, ifStill: file.version, with: text) {
                    // After the file is replaced, not before: a file left as it was must keep its
                    // lines logged. (Should painlog stop in between, a file made anew later with a
                    // line seen before is skipped with a notice naming the line.)
                    let now = calendar.now()
                    try unitOfWork.inWriteTransaction { diary in try diary.inboxLines.markEmptied(file.base, at: now) }
                    report.tidied.append(.emptied(file.name))
                } else {
                    report.tidied.append(.changed(file.name))
                }
            }
        }
        return report
    }

    /// A file's generation line's value, and its first line that holds an entry (trimmed).
    static func generations(of bytes: [UInt8]) -> (marked: String?, firstLine: String?) {
        var marked: String?
        var firstLine: String?
        forEachLine(of: bytes) { _, line in
            guard marked == nil, case .text(let raw) = line else { return }
            let text = raw.trimmingWhitespace()
            if text.hasPrefix(generationPrefix) {
                marked = String(text.dropFirst(generationPrefix.count)).trimmingWhitespace()
            } else if firstLine == nil, !text.isEmpty, !text.hasPrefix("#") {
                firstLine = text
            }
        }
        return (marked, firstLine)
    }

    /// `name` with the conflict markers of Syncthing (`.sync-conflict-YYYYMMDD-HHMMSS-DEVICE`),
    /// Dropbox (` (… conflicted copy …)`) and Nextcloud (` (conflicted copy …)`) removed:
    /// `painlog-inbox-tablet (Laptop's conflicted copy 2026-11-26).txt` is
    /// `painlog-inbox-tablet.txt`.
    public static func baseName(of name: String) -> String {
        var bytes = Array(name.utf8)
        while let marker = syncthingMarker(in: bytes) ?? parenthesizedMarker(in: bytes) {
            bytes.removeSubrange(marker)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Where `.sync-conflict-YYYYMMDD-HHMMSS-DEVICE` is in `bytes`, up to the next `.`: whatever
    /// stands between the marker and that dot (a copy renamed by hand, an older tool's form), a
    /// file named as Syncthing's copy is taken for a copy of its original, as 0.3 did.
    private static func syncthingMarker(in bytes: [UInt8]) -> Range<Int>? {
        let marker = Array(".sync-conflict-".utf8)
        guard let found = firstIndex(of: marker, in: bytes, from: 0) else { return nil }
        let end = bytes[(found + marker.count)...].firstIndex(of: UInt8(ascii: ".")) ?? bytes.count
        return found..<end
    }

    /// Where `(… conflicted copy …)` is in `bytes`, with the space before it.
    private static func parenthesizedMarker(in bytes: [UInt8]) -> Range<Int>? {
        let words = Array("conflicted copy".utf8)
        var start = 0
        while let open = bytes[start...].firstIndex(of: UInt8(ascii: "(")) {
            guard let close = bytes[(open + 1)...].firstIndex(of: UInt8(ascii: ")")) else { return nil }
            let inside = bytes[(open + 1)..<close].map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
            if firstIndex(of: words, in: inside, from: 0) != nil {
                let from = open > 0 && bytes[open - 1] == UInt8(ascii: " ") ? open - 1 : open
                return from..<(close + 1)
            }
            start = open + 1
        }
        return nil
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        for index in start...(bytes.count - needle.count)
        where bytes[index..<index + needle.count].elementsEqual(needle) {
            return index
        }
        return nil
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
        var lines: [Line] = []
        forEachLine(of: bytes) { _, line in lines.append(line) }
        return lines
    }

    /// Calls `body` with each line of `bytes` and its number (from 1), one at a time, as
    /// `lines(of:)` reads them.
    static func forEachLine(of bytes: [UInt8], _ body: (Int, Line) throws -> Void) rethrows {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var number = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            var stop = end
            if stop > start, bytes[stop - 1] == UInt8(ascii: "\r") { stop -= 1 }
            number += 1
            let line = bytes[start..<stop]
            if line.count > maximumLineBytes {
                try body(number, .refused("the line is longer than \(maximumLineBytes / 1024) KiB"))
            } else if line.contains(0) {
                try body(number, .refused("the line holds a NUL byte"))
            } else if let text = String(validating: line, as: UTF8.self) {
                try body(number, .text(text))
            } else {
                try body(number, .refused("the line is not valid UTF-8"))
            }
            start = end + 1
        }
    }
}
