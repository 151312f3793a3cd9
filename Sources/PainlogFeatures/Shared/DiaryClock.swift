public import PainlogDomain

/// The diary's hybrid logical clock (`HybridClock`), kept in its settings under `clock` so that every
/// command goes on from the latest stamp the diary made or saw.
///
/// Call it inside the write transaction of the change it stamps: the clock moves with the change, or
/// not at all.
public struct DiaryClock {
    /// The setting that keeps the latest stamp, as `ChangeStamp.text`.
    public static let setting = "clock"

    private let settings: any DiarySettings

    public init(settings: any DiarySettings) {
        self.settings = settings
    }

    /// The clock as the diary keeps it; a latest stamp that cannot be read is treated as none (the
    /// next stamp then follows this computer's clock), never as an error that stops a change.
    public func load() throws -> HybridClock {
        let latest = try settings.value(Self.setting).flatMap(ChangeStamp.init(text:))
        return HybridClock(diary: try settings.diaryID(), latest: latest)
    }

    /// Keeps `clock`, a clock `load()` gave and its owner moved on, as the diary's.
    public func save(_ clock: HybridClock) throws {
        guard let latest = clock.latest, try settings.value(Self.setting) != latest.text else { return }
        try settings.set(Self.setting, to: latest.text)
    }
}
