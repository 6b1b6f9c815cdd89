/// Why a form departs from the regular conjugation of its verb's class. Each kind comes from
/// what the tables already say: a rule of the verb's model (`Resources/models.txt`), a literal
/// form of its model or entry, or the spelling rules every verb shares.
///
/// The raw value is a stable id, usable as a tag (`stem-change`); `name` is a short English
/// name. A kind is found per form, and a cell has the kinds of its accepted forms:
///
/// - `stem-change`: a stem vowel changes (`cuento`, `pienso`, `pido`, `juego`, `durmió`,
///   `sintiendo`), the `stressed` and `weak` rules; also a model's own stem (`pudro`).
/// - `yo-stem`: the first person present has a stem of its own, which the present subjunctive
///   and the imperatives built on it share (`tengo`, `hago`, `quepo`, `oigo`; `tenga`, `sepa`),
///   the `yo` rule.
/// - `zc-present`: c becomes zc before a and o (`conozco`, `conduzca`), the `zc` rule.
/// - `y-present`: a y follows the stem where the stress falls on it (`huyo`, `construyes`,
///   `oye`), the `y` rule.
/// - `strong-preterite`: a preterite on a stem of its own with unstressed `-e`, `-o` (`tuve`,
///   `hizo`, `dijeron`), and the subjunctives built on it (`tuviera`, `dijese`).
/// - `future-stem`: the future and conditional on a stem of their own (`tendré`, `haría`,
///   `podré`).
/// - `participle`: a participle of its own (`hecho`, `roto`, `frito`), and the compound tenses
///   that use it (`he hecho`).
/// - `imperative`: a tú or vos imperative of its own (`ten`, `pon`, `sal`, `haz`, `di`, `ve`;
///   vos `andá`).
/// - `gerund`: a gerund of its own (`pudiendo`, `yendo`); a gerund with a stem change
///   (`sintiendo`) is a `stem-change`.
/// - `own-forms`: forms of the verb's own that no rule builds (`soy`, `fui`, `iba`, `he`,
///   `estoy`, `doy`, `veo`, `sé`, `plugo`).
/// - `defective`: the verb lacks the cell (`soler` has no future).
/// - `hiatus-accent`: the stem's i or u is stressed apart from its neighbour and takes a
///   tilde (`vacío`, `actúo`, `reúno`, `prohíbo`).
/// - `spelling-change`: the spelling rules every verb shares keep the sound of the stem before
///   an ending (c/qu `saqué`, g/gu `pagué`, z/c `empecé`, c/z `venzo`, g/j `cojo`, gu/g
///   `distingo`, gu/gü `averigüé`, qu/c `delinco`), write i as y between vowels (`creyó`), mark
///   a stressed i after a vowel (`creíste`), drop an i after ñ, ll and i (`tañó`), and write
///   monosyllables without a tilde (`fie`, `guio`).
///
/// The last two are orthographic: the verb is conjugated as its class is, and the written
/// form shows it (the RAE counts vaciar and actuar as regular, with an accent pattern). They
/// are marked and named, but do not make a form irregular (`countsAsIrregular`), so that a
/// learner sees `saqué` marked as spelling and `sacar` as a regular verb.
public enum IrregularityKind: String, CaseIterable, Sendable, Comparable {
  case stemChange = "stem-change"
  case yoStem = "yo-stem"
  case zcPresent = "zc-present"
  case yPresent = "y-present"
  case strongPreterite = "strong-preterite"
  case futureStem = "future-stem"
  case participle
  case imperative
  case gerund
  case ownForms = "own-forms"
  case defective
  case hiatusAccent = "hiatus-accent"
  case spellingChange = "spelling-change"

  /// The stable id, usable as a tag (`stem-change`).
  public var id: String { rawValue }

  /// A short English name (`stem change`, `irregular future stem`).
  public var name: String {
    switch self {
    case .stemChange: "stem change"
    case .yoStem: "irregular yo stem"
    case .zcPresent: "zc present"
    case .yPresent: "y present"
    case .strongPreterite: "strong preterite"
    case .futureStem: "irregular future stem"
    case .participle: "irregular participle"
    case .imperative: "irregular imperative"
    case .gerund: "irregular gerund"
    case .ownForms: "forms of its own"
    case .defective: "defective"
    case .hiatusAccent: "hiatus accent"
    case .spellingChange: "spelling change"
    }
  }

  /// Whether a form of this kind is irregular; false for the orthographic kinds, hiatus accents
  /// and spelling changes.
  public var countsAsIrregular: Bool { self != .hiatusAccent && self != .spellingChange }

  /// Kinds sort in declaration order: the irregular ones first, the orthographic ones last.
  public static func < (a: Self, b: Self) -> Bool { a.order < b.order }

  private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
