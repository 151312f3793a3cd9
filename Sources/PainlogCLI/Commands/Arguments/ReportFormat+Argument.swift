import ArgumentParser
public import PainlogFeatures

/// `report --format` and `--paper` read the report's own enums by their names: no copy of the cases.
extension ReportFormat: ArgumentWord {}

extension ReportPaper: ArgumentWord {}
