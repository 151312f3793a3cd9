import Foundation
import PainlogDomain
import PainlogFeatures

@testable import PainlogStorage

extension StatsDiary {
    /// Gives `entry` an end with plain SQL, as migration 0008 stores it (whole seconds and the end's
    /// own offset), until the store writes ends itself.
    func end(_ entry: Entry, at text: String) throws {
        let end = Self.time(text)
        try SQLiteConnection(path: folder.appendingPathComponent("diary.sqlite").path).execute(
            "UPDATE entries SET ended_at = \(end.seconds), ended_offset = \(end.offset) WHERE id = \(entry.id)")
    }

    /// `painlog calendar` over this diary.
    var calendar: CalendarInteractor {
        CalendarInteractor(
            statistics: storage.statistics, nameStatistics: storage.nameStatistics, calendar: localCalendar)
    }
}
