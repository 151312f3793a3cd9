/// The days a headache calendar counts, defined once for `calendar`, `stats --by month`, the
/// dashboard and the report (README: "Days").
///
/// Per local calendar day, for the entries the filters choose:
/// - a *logged day* has an entry that counts on it: an entry counts on its own local date and, when
///   it has an end, on every local date from its start's to its end's, each at its own offset (a
///   day that a daylight-saving change makes 23 or 25 hours long is one day all the same);
/// - a *pain day* has an entry above 0;
/// - a *moderate day* has a worst of 4 or more;
/// - a *severe day* has a worst of 7 or more;
/// - an *acute-medication day* has a dose of an acute class (`MedicationClass.isAcute`) taken that
///   day, by the local date of the entry that carries it, whatever the filters: every intake counts.
///
/// The days themselves are counted in SQL (`StatisticsStore.days`, one row per date); these are
/// the rules that sort them.
public enum DayDefinitions {
    /// The worst intensity from which a day is a moderate day.
    public static let moderateWorst = 4
    /// The worst intensity from which a day is a severe day (ICHD's and painlog's 7–10).
    public static let severeWorst = 7

    /// Whether a day with this worst intensity is a pain day: an entry above 0.
    public static func isPainDay(worst: Int) -> Bool { worst > 0 }

    /// Whether a day with this worst intensity is a moderate day.
    public static func isModerateDay(worst: Int) -> Bool { worst >= moderateWorst }

    /// Whether a day with this worst intensity is a severe day.
    public static func isSevereDay(worst: Int) -> Bool { worst >= severeWorst }
}
