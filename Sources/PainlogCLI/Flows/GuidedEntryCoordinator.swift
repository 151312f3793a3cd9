import PainlogDomain
import PainlogFeatures

/// Steps through the guided entry's questions in the contract's order (intensity, areas, then for an
/// area of a migraine condition its attack features and whether it is still going, medications,
/// tags, note, when), skipping what was given as an option and asking again after a refused answer,
/// and hands back the request `log` records.
///
/// It writes nothing itself.
struct GuidedEntryCoordinator {
    /// One question of the guided entry.
    enum Step: CaseIterable {
        case intensity, areas, symptoms, stillGoing, medications, tags, note, when
    }

    let view: GuidedEntryView
    let rules: GuidedEntryRules
    /// The diary's names, for the numbered lists (most used first).
    let names: any KnownNames
    /// The width the numbered lists wrap at.
    let width: Int
    /// The diary's conditions: an area of a migraine condition brings the attack-feature questions.
    var conditions: [Condition] = []

    /// The steps that will be asked when `given` holds the options' values.
    static func steps(given: GuidedEntryAnswers) -> [Step] {
        Step.allCases.filter { step in
            switch step {
            case .intensity: given.intensity == nil
            case .areas: given.areas.isEmpty
            case .symptoms: given.symptoms.isEmpty
            case .stillGoing: given.duration == nil && given.ended == nil
            case .medications: given.medications.isEmpty
            case .tags: given.tags.isEmpty
            case .note: given.note == nil
            case .when: given.at == nil
            }
        }
    }

    /// Asks what `given` lacks.
    ///
    /// Throws a usage error for a bad given value before asking anything, and `nothing was logged`
    /// (exit 1) when the input ends or Ctrl-C interrupts a question.
    func run(given: GuidedEntryAnswers) throws -> LogEntryRequest {
        try rules.check(given)
        var answers = given
        for step in Self.steps(given: given) {
            switch step {
            case .intensity:
                answers.intensity = try ask(GuidedEntryPresenter.intensityQuestion) { answer throws(PainlogError) in
                    try rules.intensity(answer)
                }
            case .areas: answers.areas = try askNames(.area)
            case .symptoms:
                guard isOfMigraineCondition(answers.areas) else { continue }
                answers.symptoms = try ask(
                    GuidedEntryPresenter.symptomsQuestion,
                    choices: GuidedEntryPresenter.choices(Symptom.names, width: width)
                ) { answer throws(PainlogError) in
                    try rules.symptoms(answer)
                }
            case .stillGoing:
                guard isOfMigraineCondition(answers.areas) else { continue }
                let end = try ask(GuidedEntryPresenter.stillGoingQuestion) { answer throws(PainlogError) in
                    try rules.stillGoing(answer)
                }
                answers.duration = end.duration
                answers.ended = end.ended
            case .medications: answers.medications = try askMedications()
            case .tags: answers.tags = try askNames(.tag)
            case .note:
                answers.note = try ask(GuidedEntryPresenter.noteQuestion) { answer throws(PainlogError) in
                    try rules.note(answer)
                }
            case .when:
                answers.at = try ask(GuidedEntryPresenter.whenQuestion) { answer throws(PainlogError) in
                    try rules.when(answer)
                }
            }
        }
        return answers.request(intensity: answers.intensity ?? "")
    }

    /// Whether one of `areas` is in a migraine condition.
    private func isOfMigraineCondition(_ areas: [String]) -> Bool {
        let keys = Set(conditions.filter { $0.kind == .migraine }.flatMap(\.areas).map { NameRules.key(for: $0) })
        return areas.contains { keys.contains(NameRules.key(for: $0)) }
    }

    private func askNames(_ kind: NameKind) throws -> [String] {
        let known = try names.names(kind)
        return try ask(
            GuidedEntryPresenter.namesQuestion(kind, hasKnown: !known.isEmpty),
            choices: GuidedEntryPresenter.choices(known, width: width)
        ) { answer throws(PainlogError) in
            try rules.names(answer, known: known, kind: kind)
        }
    }

    /// The medications, listed with the dose each was last taken at: a number logs that dose, a
    /// number and a dose (`1 600mg`) the same medication at another.
    private func askMedications() throws -> [String] {
        let known = try names.medicationsWithLastDose()
        return try ask(
            GuidedEntryPresenter.namesQuestion(.medication, hasKnown: !known.isEmpty),
            choices: GuidedEntryPresenter.choices(known.map(\.text), width: width)
        ) { answer throws(PainlogError) in
            try rules.medications(answer, known: known)
        }
    }

    /// Asks until `read` accepts the answer, saying why each refused one was refused.
    private func ask<T>(
        _ question: String, choices: [String] = [], _ read: (String) throws(PainlogError) -> T
    ) throws -> T {
        var choices = choices
        while true {
            guard let answer = try view.ask(question, choices: choices) else {
                throw PainlogError.failure("nothing was logged")
            }
            choices = []
            do {
                return try read(answer)
            } catch {
                view.refuse(GuidedEntryPresenter.refusal(OptionSpelling.message(of: error)))
            }
        }
    }
}
