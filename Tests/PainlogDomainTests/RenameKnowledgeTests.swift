import PainlogDomain
import Testing

/// `RenameKnowledge.reaches`: a rename reaches a member given its old name by a diary that had not
/// yet merged it, whatever the clocks; by stamps, as in 0.3, where a diary's files do not say.
@Suite struct RenameKnowledgeTests {
    private let maker = String(repeating: "1", count: 32)
    private let ahead = String(repeating: "2", count: 32)
    private let old = String(repeating: "3", count: 32)

    private var rename: NameRename {
        NameRename(
            kind: .tag, fromKey: "work", toName: "office", renamedAt: 1_000,
            stamp: ChangeStamp(seconds: 1_000, counter: 0, diary: maker))
    }

    private func stamp(_ seconds: Int64, _ diary: String) -> ChangeStamp {
        ChangeStamp(seconds: seconds, counter: 0, diary: diary)
    }

    @Test func theRenamingDiaryKnewItFromTheRenamesStamp() {
        let knowledge = RenameKnowledge()
        #expect(knowledge.reaches(rename, member: stamp(999, maker)))
        #expect(!knowledge.reaches(rename, member: stamp(1_001, maker)))
    }

    @Test func aDiaryThatSaysFromWhenItKnewItIsJudgedByItsOwnStamps() {
        var knowledge = RenameKnowledge()
        knowledge.note(rename, diary: ahead, from: stamp(4_700, ahead))
        #expect(knowledge.reaches(rename, member: stamp(4_600, ahead)), "an hour ahead, before it knew")
        #expect(knowledge.reaches(rename, member: stamp(4_700, ahead)))
        #expect(!knowledge.reaches(rename, member: stamp(4_701, ahead)), "given after it knew")
        knowledge.note(rename, diary: ahead, from: stamp(9_000, ahead))
        #expect(knowledge.knownFrom(rename, diary: ahead) == stamp(4_700, ahead), "the first note stays")
    }

    @Test func aDiaryWhoseFilesListEveryRenameItKnowsDidNotKnowOneItDoesNotList() {
        var knowledge = RenameKnowledge()
        knowledge.noteWriter(ahead)
        #expect(knowledge.reaches(rename, member: stamp(90_000, ahead)))
    }

    @Test func anyOtherDiaryIsJudgedByStampsAsIn03() {
        var knowledge = RenameKnowledge()
        #expect(knowledge.reaches(rename, member: stamp(999, old)))
        #expect(!knowledge.reaches(rename, member: stamp(1_001, old)))
        knowledge.noteWriter(ahead)
        knowledge.note(rename, diary: ahead, from: nil)
        #expect(!knowledge.reaches(rename, member: stamp(1_001, ahead)), "listed without saying since when")
        #expect(knowledge.reaches(rename, member: stamp(999, ahead)))
    }

    @Test func anUnstampedRenameReachesNothing() {
        let unstamped = NameRename(kind: .tag, fromKey: "work", toName: "office", renamedAt: 1_000, stamp: nil)
        #expect(!RenameKnowledge().reaches(unstamped, member: stamp(1, maker)))
    }
}
