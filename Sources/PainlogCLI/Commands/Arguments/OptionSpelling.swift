import PainlogDomain

/// The one table from the fields that errors name to how painlog's command line and prompts spell
/// them: the rules speak of values, and only the CLI knows they were typed as `--since`.
enum OptionSpelling {
    /// The option (or prompt word) that gives `field`.
    static func spelling(of field: InputField) -> String {
        switch field {
        case .intensity: "--intensity"
        case .at: "--at"
        case .duration: "--for"
        case .ended: "--ended"
        case .since: "--since"
        case .until: "--until"
        case .baseline: "--baseline"
        case .whenAnswer: "when"
        case .window: "--window"
        case .limit: "--limit"
        case .all: "--all"
        case .minimum: "--min"
        case .maximum: "--max"
        case .pain: "--pain"
        case .enjoyment: "--enjoyment"
        case .activity: "--activity"
        case .note: "--note"
        case .area: "--area"
        case .addArea: "--add-area"
        case .removeArea: "--remove-area"
        case .tag: "--tag"
        case .addTag: "--add-tag"
        case .removeTag: "--remove-tag"
        case .medication: "--med"
        case .clearMedications: "--clear-meds"
        case .symptom: "--symptom"
        case .addSymptom: "--add-symptom"
        case .removeSymptom: "--remove-symptom"
        case .clearSymptoms: "--clear-symptoms"
        case .patient: "--patient"
        case .kind: "--kind"
        case .condition: "--condition"
        case .dose: "--dose"
        case .every: "--every"
        }
    }

    /// `error`'s line with each field as the user typed it and each hint as a command line.
    static func message(of error: PainlogError) -> String {
        error.message(naming: spelling(of:), hints: CommandHintText.text)
    }

    /// `error`'s line with each field as the user typed it, for any error a flow catches.
    static func message(of error: any Error) -> String {
        if let error = error as? PainlogError { return message(of: error) }
        return "\(error)"
    }
}
