/// The common brand names of the generics `MedicationClass.knownNames` holds, each with its generic
/// form, so that "Nurofen 200mg" counts as ibuprofen for overuse.
///
/// A short table on purpose: the brands a person in Europe or North America most often writes for a
/// headache medicine, taken from the products' own labels — the UK's electronic Medicines
/// Compendium (medicines.org.uk/emc) for the European names, the US National Library of Medicine's
/// DailyMed (dailymed.nlm.nih.gov) for the American ones. A brand is read only as the whole name
/// (`Nurofen`, `nurofen`), never as the start of a longer one: `Nurofen Plus` is ibuprofen with
/// codeine and `Panadol Extra` paracetamol with caffeine (combinations, listed as such), and a
/// variant the table does not list stays without a class, which `log`, `meds` and the report say.
/// README's table lists the same.
public enum MedicationBrands {
    /// Brand names, lowercased, with the generic form (a name of `knownNames`, or a combination's
    /// components joined by `/`) whose class they take.
    public static let generics: [String: String] = [
        // Simple analgesics and NSAIDs.
        "nurofen": "ibuprofen",  // Reckitt, emc
        "advil": "ibuprofen",  // Haleon, DailyMed
        "motrin": "ibuprofen",  // Kenvue, DailyMed
        "panadol": "paracetamol",  // Haleon, emc
        "tylenol": "acetaminophen",  // Kenvue, DailyMed
        "aleve": "naproxen",  // Bayer, DailyMed
        // Triptans.
        "imigran": "sumatriptan",  // GSK, emc
        "imitrex": "sumatriptan",  // GSK, DailyMed
        "maxalt": "rizatriptan",  // Organon, emc and DailyMed
        "zomig": "zolmitriptan",  // Grünenthal, emc; Amneal, DailyMed
        "relpax": "eletriptan",  // Viatris, emc; Pfizer, DailyMed
        "naramig": "naratriptan",  // GSK, emc
        "amerge": "naratriptan",  // GSK, DailyMed
        "almogran": "almotriptan",  // Almirall, emc
        "migard": "frovatriptan",  // Menarini, emc
        "frova": "frovatriptan",  // Endo, DailyMed
        // Combinations (ICHD-3 8.2.5), and a triptan with naproxen.
        "nurofen plus": "ibuprofen/codeine",  // Reckitt, emc
        "panadol extra": "paracetamol/caffeine",  // Haleon, emc
        "excedrin": "acetaminophen/aspirin/caffeine",  // Haleon, DailyMed
        "treximet": "sumatriptan/naproxen",  // Currax, DailyMed
        // Gepants and ditans.
        "nurtec": "rimegepant",  // Pfizer, DailyMed
        "vydura": "rimegepant",  // Pfizer, EMA
        "ubrelvy": "ubrogepant",  // AbbVie, DailyMed
        "reyvow": "lasmiditan",  // Lilly, DailyMed
    ]

    /// The generic form of `name` when it is one of the brands, compared case-insensitively and
    /// with its words separated by single spaces; nil otherwise.
    public static func generic(of name: String) -> String? {
        generics[name.lowercased().split(separator: " ").joined(separator: " ")]
    }
}
