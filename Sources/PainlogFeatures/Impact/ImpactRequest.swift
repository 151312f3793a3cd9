public import PainlogDomain

/// The three PEG questions, in the order they are asked.
public enum ImpactQuestion: String, Sendable, Equatable, CaseIterable {
    case pain, enjoyment, activity

    /// The value that answers it, as an error names it.
    public var field: InputField {
        switch self {
        case .pain: .pain
        case .enjoyment: .enjoyment
        case .activity: .activity
        }
    }
}

/// What the user gave `impact`, as typed; nil for what is still to be asked.
public struct ImpactRequest: Sendable, Equatable {
    public let pain: String?
    public let enjoyment: String?
    public let activity: String?
    public let at: String?

    public init(pain: String? = nil, enjoyment: String? = nil, activity: String? = nil, at: String? = nil) {
        self.pain = pain
        self.enjoyment = enjoyment
        self.activity = activity
        self.at = at
    }

    /// The answer typed for `question`, if any.
    public func answer(_ question: ImpactQuestion) -> String? {
        switch question {
        case .pain: return pain
        case .enjoyment: return enjoyment
        case .activity: return activity
        }
    }

    /// This request with `text` as the answer to `question`.
    public func answering(_ question: ImpactQuestion, with text: String) -> ImpactRequest {
        ImpactRequest(
            pain: question == .pain ? text : pain, enjoyment: question == .enjoyment ? text : enjoyment,
            activity: question == .activity ? text : activity, at: at)
    }

    /// The questions not answered yet, in order.
    public var missing: [ImpactQuestion] {
        ImpactQuestion.allCases.filter { answer($0) == nil }
    }
}
