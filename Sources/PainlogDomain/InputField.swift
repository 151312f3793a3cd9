/// Which value a user gave that an error is about, named by what it is rather than by how the command
/// line spells it: the rules stay free of flags, and the CLI names each field as the user typed it
/// (`--since`, `--remove-area`, a prompt's `when`).
public enum InputField: String, Sendable, Equatable, CaseIterable {
    /// An entry's pain intensity given as an option (`edit`); the positional one is named in words.
    case intensity
    /// An entry's or record's time.
    case at
    /// How long an attack lasted (`--for 5h`): with the start, it gives the end.
    case duration
    /// When an attack ended (`--ended WHEN`).
    case ended
    /// The inclusive start of a period.
    case since
    /// The inclusive end of a period.
    case until
    /// The period a report compares with instead of the previous one (`WHEN..WHEN`).
    case baseline
    /// The answer to a guided entry's time question.
    case whenAnswer
    /// The span after a dose in which a later entry counts as its response.
    case window
    /// How many entries a list shows.
    case limit
    /// Every entry, without a limit.
    case all
    /// The lowest intensity a filter lets through.
    case minimum
    /// The highest intensity a filter lets through.
    case maximum
    /// A PEG answer: pain on average.
    case pain
    /// A PEG answer: interference with enjoyment of life.
    case enjoyment
    /// A PEG answer: interference with general activity.
    case activity
    /// An entry's note.
    case note
    /// The areas that replace an entry's areas.
    case area
    /// An area added to an entry's areas.
    case addArea
    /// An area taken from an entry's areas.
    case removeArea
    /// The tags that replace an entry's tags.
    case tag
    /// A tag added to an entry's tags.
    case addTag
    /// A tag taken from an entry's tags.
    case removeTag
    /// The medications that replace an entry's medications.
    case medication
    /// Removing every medication from an entry.
    case clearMedications
    /// The symptoms that replace an entry's symptoms (`log`'s symptoms).
    case symptom
    /// A symptom added to an entry's symptoms.
    case addSymptom
    /// A symptom taken from an entry's symptoms.
    case removeSymptom
    /// Removing every symptom from an entry.
    case clearSymptoms
    /// The line a report prints in every page's header: the patient's name, date of birth, clinic number.
    case patient
    /// A condition's kind (`conditions add --kind`).
    case kind
    /// The conditions whose entries a view selects (`--condition`).
    case condition
    /// A course's dose (`course start --dose`).
    case dose
    /// A course's interval of injections (`course start --every`).
    case every
}
