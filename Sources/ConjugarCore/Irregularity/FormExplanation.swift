/// How one form of a verb is built and why it departs from the regular conjugation: what
/// `conjugar explain` shows, worked out from the verb's models, its regular conjugation and its
/// irregularity analysis, never from a text about the verb.
///
/// ``Conjugator/explanation(of:alikeCount:)`` makes one from a lookup reading.
public struct FormExplanation: Sendable {
  /// The verb (`tener`).
  public let infinitive: String
  /// The cell (`indicativo.preterito`, `yo`).
  public let form: Form
  /// The cell's form as the engine writes it (`tuve`, `he tenido`).
  public let text: String
  /// The verb's models, named after their model verbs (`tener`).
  public let models: [String]
  /// Whether no table lists the verb and its model was guessed.
  public let isGuessed: Bool
  /// Whether the verb is conjugated as its class's regular model.
  public let isRegularVerb: Bool
  /// For a simple form, the stem the ending follows (`habl`, `tuv`); nil when the form cannot
  /// be split into a stem and a regular ending (`soy`) or for a compound form.
  public let stem: String?
  /// For a simple form, the ending after ``stem`` (`o`, `imos`); nil with it.
  public let ending: String?
  /// The regular form of the cell when the form differs from it (`tení` for `tuve`).
  public let regularForm: String?
  /// For a compound form, haber's form (`he`); for a periphrasis, estar's or ir's with its
  /// `a` (`estoy`, `voy a`).
  public let auxiliary: String?
  /// For a compound form, the participle (`tenido`); for a periphrasis, the gerund or the
  /// infinitive (`diciendo`, `salir`).
  public let participle: String?
  /// The irregularity of the form, or for a compound form of its participle: its kinds and
  /// marked letters.
  public let irregularity: FormIrregularity?
  /// Verbs listed with the same models, commonest first, the verb itself left out.
  public let alike: [String]
  /// The periphrasis the form is (`estoy diciendo`), nil for a cell's form; its irregularity
  /// is its gerund's or infinitive's.
  public var periphrasis: Periphrasis? = nil

  /// The kinds of irregularity the form shows, irregular ones first; empty for a regular form.
  public var kinds: [IrregularityKind] { irregularity?.kinds ?? [] }
}

extension IrregularityKind {
  /// The rule behind the kind, in one English sentence, as a learner is taught it.
  public var rule: String {
    switch self {
    case .stemChange:
      "The last vowel of the stem changes where the stress falls on it (e > ie, o > ue, "
        + "e > i), and in most -ir verbs also where the ending has no stressed i."
    case .yoStem:
      "The yo form of the present has a stem of its own, which the whole present subjunctive "
        + "keeps."
    case .zcPresent:
      "Verbs in a vowel + -cer or -cir write zc before an a or an o (conozco, conozca)."
    case .yPresent:
      "A y is written after the stem wherever the stress falls on it (huyo, construyes)."
    case .strongPreterite:
      "The preterite is built on a stem of its own with unstressed endings -e and -o (tuve, "
        + "tuvo), and the imperfect and future subjunctives keep that stem."
    case .futureStem:
      "The future and the conditional are built on a shortened infinitive (tendré, haría)."
    case .participle:
      "The participle is a short form of its own (hecho, visto), used in every compound tense."
    case .imperative:
      "The tú imperative is a short form of its own (ten, haz, di)."
    case .gerund:
      "The gerund has a stem of its own (pudiendo, yendo)."
    case .ownForms:
      "This form is the verb's own and no rule builds it; it is learnt by heart."
    case .defective:
      "The verb lacks this form."
    case .hiatusAccent:
      "A stressed i or u next to another vowel is pronounced apart and takes a written "
        + "accent (vacío, actúo); the verb is regular."
    case .spellingChange:
      "A spelling rule keeps the sound of the stem before the ending (saqué, pagué, empecé, "
        + "creyó); the verb is regular."
    }
  }
}

extension Conjugator {
  /// How the form a lookup read is built, why it is irregular, and the verbs conjugated alike.
  ///
  /// - Parameters:
  ///   - analysis: One reading from ``Lookup/analyses(of:includeVos:)``.
  ///   - alikeCount: How many verbs conjugated alike to name at most.
  /// - Returns: The explanation; nil when the verb cannot be conjugated.
  public func explanation(of analysis: Analysis, alikeCount: Int = 5) -> FormExplanation? {
    if let periphrasis = analysis.periphrasis {
      return explanation(of: analysis, periphrasis, alikeCount: alikeCount)
    }
    guard let conjugation = try? conjugate(analysis.infinitive).get(),
      let shape = VerbShape(analysis.infinitive)
    else { return nil }
    let form = analysis.form
    let text = analysis.matched
    let verbIrregularities = irregularities(of: conjugation)
    let cellIrregularity = verbIrregularities?.cell(form)
    var auxiliary: String?
    var participle: String?
    var stem: String?
    var ending: String?
    var regularForm: String?
    var irregularity = cellIrregularity?.forms.first { $0.text == text }
    if case .finite(let tense, let person) = form, let simple = tense.simpleTense {
      auxiliary = (try? conjugate("haber").get())?.cell(.finite(simple, person)).forms.first
      let participles = conjugation.cell(.nonFinite(.participio)).forms
      participle = participles.first { text.hasSuffix($0) } ?? participles.first
      if let participle, let analysis = verbIrregularities {
        irregularity = analysis.cell(.nonFinite(.participio)).forms.first { $0.text == participle }
      }
    } else {
      let word = text.split(separator: " ").last.map(String.init) ?? text
      let regular = regularConjugation(of: shape.infinitive)?.cell(form).forms.first
      let model = try? conjugate(Self.regularModel(shape.verbClass)).get()
      let modelForm = model?.cell(form).forms.first
      let modelStem = VerbShape(Self.regularModel(shape.verbClass))
      var split = Self.split(word, regular: modelForm, form: form, shape: modelStem)
      if split == nil, cellIrregularity?.kinds.contains(.strongPreterite) == true {
        split = strongSplit(word, conjugation)
      }
      stem = split?.stem
      ending = split?.ending
      if let regular, regular != word, !shape.isReflexive || !regular.contains(" ") {
        regularForm = regular
      }
    }
    return FormExplanation(
      infinitive: analysis.infinitive, form: form, text: text, models: conjugation.models,
      isGuessed: analysis.isGuessed, isRegularVerb: conjugation.isRegular, stem: stem,
      ending: ending, regularForm: regularForm, auxiliary: auxiliary, participle: participle,
      irregularity: irregularity,
      alike: verbs(modelledOn: conjugation.models, except: analysis.infinitive, count: alikeCount))
  }

  /// A form of a strong preterite or a tense built on it as its stem, the él preterite
  /// without its -o (`tuv-e`, `dij-eron`, `tuv-iera`), and its ending.
  private func strongSplit(_ word: String, _ conjugation: Conjugation)
    -> (stem: String, ending: String)?
  {
    guard let third = conjugation.cell(.finite(.preterito, .el)).forms.first,
      third.hasSuffix("o")
    else { return nil }
    let stem = String(third.dropLast())
    guard word.hasPrefix(stem), word.count > stem.count else { return nil }
    return (stem, String(word.dropFirst(stem.count)))
  }

  /// `word` as a stem and the ending its class's regular model has in the cell (`regular`,
  /// made by `shape`, the model verb): `tuv-imos` against `tem-imos`, `conozc-o` against
  /// `tem-o`, `tendr-é` against `temer-é`.
  private static func split(_ word: String, regular: String?, form: Form, shape: VerbShape?)
    -> (stem: String, ending: String)?
  {
    guard let shape else { return nil }
    let regularStem: String
    if case .finite(let tense, _) = form {
      regularStem = shape.regularStem(for: tense)
    } else {
      regularStem = shape.stem
    }
    if let regular, regular.hasPrefix(regularStem) {
      let regularEnding = String(regular.dropFirst(regularStem.count))
      if !regularEnding.isEmpty, word.hasSuffix(regularEnding), word.count > regularEnding.count {
        return (String(word.dropLast(regularEnding.count)), regularEnding)
      }
    }
    return nil
  }

  /// The listed verbs whose models are `models`, commonest first.
  private func verbs(modelledOn models: [String], except infinitive: String, count: Int)
    -> [String]
  {
    guard count > 0, let entries = try? table.entries() else { return [] }
    let alike = entries.filter {
      $0.models == models && $0.infinitive != infinitive && !$0.infinitive.hasSuffix("se")
    }
    let ranked = alike.sorted {
      ($0.rank ?? Int.max, $0.infinitive) < ($1.rank ?? Int.max, $1.infinitive)
    }
    return ranked.prefix(count).map(\.infinitive)
  }
}
