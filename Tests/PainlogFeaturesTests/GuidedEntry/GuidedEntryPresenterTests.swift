import PainlogDomain
import PainlogFeatures
import Testing

/// The guided entry's questions and numbered lists, as pure functions.
@Suite struct GuidedEntryPresenterTests {
    @Test func knownNamesAreNumberedSeveralToALineWithinTheWidth() {
        #expect(GuidedEntryPresenter.choices([], width: 80).isEmpty)
        #expect(
            GuidedEntryPresenter.choices(["head", "lower back", "neck"], width: 80) == [
                "  1 head   2 lower back   3 neck"
            ])
        #expect(
            GuidedEntryPresenter.choices(["head", "lower back", "neck"], width: 24)
                == ["  1 head   2 lower back", "  3 neck"])
    }

    @Test func aNameCannotMoveTheCursor() {
        #expect(GuidedEntryPresenter.choices(["a\u{1B}[2Jb"], width: 80) != ["  1 a\u{1B}[2Jb"])
    }

    @Test func theQuestionSaysHowToAnswer() {
        #expect(
            GuidedEntryPresenter.namesQuestion(.area, hasKnown: true)
                == "Areas (numbers and/or new names, separated by ','; empty: none)? ")
        #expect(
            GuidedEntryPresenter.namesQuestion(.tag, hasKnown: false) == "Tags (names, separated by ','; empty: none)? "
        )
        #expect(
            GuidedEntryPresenter.namesQuestion(.medication, hasKnown: false)
                == "Medications ('name dose', separated by ','; empty: none)? ")
        #expect(GuidedEntryPresenter.refusal("bad\nvalue") == "  bad⏎ value; try again")
    }
}
