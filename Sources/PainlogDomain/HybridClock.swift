/// painlog's hybrid logical clock (Kulkarni, Demirbas et al., "Logical Physical Clocks", 2014): the
/// stamps of one diary's changes, kept in the diary.
///
/// A local change is stamped later than every stamp the diary has made or seen, whatever this
/// computer's clock says (a clock set back, or behind another computer's), so an edit made after a
/// sync wins over what the sync brought. A stamp seen in another diary is adopted only up to
/// `adoptionLimit` past this computer's time: a computer whose clock is far ahead cannot drag every
/// later change here into its future.
public struct HybridClock: Sendable, Equatable {
    /// How far past this computer's clock a seen stamp is adopted: 5 minutes.
    public static let adoptionLimit: Int64 = 300

    /// The diary whose changes this clock stamps.
    public let diary: String
    /// The latest stamp made or adopted; nil before the first.
    public private(set) var latest: ChangeStamp?

    public init(diary: String, latest: ChangeStamp? = nil) {
        self.diary = diary
        self.latest = latest
    }

    /// A stamp for a change made here at `now` (this computer's clock): `now` with counter 0 when
    /// that is past every stamp made or seen, else one step after the latest.
    public mutating func stamp(now: Int64) -> ChangeStamp {
        let stamp: ChangeStamp
        if let latest, latest.seconds >= now {
            stamp =
                latest.counter < ChangeStamp.maximumCounter
                ? ChangeStamp(seconds: latest.seconds, counter: latest.counter + 1, diary: diary)
                : ChangeStamp(seconds: latest.seconds + 1, counter: 0, diary: diary)
        } else {
            stamp = ChangeStamp(seconds: max(now, 0), counter: 0, diary: diary)
        }
        latest = stamp
        return stamp
    }

    /// Notes `seen`, a stamp from another diary, at `now`: later local stamps follow it, or follow
    /// `now` + `adoptionLimit` when it is further ahead than that.
    public mutating func receive(_ seen: ChangeStamp, now: Int64) {
        let limit = now + Self.adoptionLimit
        let adopted =
            seen.seconds <= limit
            ? seen : ChangeStamp(seconds: max(limit, 0), counter: 0, diary: seen.diary)
        if latest.map({ adopted > $0 }) ?? true { latest = adopted }
    }
}
