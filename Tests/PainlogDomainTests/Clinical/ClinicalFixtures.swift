import PainlogDomain

/// Hand-built attacks for the clinical rules' tests: times from 2026-03-02T08:00Z unless given.
enum ClinicalFixtures {
    /// 2026-03-02T08:00:00Z.
    static let morning: Int64 = 1_772_438_400
    static let hour: Int64 = 3600
    static let minute: Int64 = 60

    /// A timestamp `seconds` after `morning`, at `offset` seconds east of UTC.
    static func time(_ seconds: Int64 = 0, offset: Int = 0) -> Timestamp {
        Timestamp(seconds: morning + seconds, offset: offset)
    }

    /// An attack at `intensity` that lasted `lasting` seconds (no end when nil).
    static func attack(
        _ intensity: Int, lasting: Int64? = 5 * hour, symptoms: Set<ClinicalSymptom> = [],
        acute: Set<ClinicalMedicineClass> = []
    ) -> AttackFacts {
        AttackFacts(
            intensity: intensity, start: time(), end: lasting.map { time($0) }, symptoms: symptoms, acuteClasses: acute)
    }

    static func date(_ text: String) -> LocalDate { LocalDate(isoString: text)! }
}
