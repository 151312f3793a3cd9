import PainlogDomain
import PainlogFeatures
import Testing

/// What `conditions` prints and which conditions an entry belongs to, as pure functions.
@Suite struct ConditionsPresenterTests {
    private let time = Timestamp(seconds: fixedNow, offset: 3600)

    private func condition(_ name: String, _ kind: ConditionKind, _ areas: [String]) -> Condition {
        Condition(
            uid: "00000000-0000-4000-8000-00000000000\(areas.count)", name: name, kind: kind, areas: areas,
            createdAt: time, updatedAt: time)
    }

    @Test func jsonIsTheContractsFieldsInOrder() {
        let json = JSONOutput.text(
            ConditionsPresenter.json([
                ConditionUsage(condition: condition("back", .pain, ["low back"]), entries: 0, lastLogged: nil),
                ConditionUsage(
                    condition: condition("migraine", .migraine, ["head", "neck"]), entries: 3, lastLogged: time),
            ]))
        #expect(
            json == """
                [
                  {"name":"back","kind":"pain","areas":["low back"],"entries":0,"last_logged":null},
                  {"name":"migraine","kind":"migraine","areas":["head","neck"],"entries":3,"last_logged":"2026-11-22T08:30:00+01:00"}
                ]

                """)
    }

    @Test func anEntryBelongsToEveryConditionOfItsAreas() {
        let membership = ConditionMembership([
            condition("Migraine", .migraine, ["head", "Neck"]), condition("back", .pain, ["low back"]),
        ])
        #expect(membership.names(of: sampleEntry(areas: ["HEAD", "neck"])) == ["Migraine"])
        #expect(membership.names(of: sampleEntry(areas: ["neck", "low back"])) == ["back", "Migraine"])
        #expect(membership.names(of: sampleEntry(areas: ["knee"])) == [])
        #expect(ConditionMembership.none.names(of: sampleEntry()) == [])
    }

    @Test func twoConditionsGiveANoticeAndOneNone() {
        #expect(ConditionsPresenter.severalConditionsNotice(["migraine"]) == nil)
        #expect(
            ConditionsPresenter.severalConditionsNotice(["back", "migraine"])
                == "notice: this entry's areas lie in conditions 'back' and 'migraine'; its intensity counts for each")
    }

    @Test func kindsAreParsedAnyCaseAndOthersNamed() throws {
        #expect(try ConditionKind(parsing: "Migraine") == .migraine)
        #expect(throws: PainlogError.self) { try ConditionKind(parsing: "cluster") }
    }
}
