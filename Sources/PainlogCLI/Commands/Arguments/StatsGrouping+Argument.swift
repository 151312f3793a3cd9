import ArgumentParser
public import PainlogDomain

/// `stats --by` reads the Domain's groupings by their names, in their order: no copy of the cases
/// to keep in step.
extension StatsGrouping: ArgumentWord {}
