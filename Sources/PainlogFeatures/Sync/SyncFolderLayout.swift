import PainlogDomain

/// What a sync reads from the headers of the other diaries' files in the folder, beside merging
/// them: the segments missing after a snapshot, and the files a painlog 0.3 wrote (docs/sync.md,
/// *Segments and snapshots*).
enum SyncFolderLayout {
    /// The format version and `through` of the header of file `name`; nil when it is not a regular
    /// file or its first line is no painlog sync header.
    static func header(of name: String, in folder: any SyncFolder) throws -> (version: Int, through: Int?)? {
        guard case .file(let source) = try folder.open(name), let line = try? SyncLineReader(source).next() else {
            return nil
        }
        return SyncFileReader.headerFacts(line)
    }

    /// A problem for each segment missing between another diary's snapshot among `names` and its
    /// last segment there: skipped, with what it held to come with that diary's next snapshot.
    static func missingSegments(_ names: [String], in folder: any SyncFolder) throws -> [SyncFileProblem] {
        var segments: [String: [Int]] = [:]
        for name in names {
            if let segment = SyncFileFormat.segment(name) {
                segments[segment.diaryID, default: []].append(segment.number)
            }
        }
        var problems: [SyncFileProblem] = []
        for (diaryID, numbers) in segments.sorted(by: { $0.key < $1.key }) {
            let snapshot = SyncFileFormat.fileName(diaryID: diaryID)
            guard names.contains(snapshot), let last = numbers.max(),
                let header = try header(of: snapshot, in: folder)
            else { continue }
            let present = Set(numbers)
            let first = (header.through ?? 0) + 1
            guard first < last else { continue }
            for number in first..<last where !present.contains(number) {
                problems.append(
                    .skipped(
                        file: SyncFileFormat.segmentName(diaryID: diaryID, number: number),
                        reason:
                            "it is missing from the folder (not carried yet by the sync tool, or lost); what it held comes with that diary's next snapshot"
                    ))
            }
        }
        return problems
    }

    /// The files among `read` that painlog 0.3 wrote (format 2) since the last sync (`before`: the
    /// fingerprints that sync noted, by name; `now`: those of this sync): their diaries still run 0.3.
    static func writtenBy03(
        _ read: [String], before: [String: String], now: [String: String], in folder: any SyncFolder
    ) throws -> [String] {
        try read.filter { name in
            guard before[name] != now[name] else { return false }
            return try header(of: name, in: folder)?.version == 2
        }
    }

    /// The name a report gives file `name`: a segment is its diary's snapshot's name, so that the
    /// report says one line per diary, whatever number of its files were read.
    static func reportedName(_ name: String) -> String {
        SyncFileFormat.segment(name).map { SyncFileFormat.fileName(diaryID: $0.diaryID) } ?? name
    }

    /// `results` with the counts of each diary's files added up under its snapshot's name, in the
    /// order each diary first comes.
    static func byDiary(_ results: [SyncReport.FileResult]) -> [SyncReport.FileResult] {
        var order: [String] = []
        var sums: [String: (entries: SyncCounts, impacts: SyncCounts)] = [:]
        for result in results {
            let name = reportedName(result.file)
            if sums[name] == nil { order.append(name) }
            var sum = sums[name] ?? (SyncCounts(), SyncCounts())
            sum.entries.add(result.entries)
            sum.impacts.add(result.impacts)
            sums[name] = sum
        }
        return order.compactMap { name in
            sums[name].map { SyncReport.FileResult(file: name, entries: $0.entries, impacts: $0.impacts) }
        }
    }

    /// `conflicts` naming each diary's snapshot for a segment (all else as it is).
    static func byDiary(_ conflicts: [SyncReport.Conflict]) -> [SyncReport.Conflict] {
        conflicts.map {
            SyncReport.Conflict(
                file: reportedName($0.file), record: $0.record, id: $0.id, field: $0.field, kept: $0.kept,
                replaced: $0.replaced, keptHere: $0.keptHere, diary: $0.diary, cameBack: $0.cameBack,
                lostHere: $0.lostHere, name: $0.name)
        }
    }
}

extension SyncCounts {
    /// Adds `other`'s counts to these.
    mutating func add(_ other: SyncCounts) {
        added += other.added
        updated += other.updated
        deleted += other.deleted
        kept += other.kept
        remembered += other.remembered
    }
}
