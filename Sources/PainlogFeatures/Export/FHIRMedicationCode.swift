/// The WHO ATC code (Anatomical Therapeutic Chemical classification, system
/// `http://www.whocc.no/atc`) of each generic name in painlog's class table, for the
/// MedicationStatements of `export --format fhir`.
///
/// Codes from the WHO Collaborating Centre's ATC/DDD index (atcddd.fhi.no, also mirrored at
/// rxreasoner.com/atccodes): N02CC (triptans: sumatriptan N02CC01 … frovatriptan N02CC07), N02CA
/// (dihydroergotamine N02CA01, ergotamine N02CA02), N02AA (morphine 01, hydromorphone 03, oxycodone
/// 05, dihydrocodeine 08), N02AX02 tramadol, N02BB02 metamizole, and M01A (indometacin M01AB01,
/// diclofenac M01AB05, ketorolac M01AB15, piroxicam M01AC01, meloxicam M01AC06, ibuprofen M01AE01,
/// naproxen M01AE02, ketoprofen M01AE03, mefenamic acid M01AG01) were checked against those pages;
/// the rest are the index's codes for the plain substance. Plain codeine is R05DA04 (ATC files it
/// with the cough suppressants). Hydrocodone is left out: its code could not be confirmed; so are
/// the gepants and lasmiditan (0.4), which carry their names only.
/// Combination products (`paracetamol/codeine`) carry no code: ATC codes a combination by its
/// leading substance and its other parts, which a name alone does not settle.
public enum FHIRMedicationCode {
    public static let system = "http://www.whocc.no/atc"

    /// Generic name (lowercase) → ATC code and the index's name for it.
    static let atc: [String: (code: String, display: String)] = [
        "paracetamol": ("N02BE01", "paracetamol"), "acetaminophen": ("N02BE01", "paracetamol"),
        "aspirin": ("N02BA01", "acetylsalicylic acid"), "acetylsalicylic acid": ("N02BA01", "acetylsalicylic acid"),
        "metamizole": ("N02BB02", "metamizole sodium"), "dipyrone": ("N02BB02", "metamizole sodium"),
        "phenazone": ("N02BB01", "phenazone"), "propyphenazone": ("N02BB04", "propyphenazone"),
        "ibuprofen": ("M01AE01", "ibuprofen"), "naproxen": ("M01AE02", "naproxen"),
        "ketoprofen": ("M01AE03", "ketoprofen"), "dexketoprofen": ("M01AE17", "dexketoprofen"),
        "diclofenac": ("M01AB05", "diclofenac"), "indometacin": ("M01AB01", "indometacin"),
        "indomethacin": ("M01AB01", "indometacin"), "ketorolac": ("M01AB15", "ketorolac"),
        "piroxicam": ("M01AC01", "piroxicam"), "meloxicam": ("M01AC06", "meloxicam"),
        "mefenamic acid": ("M01AG01", "mefenamic acid"), "tolfenamic acid": ("M01AG02", "tolfenamic acid"),
        "celecoxib": ("M01AH01", "celecoxib"), "etoricoxib": ("M01AH05", "etoricoxib"),
        "sumatriptan": ("N02CC01", "sumatriptan"), "naratriptan": ("N02CC02", "naratriptan"),
        "zolmitriptan": ("N02CC03", "zolmitriptan"), "rizatriptan": ("N02CC04", "rizatriptan"),
        "almotriptan": ("N02CC05", "almotriptan"), "eletriptan": ("N02CC06", "eletriptan"),
        "frovatriptan": ("N02CC07", "frovatriptan"),
        "dihydroergotamine": ("N02CA01", "dihydroergotamine"), "ergotamine": ("N02CA02", "ergotamine"),
        "morphine": ("N02AA01", "morphine"), "hydromorphone": ("N02AA03", "hydromorphone"),
        "oxycodone": ("N02AA05", "oxycodone"), "dihydrocodeine": ("N02AA08", "dihydrocodeine"),
        "codeine": ("R05DA04", "codeine"), "tramadol": ("N02AX02", "tramadol"),
        "tapentadol": ("N02AX06", "tapentadol"), "buprenorphine": ("N02AE01", "buprenorphine"),
        "fentanyl": ("N02AB03", "fentanyl"), "pethidine": ("N02AB02", "pethidine"),
        "meperidine": ("N02AB02", "pethidine"), "methadone": ("N07BC02", "methadone"),
    ]

    /// The ATC code of a medication name, compared case-insensitively; a longer name counts when it
    /// starts with a known generic name as a word (`sumatriptan nasal`), as the class table reads it.
    ///
    /// Nil for a name the table does not hold.
    public static func atc(of name: String) -> (code: String, display: String)? {
        let words = name.lowercased().split(separator: " ")
        guard let first = words.first, !first.contains("/") else { return nil }
        for count in stride(from: min(words.count, 3), through: 1, by: -1) {
            if let known = atc[words.prefix(count).joined(separator: " ")] { return known }
        }
        return nil
    }

    /// Acetylsalicylic acid as an antiplatelet (B01AC06), which it is at 100 mg or less.
    static let antiplateletAspirin = (code: "B01AC06", display: "acetylsalicylic acid")

    /// The ATC code of one dose: `atc(of:)`, except that aspirin at 100 mg or less is coded B01AC06
    /// (platelet aggregation inhibitor), not N02BA01 (analgesic), as its class is then `other`
    /// (`MedicationClass.of(_:dose:)`).
    public static func atc(of name: String, dose: String) -> (code: String, display: String)? {
        guard let found = atc(of: name) else { return nil }
        guard found.code == "N02BA01", MedicationClass.of(name, dose: dose) == .other else { return found }
        return antiplateletAspirin
    }
}
