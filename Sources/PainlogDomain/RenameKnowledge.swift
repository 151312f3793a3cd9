/// What sync keeps beside the stamps so that a rename reaches what was logged before it was known,
/// and a lost value is told once (contract, *Merging, 0.4*; docs/sync.md, *Renames reach what was
/// logged before they were known (0.4)*).
///
/// Change it only inside a write transaction.
public protocol SyncKnowledgeStore {
    /// Every diary's knowledge of the renames, as kept so far.
    func renameKnowledge() throws -> RenameKnowledge

    /// Notes that `diary` knew `rename` from its own stamp `known` on (nil: it knew it, since when
    /// is not known). A diary's first note of a rename stays.
    func noteKnown(_ rename: NameRename, diary: String, from known: ChangeStamp?) throws

    /// Notes that `diary`'s files list every rename it knows (sync file format 3).
    func noteRenameWriter(_ diary: String) throws

    /// Whether this diary has told that it lost `value`.
    func wasTold(_ value: LostValue) throws -> Bool

    /// Notes that this diary told that it lost `value`.
    func noteTold(_ value: LostValue) throws
}

/// Which renames each diary knew, and from which of its own stamps on.
///
/// A rename reaches a member (an area, tag or medication an entry was given under the rename's old
/// name) when the diary that gave it had not yet merged the rename, whatever the clocks: that diary
/// knew the rename only from a stamp of its own later than the member's. Its own stamps are ordered
/// by its clock, so this holds whatever another computer's clock says. A member from a diary whose
/// knowledge is not known (a 0.3 file) is judged by stamps, as in 0.3: reached when it is older than
/// the rename.
public struct RenameKnowledge: Sendable, Equatable {
    /// Per rename (`key(_:)`), per diary: the stamp of its own from which it knew the rename; nil
    /// when its file lists the rename without saying since when.
    public private(set) var known: [String: [String: ChangeStamp?]]
    /// The diaries whose files list every rename they know: one they do not list, they did not know.
    public private(set) var writers: Set<String>

    public init(known: [String: [String: ChangeStamp?]] = [:], writers: Set<String> = []) {
        self.known = known
        self.writers = writers
    }

    /// The key of a stamped rename: its list, old name and stamp (what makes a rename the same one
    /// on every diary).
    public static func key(_ rename: NameRename) -> String? {
        rename.stamp.map { rename.kind.rawValue + "\u{0}" + rename.fromKey + "\u{0}" + $0.text }
    }

    /// Notes what `diary` knew of `rename` (the first note stays, as the store keeps it).
    public mutating func note(_ rename: NameRename, diary: String, from stamp: ChangeStamp?) {
        guard let key = Self.key(rename), known[key]?[diary] == nil else { return }
        known[key, default: [:]][diary] = .some(stamp)
    }

    /// Notes that `diary`'s files list every rename it knows.
    public mutating func noteWriter(_ diary: String) { writers.insert(diary) }

    /// The stamp from which `diary` knew `rename`: nil when not known (or not said).
    public func knownFrom(_ rename: NameRename, diary: String) -> ChangeStamp? {
        guard let key = Self.key(rename), case .some(.some(let stamp)) = known[key]?[diary] else { return nil }
        return stamp
    }

    /// Whether `rename` reaches a member given its old name with stamp `member`: the diary that made
    /// the member had not merged the rename then.
    ///
    /// - The diary that made the rename knew it from the rename's own stamp.
    /// - A diary that says from which of its stamps it knew the rename: a member stamped up to then.
    /// - A diary whose files list every rename it knows, without this one: it did not know it.
    /// - Any other diary (its files from painlog 0.3, or listing the rename without saying since
    ///   when): a member older than the rename, as in 0.3.
    public func reaches(_ rename: NameRename, member: ChangeStamp) -> Bool {
        guard let stamp = rename.stamp else { return false }
        if member.diary == stamp.diary { return member < stamp }
        guard let key = Self.key(rename) else { return member < stamp }
        switch known[key]?[member.diary] {
        case .some(.some(let from)): return !(from < member)
        case .some(.none): return member < stamp
        case .none: return writers.contains(member.diary) || member < stamp
        }
    }
}
