/// The classes the person set for medications (`meds class`), over painlog's built-in table.
///
/// Classes are stored by their JSON spelling (`simple_analgesic`, `preventive`, …): which ones
/// exist is a rule of the features, not of the store.
public protocol MedicationClassStore {
    /// Each medication with a class set, by its name as stored.
    func classes() throws -> [String: String]

    /// Sets medication `id`'s class, or with nil returns it to the built-in table's.
    func setClass(of id: Int64, to medicationClass: String?) throws
}
