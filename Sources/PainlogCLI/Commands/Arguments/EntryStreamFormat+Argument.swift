import ArgumentParser
public import PainlogFeatures

/// `export --format` reads the stream formats by their names, in their order: no copy of the cases
/// to keep in step.
extension EntryStreamFormat: ArgumentWord {}
