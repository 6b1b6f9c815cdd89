import ConjugarCore

/// The `conjugar info` topic that explains each kind of irregularity.
enum ExplainTopic {
  /// The topic of `kind`; for forms of a verb's own, the topic of the form's tense.
  static func topic(_ kind: IrregularityKind, form: Form) -> String {
    switch kind {
    case .stemChange: "stem-change"
    case .yoStem, .zcPresent, .yPresent: "zc-g-y-presents"
    case .strongPreterite: "strong-preterite"
    case .futureStem: "future-stem"
    case .participle: "irregular-participle"
    case .imperative: "irregular-imperative"
    case .gerund: "irregular-gerund"
    case .hiatusAccent: "hiatus-accents"
    case .spellingChange: "spelling-changes"
    case .ownForms, .defective: form.tenseID
    }
  }
}
