import Foundation
import Testing

/// `export --format backup` and its import (issue 39): the whole diary as one JSON object, restored
/// into an empty diary as it was, merged by uid into one with entries, refused whole when damaged.
@Suite struct BackupEndToEndTests {
    /// A diary with something in every part: entries (one with an end and symptoms), a deleted
    /// entry, impact records (one deleted), two conditions, a course with two doses that stopped,
    /// a medication class and an area rename.
    private func fullDiary() throws -> PainlogSandbox {
        let sandbox = try PainlogSandbox()
        let steps: [[String]] = [
            [
                "log", "6", "--area", "temple", "--med", "imigran", "--at", "2026-11-02T08:00", "--ended",
                "2026-11-02T14:00",
            ],
            ["log", "4", "--area", "temple", "--tag", "wine", "--note", "after dinner", "--at", "2026-11-05T21:00"],
            ["log", "3", "--area", "low back", "--at", "2026-11-06T10:00", "--symptom", "nausea"],
            ["log", "2", "--area", "knee", "--at", "2026-11-07T10:00"],
            ["delete", "4", "--yes"],
            ["areas", "rename", "temple", "head"],
            ["impact", "--pain", "7", "--enjoyment", "6", "--activity", "8", "--at", "2026-11-08 18:00"],
            ["impact", "--pain", "5", "--enjoyment", "4", "--activity", "4", "--at", "2026-11-15 18:00"],
            ["undo"],
            ["conditions", "add", "migraine", "--kind", "migraine", "--area", "head", "--area", "neck"],
            ["conditions", "add", "back", "--kind", "pain", "--area", "low back"],
            ["course", "start", "topiramate", "--dose", "25 mg", "--at", "2026-11-01", "--condition", "migraine"],
            ["course", "dose", "topiramate", "50 mg", "--at", "2026-11-10"],
            ["course", "stop", "topiramate", "--at", "2026-11-20"],
            ["meds", "class", "imigran", "triptan"],
        ]
        for step in steps {
            let run = try sandbox.run(step)
            #expect(run.status == 0, "\(step): \(run)")
        }
        return sandbox
    }

    /// Every table's user data, without row ids, journal steps or sync stamps: what a restore must
    /// bring back.
    private static let userData = [
        """
        SELECT e.uid, e.occurred_at, e.occurred_offset, e.ended_at, e.intensity, e.note, e.created_at, e.updated_at,
            e.symptoms,
            (SELECT group_concat(a.name, ';') FROM entry_areas ea JOIN areas a ON a.id = ea.area_id WHERE ea.entry_id = e.id),
            (SELECT group_concat(t.name, ';') FROM entry_tags et JOIN tags t ON t.id = et.tag_id WHERE et.entry_id = e.id),
            (SELECT group_concat(m.name, ';') FROM entry_medications em JOIN medications m ON m.id = em.medication_id
                WHERE em.entry_id = e.id)
        FROM entries e ORDER BY e.uid;
        """,
        "SELECT uid, deleted_at FROM tombstones ORDER BY uid;",
        "SELECT uid, recorded_at, pain, enjoyment, activity, created_at, updated_at FROM impact_records ORDER BY uid;",
        "SELECT uid, deleted_at FROM impact_tombstones ORDER BY uid;",
        "SELECT uid, name, kind, created_at, updated_at FROM conditions ORDER BY uid;",
        "SELECT area_key, condition_uid FROM condition_areas WHERE condition_uid IS NOT NULL ORDER BY area_key;",
        "SELECT uid, name, condition_uid, every_weeks, started_at, stopped_at FROM courses ORDER BY uid;",
        "SELECT course_uid, dose, from_at FROM course_doses ORDER BY course_uid, from_at;",
        """
        SELECT m.name, c.class FROM medication_classes c JOIN medications m ON m.id = c.medication_id ORDER BY m.name;
        """,
        "SELECT list, from_key, to_name, renamed_at, stamp FROM name_renames ORDER BY list, from_key, renamed_at;",
    ]

    private func userData(_ sandbox: PainlogSandbox, file: String? = nil) throws -> [String] {
        try Self.userData.map { try sandbox.sqlite($0, file: file.map(sandbox.path)) }
    }

    private func object(_ data: Data) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw HarnessError("not a JSON object")
        }
        return object
    }

    @Test func aBackupIsOneObjectWithEveryPart() throws {
        let sandbox = try fullDiary()
        let run = try sandbox.run(["export", "--format", "backup"])
        #expect(run.status == 0, "\(run)")
        let backup = try object(run.stdoutBytes)
        #expect(backup["format"] as? String == "painlog-backup")
        #expect(backup["version"] as? Int == 1)
        #expect(
            Set(backup.keys) == [
                "format", "version", "entries", "deletions", "impacts", "conditions", "courses", "medication_classes",
                "renames",
            ])
        // The entries are exactly what `export --format json` writes.
        let json = try sandbox.run(["export", "--format", "json"])
        let entries = try JSONSerialization.jsonObject(with: json.stdoutBytes) as? NSArray
        #expect((backup["entries"] as? NSArray) == entries)
        let courses = try #require(backup["courses"] as? [[String: Any]])
        #expect((courses.first?["doses"] as? [Any])?.count == 2)
        let deletions = try #require(backup["deletions"] as? [[String: Any]])
        #expect(Set(deletions.compactMap { $0["of"] as? String }) == ["entry", "impact"])
    }

    @Test func anEmptyDiaryHasOnlyItsEntriesArray() throws {
        let sandbox = try PainlogSandbox()
        #expect(try sandbox.run(["log", "3"]).status == 0)
        #expect(try sandbox.run(["delete", "1", "--yes"]).status == 0)
        #expect(try sandbox.run(["undo"]).status == 0)
        #expect(try sandbox.run(["undo"]).status == 0)
        let run = try sandbox.run(["export", "--format", "backup"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "{\"format\":\"painlog-backup\",\"version\":1,\"entries\":[]\n}\n")
    }

    @Test func aRoundTripIntoAnEmptyDiaryGivesTheSameDiary() throws {
        let sandbox = try fullDiary()
        let export = try sandbox.run(["export", "--format", "backup", "--output", "all.json"])
        #expect(export.status == 0, "\(export)")
        let restore = try sandbox.run(["import", "all.json"], database: "restored.sqlite")
        #expect(restore.status == 0, "\(restore)")
        #expect(try userData(sandbox, file: "restored.sqlite") == (try userData(sandbox)))
        for view in [
            ["conditions", "--format", "json"], ["courses", "--format", "json"], ["export", "--format", "json"],
        ] {
            #expect(
                try sandbox.run(view, database: "restored.sqlite").stdout == (try sandbox.run(view)).stdout, "\(view)")
        }
        // The restored diary's backup is the same file, and importing it again changes nothing.
        let again = try sandbox.run(["export", "--format", "backup"], database: "restored.sqlite")
        #expect(again.stdoutBytes == (try sandbox.run(["export", "--format", "backup"])).stdoutBytes)
        let before = try sandbox.dump(file: sandbox.path("restored.sqlite"))
        #expect(try sandbox.run(["import", "all.json"], database: "restored.sqlite").status == 0)
        #expect(try sandbox.dump(file: sandbox.path("restored.sqlite")) == before)
        // One undo step takes the whole restore back.
        #expect(try sandbox.run(["undo"], database: "restored.sqlite").status == 0)
        #expect(try sandbox.run(["export", "--format", "json"], database: "restored.sqlite").stdout == "[]\n")
    }

    @Test func aBackupMergesByUIDIntoADiaryWithEntries() throws {
        let sandbox = try fullDiary()
        #expect(try sandbox.run(["export", "--format", "backup", "--output", "all.json"]).status == 0)
        // The other diary holds an entry of its own, and a copy of the backup's entry 1 edited later.
        #expect(try sandbox.run(["import", "all.json"], database: "other.sqlite").status == 0)
        #expect(try sandbox.run(["undo"], database: "other.sqlite").status == 0)
        #expect(try sandbox.run(["export", "--format", "json", "--output", "some.json"]).status == 0)
        #expect(try sandbox.run(["import", "some.json"], database: "other.sqlite").status == 0)
        let first = try #require(try sandbox.entries().first { $0["id"] as? Int == 1 }?["uid"] as? String)
        let edit = try sandbox.run(["edit", "@" + first, "--note", "edited there"], database: "other.sqlite")
        #expect(edit.status == 0, "\(edit)")
        #expect(try sandbox.run(["log", "5", "--area", "hip"], database: "other.sqlite").status == 0)
        let run = try sandbox.run(["import", "all.json"], database: "other.sqlite")
        #expect(run.status == 0, "\(run)")
        let entries = try sandbox.run(["list", "--format", "json", "--all"], database: "other.sqlite")
        let list = try #require(try JSONSerialization.jsonObject(with: entries.stdoutBytes) as? [[String: Any]])
        #expect(list.count == 4)
        #expect(list.contains { $0["note"] as? String == "edited there" })
        #expect(list.contains { ($0["areas"] as? [String]) == ["hip"] })
        let conditions = try sandbox.run(["conditions", "--format", "json"], database: "other.sqlite")
        #expect(conditions.stdout.contains("\"migraine\"") && conditions.stdout.contains("\"back\""))
        let courses = try sandbox.run(["courses", "--format", "json"], database: "other.sqlite")
        #expect(courses.stdout.contains("topiramate"))
    }

    @Test func anEncryptedBackupRoundTrips() throws {
        let sandbox = try fullDiary()
        #expect(try sandbox.run(["key", "new"], withDatabase: false).status == 0)
        let export = try sandbox.run(["export", "--format", "backup", "--encrypt", "--output", "all.json.age"])
        #expect(export.status == 0, "\(export)")
        #expect(try sandbox.bytes("all.json.age").starts(with: Data("age-encryption.org/v1\n".utf8)))
        let restore = try sandbox.run(["import", "all.json.age"], database: "restored.sqlite")
        #expect(restore.status == 0, "\(restore)")
        #expect(try userData(sandbox, file: "restored.sqlite") == (try userData(sandbox)))
    }

    @Test func filtersAreRefused() throws {
        let sandbox = try fullDiary()
        let run = try sandbox.run(["export", "--format", "backup", "--since", "2026-11-03"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--format backup writes the whole diary"), "\(run)")
    }

    @Test(
        arguments: [
            ("{\"format\":\"painlog-backup\",\"version\":1,\"entries\":[", "the file ends in the middle"),
            ("{\"format\":\"painlog-backup\",\"version\":2,\"entries\":[]}", "backup version 2 is not one"),
            ("{\"format\":\"something-else\",\"version\":1,\"entries\":[]}", "not a painlog backup"),
            ("{\"version\":1,\"format\":\"painlog-backup\"}", "not a painlog backup"),
            ("{\"format\":\"painlog-backup\",\"version\":1,\"entries\":[],\"photos\":[]}", "unknown part 'photos'"),
            (
                "{\"format\":\"painlog-backup\",\"version\":1,\"entries\":[],\"conditions\":[{\"uid\":\"x\"}]}",
                "'uid' must be 36 characters"
            ),
        ])
    func aDamagedBackupIsRefusedWhole(text: String, expected: String) throws {
        let sandbox = try fullDiary()
        #expect(try sandbox.run(["export", "--format", "backup", "--output", "all.json"]).status == 0)
        // Bad data after good entries: nothing of it is kept.
        let good = try String(contentsOf: URL(fileURLWithPath: sandbox.path("all.json")), encoding: .utf8)
        try sandbox.write("damaged.json", text)
        #expect(try sandbox.run(["log", "5", "--area", "hip"], database: "other.sqlite").status == 0)
        for (name, content) in [
            ("damaged.json", text), ("late.json", good.replacingOccurrences(of: "\n}\n", with: ",\n\"photos\":[]}")),
        ] {
            if name == "late.json" { try sandbox.write(name, content) }
            let before = try sandbox.dump(file: sandbox.path("other.sqlite"))
            let run = try sandbox.run(["import", name], database: "other.sqlite")
            #expect(run.status == 65, "\(run)")
            #expect(run.stderrLines.count == 1 && run.stderr.hasPrefix("error: \(name): "), "\(run)")
            #expect(run.stderr.contains(name == "late.json" ? "unknown part 'photos'" : expected), "\(run)")
            #expect(try sandbox.dump(file: sandbox.path("other.sqlite")) == before)
        }
    }

    @Test func memoryStaysFlatBothWays() throws {
        let sandbox = try PainlogSandbox()
        let rows = 20_000
        try writeImportCSV(sandbox.path("many.csv"), rows: rows)
        #expect(try sandbox.run(["import", "many.csv"]).status == 0)
        let export = try sandbox.runMeasuringPeakMemory(["export", "--format", "backup", "--output", "all.json"])
        #expect(export.run.status == 0, "\(export.run)")
        #expect(export.peakBytes < 40 << 20, "export peak \(export.peakBytes) bytes")
        let restore = try sandbox.runMeasuringPeakMemory(["import", "all.json"], database: "restored.sqlite")
        #expect(restore.run.status == 0, "\(restore.run)")
        #expect(restore.peakBytes < 40 << 20, "import peak \(restore.peakBytes) bytes")
        #expect(try sandbox.entryCount(file: sandbox.path("restored.sqlite")) == rows)
    }
}
