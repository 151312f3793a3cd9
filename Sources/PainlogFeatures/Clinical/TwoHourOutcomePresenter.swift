public import PainlogDomain

/// The 2-hour outcome in words and in `meds`' JSON: "pain-free at 2 h after 4 of 9 doses (44%; 95%
/// interval 14–79%)".
public enum TwoHourOutcomePresenter {
    /// One medication's outcome as a clause, the medication's name left to the caller:
    /// `pain-free at 2 h after 4 of 9 doses (44%; 95% interval 14–79%)`; below 5 followed-up doses
    /// without an interval, saying so; without any, how many were treated.
    public static func sentence(_ tally: TwoHourTally) -> String {
        guard tally.followedUp > 0 else {
            let treated = tally.treated == 1 ? "1 treated dose" : "\(tally.treated) treated doses"
            return "pain-free at 2 h: no dose followed up (\(treated))"
        }
        let doses = tally.followedUp == 1 ? "dose" : "doses"
        let share = percent(Double(tally.painFree) / Double(tally.followedUp))
        let head = "pain-free at 2 h after \(tally.painFree) of \(tally.followedUp) \(doses) (\(share)%"
        guard let interval = tally.painFreeInterval else {
            return head + "; too few doses for an interval)"
        }
        return head + "; 95% interval \(percent(interval.lower))–\(percent(interval.upper))%)"
    }

    /// `{"treated", "followed_up", "pain_free", "relief", "rescue", "with_other_acute", "pain_free_ci95"}`,
    /// the interval `[lo, hi]` as fractions, null below 5 followed-up doses.
    public static func json(_ tally: TwoHourTally) -> JSONValue {
        let interval: JSONValue =
            tally.painFreeInterval.map { .array([.number($0.lower), .number($0.upper)]) } ?? .null
        return .object([
            ("treated", .number(tally.treated)), ("followed_up", .number(tally.followedUp)),
            ("pain_free", .number(tally.painFree)), ("relief", .number(tally.relief)),
            ("rescue", .number(tally.rescue)),
            ("with_other_acute", .number(tally.withOtherAcute)), ("pain_free_ci95", interval),
        ])
    }

    /// A fraction as a whole percentage, rounded half up: 0.137 → 14.
    static func percent(_ fraction: Double) -> Int { Int((fraction * 100).rounded()) }
}
