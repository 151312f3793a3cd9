public import PainlogDomain

/// The storage is the diary's services: its stores already have the names and types the protocol asks.
extension SQLiteStorage: DiaryServices {}
