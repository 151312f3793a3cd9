import Foundation
import Testing

extension ReliabilityTests {
    /// Two painlogs deleting the same entry at once: one deletes it, the other fails naming it, and
    /// the journal holds exactly one step that `undo` reverts truly (issue #12, point 2).
    @Suite("Racing deletes")
    struct RacingDeleteTests {
        /// Rounds per race: the bug this guards against showed in about 3 of 4 rounds.
        static let rounds = 40

        /// A fresh diary with entries #1 (intensity 1), #2 (5) and #3 (7).
        private func threeEntries(_ harness: ReliabilityHarness) throws {
            try harness.painlog(["log", "1", "--note", "one"])
            try harness.painlog(["log", "5", "--note", "two"])
            try harness.painlog(["log", "7", "--note", "three"])
        }

        /// Starts both argument lists at the same instant and returns their outcomes.
        private func race(_ harness: ReliabilityHarness, _ first: [String], _ second: [String]) throws
            -> [ProcessOutcome]
        {
            let gate = try StartingGate(path: harness.folder + ".gate")
            defer { unlink(gate.path) }
            let running = [
                try harness.startPainlog(first, wrapper: gate.wrapper),
                try harness.startPainlog(second, wrapper: gate.wrapper),
            ]
            gate.open(whenWaiting: running.count)
            return running.map { $0.wait() }
        }

        @Test("delete 2 racing delete 2: exactly one succeeds, and undo brings #2 back")
        func sameEntryTwice() throws {
            for round in 1...Self.rounds {
                let harness = try ReliabilityHarness()
                try threeEntries(harness)
                let outcomes = try race(harness, ["delete", "2", "--yes"], ["delete", "2", "--yes"])
                let succeeded = outcomes.filter { $0.exited(0) }
                let failed = outcomes.filter { !$0.exited(0) }
                #expect(succeeded.count == 1, "round \(round): \(outcomes)")
                for outcome in failed {
                    #expect(outcome.exited(1), "round \(round): \(outcome)")
                    #expect(outcome.hasOneErrorLine && outcome.err.contains("#2"), "round \(round): \(outcome)")
                }
                #expect(
                    try harness.sqlite(harness.database, "SELECT count(*) FROM journal_steps WHERE command = 'delete';")
                        == "1")
                let undo = try harness.painlog(["undo"])
                #expect(undo.exited(0), "round \(round): \(undo)")
                let show = try harness.painlog(["show", "2", "--json"])
                #expect(show.exited(0) && show.out.contains("\"note\":\"two\""), "round \(round): \(show)")
                #expect(try harness.count(harness.database) == 3)
                if succeeded.count != 1 { break }
            }
        }

        @Test("delete 2 racing delete 2 3: all or nothing holds for the loser")
        func overlappingDeletes() throws {
            for round in 1...Self.rounds {
                let harness = try ReliabilityHarness()
                try threeEntries(harness)
                let outcomes = try race(harness, ["delete", "2", "--yes"], ["delete", "2", "3", "--yes"])
                let succeeded = outcomes.filter { $0.exited(0) }
                #expect(succeeded.count == 1, "round \(round): \(outcomes)")
                let remaining = try harness.sqlite(
                    harness.database, "SELECT group_concat(id) FROM (SELECT id FROM entries ORDER BY id);")
                // Either `delete 2` won (3 stays: the other deleted nothing) or `delete 2 3` won.
                if outcomes[0].exited(0) {
                    #expect(remaining == "1,3", "round \(round): \(outcomes)")
                } else {
                    #expect(remaining == "1", "round \(round): \(outcomes)")
                }
                #expect(try harness.sqlite(harness.database, "SELECT count(*) FROM journal_steps;") == "4")
                try harness.painlog(["undo"])
                #expect(try harness.count(harness.database) == 3, "round \(round)")
                if succeeded.count != 1 { break }
            }
        }
    }
}
