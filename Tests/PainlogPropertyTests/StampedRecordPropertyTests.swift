import PainlogDomain
import PropertyBased
import Testing

private let diaries = [String(repeating: "1", count: 32), String(repeating: "a", count: 32)]
private let fieldNames = ["intensity", "note", "area_order"]
private let memberKeys = ["head", "neck", "back"]

/// Writes from two diaries over a few seconds, so stamps often tie in their seconds and sometimes
/// entirely (equal stamps with different values: a damaged file).
private let writes = Generator<StampedValue, Shrink.None<StampedValue>> { random in
    StampedValue(
        value: ["", "1", "0", "head\nneck", "neck\nhead", "é", "e\u{301}"][Int.random(in: 0..<7, using: &random)],
        stamp: ChangeStamp(
            seconds: Int64.random(in: 100...102, using: &random), counter: Int.random(in: 0...1, using: &random),
            diary: diaries[Int.random(in: 0...1, using: &random)]))
}

private let records = Generator<StampedRecord, Shrink.None<StampedRecord>> { random in
    var record = StampedRecord()
    for field in fieldNames where Bool.random(using: &random) {
        record.fields[field] = try? writes.run(using: &random, limit: 10)
    }
    for key in memberKeys where Bool.random(using: &random) {
        record.members[MemberKey(list: "area", key: key)] = try? writes.run(using: &random, limit: 10)
    }
    return record
}

@Suite struct StampedRecordPropertyTests {
    /// Diaries that merge the same states in any order, any number of times, hold the same state.
    @Test func mergingIsCommutativeAssociativeAndIdempotent() {
        checkProperty(zip(records, records, records), count: 2000) { first, second, third in
            try #require(first.merged(with: second) == second.merged(with: first))
            try #require(
                first.merged(with: second).merged(with: third) == first.merged(with: second.merged(with: third)))
            try #require(first.merged(with: first) == first)
            try #require(
                first.merged(with: second).presentKeys(of: "area") == second.merged(with: first).presentKeys(of: "area")
            )
        }
    }

    /// No write that is the latest of its field or member is lost.
    @Test func theLatestWriteOfEveryFieldSurvives() {
        checkProperty(zip(records, records), count: 2000) { first, second in
            let merged = first.merged(with: second)
            for (field, written) in first.fields {
                try #require(merged.fields[field]!.stamp >= written.stamp)
                if second.fields[field].map({ $0.stamp < written.stamp }) ?? true {
                    try #require(merged.fields[field] == written)
                }
            }
        }
    }
}

@Suite struct StampedRecordTests {
    private func write(_ value: String, _ seconds: Int64, _ counter: Int = 0, diary: Int = 0) -> StampedValue {
        StampedValue(value: value, stamp: ChangeStamp(seconds: seconds, counter: counter, diary: diaries[diary]))
    }

    @Test func aNoteEditedHereAndAnIntensityEditedThereBothSurvive() {
        let base = StampedRecord(fields: ["note": write("n", 10), "intensity": write("5", 10)])
        var laptop = base
        laptop.fields["note"] = write("edited on the laptop", 20, diary: 0)
        var desktop = base
        desktop.fields["intensity"] = write("7", 21, diary: 1)
        let merged = laptop.merged(with: desktop)
        #expect(merged.fields["note"]?.value == "edited on the laptop")
        #expect(merged.fields["intensity"]?.value == "7")
    }

    @Test func tiesGoToTheDiaryIDThenTheValue() {
        #expect(StampedValue.winner(write("a", 10, diary: 0), write("b", 10, diary: 1)).value == "b")
        #expect(StampedValue.winner(write("b", 10, diary: 1), write("a", 10, diary: 0)).value == "b")
        #expect(StampedValue.winner(write("0", 10), write("1", 10)).value == "1")
    }

    @Test func membersAddedOnEachSideBothStayAndARemovalIsAWrite() {
        let laptop = StampedRecord(members: [
            MemberKey(list: "area", key: "head"): write("1", 10), MemberKey(list: "area", key: "neck"): write("0", 30),
        ])
        let desktop = StampedRecord(members: [
            MemberKey(list: "area", key: "back"): write("1", 20, diary: 1),
            MemberKey(list: "area", key: "neck"): write("1", 20, diary: 1),
        ])
        #expect(laptop.merged(with: desktop).presentKeys(of: "area") == ["back", "head"])
    }

    @Test func theOrderFieldOrdersThePresentMembers() {
        let record = StampedRecord(
            fields: ["area_order": write("neck\ngone\nhead", 10)],
            members: [
                MemberKey(list: "area", key: "head"): write("1", 10),
                MemberKey(list: "area", key: "neck"): write("1", 10),
                MemberKey(list: "area", key: "back"): write("1", 11),
            ])
        #expect(record.presentKeys(of: "area") == ["neck", "head", "back"])
    }

    @Test func onlyAChangeAfterTheDeletionRevives() {
        let record = StampedRecord(fields: ["note": write("n", 100, 3)])
        #expect(!record.survives(deletionAt: 100))
        #expect(record.survives(deletionAt: 99))
        #expect(!StampedRecord().survives(deletionAt: 0))
    }
}
