/// The entry ids an import has already matched, kept small: one bit per id for the dense ids
/// entries have (a million of them take 125 KiB, where a `Set<Int64>` took 16 MiB and broke the
/// import's memory bound), and a set only for ids beyond that range.
struct EntryIDSet {
    /// Ids below this go in the bit map, which grows only as far as the largest id seen: 8 MiB at most.
    private static let denseLimit: Int64 = 1 << 26
    private var bits: [UInt64] = []
    private var sparse = Set<Int64>()

    /// Adds `id`; false when it was already there.
    mutating func insert(_ id: Int64) -> Bool {
        guard id >= 0, id < Self.denseLimit else { return sparse.insert(id).inserted }
        let word = Int(id >> 6)
        let mask = UInt64(1) << UInt64(id & 63)
        if word >= bits.count {
            bits.append(contentsOf: repeatElement(0, count: max(word + 1, bits.count * 2) - bits.count))
        }
        defer { bits[word] |= mask }
        return bits[word] & mask == 0
    }
}
