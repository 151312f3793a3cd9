import PainlogDomain
import PainlogFeatures
import Testing

/// The 2-hour outcome in words and JSON.
@Suite struct TwoHourOutcomePresenterTests {
    private func tally(treated: Int = 12, followedUp: Int, painFree: Int, relief: Int = 0, rescue: Int = 0)
        -> TwoHourTally
    {
        TwoHourTally(
            name: "sumatriptan", treated: treated, followedUp: followedUp, painFree: painFree, relief: relief,
            rescue: rescue, withOtherAcute: 1)
    }

    @Test func theContractsSentence() {
        #expect(
            TwoHourOutcomePresenter.sentence(tally(followedUp: 9, painFree: 4))
                == "pain-free at 2 h after 4 of 9 doses (44%; 95% interval 14–79%)")
        #expect(
            TwoHourOutcomePresenter.sentence(tally(followedUp: 11, painFree: 7))
                == "pain-free at 2 h after 7 of 11 doses (64%; 95% interval 31–89%)")
        #expect(
            TwoHourOutcomePresenter.sentence(tally(followedUp: 5, painFree: 0))
                == "pain-free at 2 h after 0 of 5 doses (0%; 95% interval 0–52%)")
    }

    @Test func belowFiveNoInterval() {
        #expect(
            TwoHourOutcomePresenter.sentence(tally(followedUp: 4, painFree: 2))
                == "pain-free at 2 h after 2 of 4 doses (50%; too few doses for an interval)")
        #expect(
            TwoHourOutcomePresenter.sentence(tally(followedUp: 1, painFree: 1))
                == "pain-free at 2 h after 1 of 1 dose (100%; too few doses for an interval)")
    }

    @Test func noneFollowedUp() {
        #expect(
            TwoHourOutcomePresenter.sentence(tally(treated: 3, followedUp: 0, painFree: 0))
                == "pain-free at 2 h: no dose followed up (3 treated doses)")
        #expect(
            TwoHourOutcomePresenter.sentence(tally(treated: 1, followedUp: 0, painFree: 0))
                == "pain-free at 2 h: no dose followed up (1 treated dose)")
    }

    @Test func theJSONObject() {
        let text = JSONWriter.text(
            TwoHourOutcomePresenter.json(tally(followedUp: 9, painFree: 4, relief: 5, rescue: 1)))
        #expect(
            text.hasPrefix(
                #"{"treated":12,"followed_up":9,"pain_free":4,"relief":5,"rescue":1,"with_other_acute":1,"pain_free_ci95":[0.13"#
            ))
        let few = JSONWriter.text(TwoHourOutcomePresenter.json(tally(followedUp: 4, painFree: 2)))
        #expect(few.hasSuffix(#""pain_free_ci95":null}"#))
    }
}
