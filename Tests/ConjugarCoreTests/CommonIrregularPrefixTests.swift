import ConjugarCore
import Foundation
import Testing

/// Issue 23 §5: a known prefix before one of the commonest irregular verbs keeps that verb's
/// conjugation, whatever the listed verbs that merely end like it do (compensar, dispensar and
/// conjugar are regular; entrepensar is still entrepienso). Every compound here is made up.
@Suite struct CommonIrregularPrefixTests {
  /// The prefixes tried on every base: new and old, ending in a vowel or not.
  static let prefixes = [
    "entre", "requete", "archi", "vice", "hiper", "infra", "intra", "post", "sobre", "mal",
    "contra", "super",
  ]

  /// The cells compared: a present, a preterite, a future and the participle carry every
  /// irregular stem the commonest verbs have.
  static let forms: [Form] = [
    .finite(.presente, .yo), .finite(.presente, .el), .finite(.preterito, .yo),
    .finite(.preterito, .el), .finite(.futuro, .yo), .nonFinite(.participio),
  ]

  /// `prefix` before `base`, the base's r doubled after a vowel (requeterreír).
  static func compound(_ prefix: String, _ base: String) -> String {
    let vowelEnd = prefix.last.map { "aeiou".contains($0) } ?? false
    return vowelEnd && base.hasPrefix("r") ? prefix + "r" + base : prefix + base
  }

  /// A cell's forms without written accents: a prefix before a monosyllable writes one that
  /// the base has not (dio, sobredió), which is not what this test is about.
  static func folded(_ canonical: String) -> String {
    canonical.folding(options: .diacriticInsensitive, locale: Locale(identifier: "es"))
  }

  @Test func everyCommonIrregularVerbKeepsItsConjugationAfterAPrefix() throws {
    guard let bundled else {
      Issue.record("no bundled tables")
      return
    }
    let table = bundled.table
    var bases: [String] = []
    for infinitive in try table.infinitivesByRank().prefix(300) {
      guard let entry = try table.entry(for: infinitive), !entry.isRegular,
        let base = VerbShape(infinitive)?.base, base.count >= 3, !bases.contains(base)
      else { continue }
      bases.append(base)
    }
    #expect(bases.count > 60, "irregular bases among the 300 commonest: \(bases.count)")
    for base in bases {
      let baseTable = try bundled.conjugate(base).get()
      var tried = 0
      for prefix in Self.prefixes {
        let verb = Self.compound(prefix, base)
        guard try table.entry(for: verb) == nil, try table.entry(for: verb + "se") == nil else {
          continue
        }
        tried += 1
        let guessed = try bundled.conjugate(verb).get()
        for form in Self.forms {
          // A cell the base lacks (soler has no future) is the base's own, not its pattern's.
          let own = baseTable.cell(form).canonical
          guard own != "-" else { continue }
          // The preferred form is the base's; accepted ones it has of its own (haber: hay)
          // need not carry over, and compounds may add some (NORMS: sobredeciré).
          let expected = Self.compound(prefix, String(own.prefix { $0 != "|" }))
          let first = guessed.cell(form).canonical.prefix { $0 != "|" }
          #expect(
            Self.folded(String(first)) == Self.folded(expected),
            "\(verb) \(form) guessed by \(String(describing: guessed.guess))")
        }
      }
      #expect(tried >= 5, "\(base): only \(tried) made-up compounds")
    }
  }

  @Test(arguments: [
    ("entrepensar", Form.finite(.presente, .yo), "entrepienso"),
    ("malandar", .finite(.preterito, .yo), "malanduve"),
    ("requeteandar", .finite(.preterito, .el), "requeteanduvo"),
    ("vicedar", .finite(.presente, .yo), "vicedoy"),
    ("hiperjugar", .finite(.presente, .yo), "hiperjuego"),
    ("sobreoler", .finite(.presente, .yo), "sobrehuelo"),
    ("intraoler", .finite(.presente, .el), "intrahuele"),
    ("sobreerguir", .finite(.presente, .yo), "sobreyergo|sobreirgo"),
    ("postpensar", .finite(.presente, .el), "postpiensa"),
    ("archicontar", .finite(.presente, .yo), "archicuento"),
  ])
  func issueExamplesAndTheirKin(verb: String, form: Form, expected: String) throws {
    let conjugation = try #require(try bundled?.conjugate(verb).get())
    #expect(conjugation.guess != nil)
    #expect(conjugation.cell(form).canonical == expected)
  }

  /// The rank limit is read from guessing.txt; made-up tables have no ranks, so their verbs
  /// are not among the commonest and the verbs ending alike still outvote a split.
  @Test func rankLimitIsReadFromGuessingRules() throws {
    let rules = try GuessingRules(parsing: "prefix re\ncommon-irregular-rank 300\n")
    #expect(rules.commonIrregularRank == 300)
    #expect(throws: VerbTableError.self) {
      try GuessingRules(parsing: "common-irregular-rank many\n")
    }
  }
}
