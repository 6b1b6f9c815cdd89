/// Why a form departs from the regular conjugation of its verb's class.
///
/// Each kind comes from what the tables already say: a rule of the verb's model
/// (`Resources/models.txt`), a literal form of its model or entry, or the spelling rules every
/// verb shares.
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
  /// A stem vowel changes (`cuento`, `pido`, `durmió`).
  case stemChange = "stem-change"
  /// The first person present has a stem of its own (`tengo`, `hago`), and the forms built on
  /// it.
  case yoStem = "yo-stem"
  /// c becomes zc before a and o (`conozco`).
  case zcPresent = "zc-present"
  /// A y follows the stem where the stress falls on it (`huyo`).
  case yPresent = "y-present"
  /// A preterite on a stem of its own (`tuve`, `hizo`), and the subjunctives built on it.
  case strongPreterite = "strong-preterite"
  /// The future and conditional on a stem of their own (`tendré`).
  case futureStem = "future-stem"
  /// A participle of its own (`hecho`), and the compound tenses that use it.
  case participle
  /// A tú or vos imperative of its own (`ten`, `di`).
  case imperative
  /// A gerund of its own (`yendo`).
  case gerund
  /// A form of its own that no rule builds (`soy`, `fui`, `estoy`).
  case ownForms = "own-forms"
  /// A cell the verb lacks.
  case defective
  /// A stressed i or u written with a tilde against its vowel neighbour (`vacío`, `reúno`);
  /// orthographic.
  case hiatusAccent = "hiatus-accent"
  /// A spelling rule changed the stem's consonants (`saqué`, `venzo`); orthographic.
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

  /// Whether `a` comes before `b`: kinds sort in declaration order, the irregular ones first,
  /// the orthographic ones last.
  ///
  /// - Parameters:
  ///   - a: A kind.
  ///   - b: Another kind.
  /// - Returns: True when `a` is declared before `b`.
  public static func < (a: Self, b: Self) -> Bool { a.order < b.order }

  private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
