import ConjugarCore
import Testing

/// Issue 23 §4: a spelling the DPD and the Ortografía (2010) accept beside a preferred one is
/// listed with its own forms and a `preferred=` note; one they reject is not listed.
@Suite struct VariantSpellingTests {
  /// Every `preferred=` note names a listed verb that is itself no variant, conjugated after
  /// the same models as the variant.
  @Test func everyPreferredNoteNamesAListedVerbWithTheSameModels() throws {
    let table = try #require(bundled?.table)
    var variants = 0
    for entry in try table.entries() {
      guard let preferred = entry.preferred else { continue }
      variants += 1
      let target = try #require(
        try table.entry(for: preferred), "\(entry.infinitive): preferred=\(preferred) not listed")
      #expect(target.preferred == nil, "\(preferred) is itself a variant")
      #expect(target.models == entry.models, "\(entry.infinitive) and \(preferred) differ")
      #expect(
        VerbShape(preferred)?.isReflexive == VerbShape(entry.infinitive)?.isReflexive,
        "\(entry.infinitive): \(preferred)")
    }
    #expect(variants >= 15)
  }

  @Test(arguments: [
    ("substituir", Form.finite(.presente, .yo), "substituyo", "sustituir"),
    ("obscurecer", .finite(.presente, .yo), "obscurezco", "oscurecer"),
    ("transcender", .finite(.presente, .el), "transciende", "trascender"),
    ("remplazar", .finite(.preterito, .yo), "remplacé", "reemplazar"),
    ("rencontrar", .finite(.presente, .yo), "rencuentro", "reencontrar"),
    ("trasferir", .finite(.preterito, .el), "trasfirió", "transferir"),
    ("subscribir", .nonFinite(.participio), "subscrito|subscripto", "suscribir"),
  ])
  func variantIsConjugatedAsWrittenAndNamesThePreferredSpelling(
    verb: String, form: Form, expected: String, preferred: String
  ) throws {
    let conjugation = try #require(try bundled?.conjugate(verb).get())
    #expect(conjugation.guess == nil)
    #expect(conjugation.preferredSpelling == preferred)
    #expect(conjugation.cell(form).canonical == expected)
  }

  /// The preferred spellings carry no note; transplantar, which the DPD rejects, is not listed.
  @Test func preferredSpellingsHaveNoNoteAndRejectedOnesAreNotListed() throws {
    let conjugator = try #require(bundled)
    for verb in ["sustituir", "reemplazar", "trascender", "trasplantar"] {
      #expect(try conjugator.conjugate(verb).get().preferredSpelling == nil)
    }
    #expect(try conjugator.table.entry(for: "transplantar") == nil)
  }

  @Test func preferredNoteMustNameAnotherInfinitive() {
    #expect(throws: (any Error).self) {
      try MadeUpVerbs.conjugator(["plentar\thablar\tpreferred=plentar"]).conjugate("plentar")
        .get()
    }
  }
}
