/// The regular endings of the three conjugations, in person order yo, tú, él, nosotros,
/// vosotros, ellos. vos endings are listed apart where vos differs from tú.
enum Endings {
  static let sixPersons: [Person] = [.yo, .tu, .el, .nosotros, .vosotros, .ellos]

  static func present(_ c: VerbClass) -> [String] {
    switch c {
    case .ar: ["o", "as", "a", "amos", "áis", "an"]
    case .er: ["o", "es", "e", "emos", "éis", "en"]
    case .ir: ["o", "es", "e", "imos", "ís", "en"]
    }
  }

  static func presentVos(_ c: VerbClass) -> String {
    switch c {
    case .ar: "ás"
    case .er: "és"
    case .ir: "ís"
    }
  }

  static func preterite(_ c: VerbClass) -> [String] {
    c == .ar
      ? ["é", "aste", "ó", "amos", "asteis", "aron"]
      : ["í", "iste", "ió", "imos", "isteis", "ieron"]
  }

  /// Endings of a strong preterite (`tuv-e`, `dij-eron`).
  static func strongPreterite(stemEndsInJ: Bool) -> [String] {
    ["e", "iste", "o", "imos", "isteis", stemEndsInJ ? "eron" : "ieron"]
  }

  static func imperfect(_ c: VerbClass) -> [String] {
    c == .ar
      ? ["aba", "abas", "aba", "ábamos", "abais", "aban"]
      : ["ía", "ías", "ía", "íamos", "íais", "ían"]
  }

  static let future = ["é", "ás", "á", "emos", "éis", "án"]
  static let conditional = ["ía", "ías", "ía", "íamos", "íais", "ían"]

  static func subjunctive(_ c: VerbClass) -> [String] {
    c == .ar
      ? ["e", "es", "e", "emos", "éis", "en"]
      : ["a", "as", "a", "amos", "áis", "an"]
  }

  /// Endings added to the preterite stem of the third person plural (`habla-ron`).
  static let imperfectRa = ["ra", "ras", "ra", "ramos", "rais", "ran"]
  static let imperfectSe = ["se", "ses", "se", "semos", "seis", "sen"]
  static let futureSubjunctive = ["re", "res", "re", "remos", "reis", "ren"]

  static func gerund(_ c: VerbClass) -> String { c == .ar ? "ando" : "iendo" }
  static func participle(_ c: VerbClass) -> String { c == .ar ? "ado" : "ido" }

  /// Whether the present-tense cell of `person` is stressed on the stem (`cuento`, not
  /// `contamos`); the same holds for the present subjunctive.
  static func stemStressed(_ person: Person) -> Bool {
    person == .yo || person == .tu || person == .el || person == .ellos
  }
}

extension Endings {
  /// Whether the regular ending of a cell begins with i, the forms a verb like `colorir` has
  /// (`colorimos`, `colorí`, `coloría`, `coloriré`, `coloriera`, `colorid`, `habrá colorido`).
  static func beginsWithI(_ tense: Tense, _ person: Person, _ verbClass: VerbClass) -> Bool {
    guard verbClass == .ir else { return false }
    switch tense {
    case .presente: return person == .nosotros || person == .vosotros || person == .vos
    case .subjuntivoPresente, .imperativoNegativo: return false
    case .imperativoAfirmativo: return person == .vos || person == .vosotros
    default: return true
    }
  }
}

/// The endings of one class as UTF-8 bytes, computed once per class.
// Endings computed once, not rebuilt as String arrays for every verb.
struct ClassEndings: Sendable {
  typealias Bytes = [UInt8]

  let present: [Bytes]
  let presentVos: Bytes
  let preterite: [Bytes]
  let imperfect: [Bytes]
  let subjunctive: [Bytes]
  let gerund: Bytes
  let participle: Bytes

  private init(_ c: VerbClass) {
    present = Endings.present(c).map { Bytes($0.utf8) }
    presentVos = Bytes(Endings.presentVos(c).utf8)
    preterite = Endings.preterite(c).map { Bytes($0.utf8) }
    imperfect = Endings.imperfect(c).map { Bytes($0.utf8) }
    subjunctive = Endings.subjunctive(c).map { Bytes($0.utf8) }
    gerund = Bytes(Endings.gerund(c).utf8)
    participle = Bytes(Endings.participle(c).utf8)
  }

  static let ar = ClassEndings(.ar)
  static let er = ClassEndings(.er)
  static let ir = ClassEndings(.ir)

  static func of(_ c: VerbClass) -> ClassEndings {
    switch c {
    case .ar: ar
    case .er: er
    case .ir: ir
    }
  }

  static let future = Endings.future.map { Bytes($0.utf8) }
  static let conditional = Endings.conditional.map { Bytes($0.utf8) }
  static let strongPreterite = Endings.strongPreterite(stemEndsInJ: false).map { Bytes($0.utf8) }
  static let strongPreteriteJ = Endings.strongPreterite(stemEndsInJ: true).map { Bytes($0.utf8) }
  static let imperfectRa = Endings.imperfectRa.map { Bytes($0.utf8) }
  static let imperfectSe = Endings.imperfectSe.map { Bytes($0.utf8) }
  static let futureSubjunctive = Endings.futureSubjunctive.map { Bytes($0.utf8) }
}
