import PainlogDomain
import PainlogFeatures
import PainlogStorage
import Testing

/// The reminders `log … --follow-up` scheduled, kept in a real diary's settings.
@Suite struct FollowUpReminderLedgerTests {
    static let first = PendingFollowUp(uid: "0d9a3e8c-3f4b-4e0e-9a77-2c1d5b6e7f80", job: "at 12", remindAt: 1_000_000)
    static let second = PendingFollowUp(
        uid: "1d9a3e8c-3f4b-4e0e-9a77-2c1d5b6e7f80", job: "systemd painlog-followup-1d9a3e8c", remindAt: 1_003_600)

    @Test func remindersAreKeptInOrderAndForgottenByUID() throws {
        let diary = try TestDiary()
        let ledger = FollowUpReminderLedger(settings: diary.storage.settings)
        #expect(try ledger.pending().isEmpty)

        try ledger.remember(Self.first, now: 990_000)
        try ledger.remember(Self.second, now: 990_000)
        #expect(try ledger.pending() == [Self.first, Self.second])

        try ledger.forget(uids: [Self.first.uid])
        #expect(try ledger.pending() == [Self.second])
        try ledger.forget(uids: [Self.second.uid])
        #expect(try ledger.pending().isEmpty)
        #expect(try diary.storage.settings.value(FollowUpReminderLedger.key) == nil, "nothing left behind")
    }

    @Test func aReminderADayPastIsDroppedWhenAnotherIsAdded() throws {
        let diary = try TestDiary()
        let ledger = FollowUpReminderLedger(settings: diary.storage.settings)
        try ledger.remember(Self.first, now: 990_000)

        // Exactly a day after its time it is still kept; a second later it is gone.
        try ledger.remember(Self.second, now: Self.first.remindAt + 86_400)
        #expect(try ledger.pending() == [Self.first, Self.second])
        let third = PendingFollowUp(uid: "2d9a3e8c-3f4b-4e0e-9a77-2c1d5b6e7f80", job: "at 14", remindAt: 1_200_000)
        try ledger.remember(third, now: Self.first.remindAt + 86_401)
        #expect(try ledger.pending() == [Self.second, third])
    }
}
