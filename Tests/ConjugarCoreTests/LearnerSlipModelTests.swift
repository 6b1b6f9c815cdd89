import BundledTables
import Testing

@testable import ConjugarCore

/// Issue #23 §1: the speller is a weighted edit model (SlipIndex), not a list of slip classes.
/// The stems a learner carries into the infinitive come from the tables' own forms, so they are
/// proved on made-up verbs; kinds of misspelling no class names are found by the model's edits.
/// The held-back list was written after the weights were set and not used to tune them.
@Suite struct LearnerSlipModelTests {
  private static let speller = Result {
    VerbSpeller(table: try VerbTable.bundled(), words: .bundled())
  }

  private func first(_ word: String) throws -> String? {
    try Self.speller.get().slipTargets(of: word).first
  }

  /// Stems of the forms, not only vowels: tengo, pongo, hago, salgo, conozco, traigo, quise,
  /// dije, tuve, estuve, cupe.
  @Test(arguments: [
    ("tenger", "tener"), ("ponger", "poner"), ("hager", "hacer"), ("salgir", "salir"),
    ("conozcer", "conocer"), ("traiger", "traer"), ("quiser", "querer"), ("dijir", "decir"),
    ("tuver", "tener"), ("estuvar", "estar"), ("cupir", "caber"), ("oyir", "oír"),
  ])
  func stemsTheFormsShowAreSlips(word: String, verb: String) throws {
    #expect(try first(word) == verb)
  }

  /// Kinds of misspelling no class lists: English spellings (doubled letters, mm, ph, th, a
  /// vowel y, qu), x written s, the e before s and a consonant left out, a letter dropped,
  /// added or swapped, g for gu.
  @Test(arguments: [
    ("acceptar", "aceptar"), ("communicar", "comunicar"), ("commemorar", "conmemorar"),
    ("immovilizar", "inmovilizar"),
    ("photografiar", "fotografiar"), ("theorizar", "teorizar"), ("sympatizar", "simpatizar"),
    ("questionar", "cuestionar"), ("esplicar", "explicar"), ("studiar", "estudiar"),
    ("escibir", "escribir"), ("preguntrar", "preguntar"), ("pregnutar", "preguntar"),
    ("segir", "seguir"), ("komprar", "comprar"), ("lleger", "llegar"), ("hacar", "hacer"),
    ("pagir", "pagar"), ("vencar", "vencer"), ("protegar", "proteger"),
  ])
  func unnamedKindsAreFound(word: String, verb: String) throws {
    #expect(try first(word) == verb)
  }

  /// Held back (written after the weights were set): the figure the note reports.
  static let heldBack: [(String, String)] = [
    ("empiezar", "empezar"), ("almuerzar", "almorzar"), ("prefirir", "preferir"),
    ("consigir", "conseguir"), ("repitir", "repetir"), ("riñir", "reñir"), ("sientar", "sentar"),
    ("cierrar", "cerrar"), ("despiertar", "despertar"), ("encuentrar", "encontrar"),
    ("puder", "poder"), ("supir", "saber"), ("vinir", "venir"), ("andubar", "andar"),
    ("produjir", "producir"), ("conduzir", "conducir"), ("huyer", "huir"),
    ("construyir", "construir"),
    ("vencir", "vencer"), ("exijir", "exigir"), ("proteger", "proteger"), ("recojer", "recoger"),
    ("deber", "deber"), ("bivir", "vivir"), ("yegar", "llegar"), ("ollir", "oír"),
    ("ayudarr", "ayudar"), ("travajar", "trabajar"), ("esperrar", "esperar"),
    ("camminar", "caminar"),
    ("aprendre", "aprender"), ("descubrer", "descubrir"), ("permitter", "permitir"),
    ("recibbir", "recibir"), ("compartar", "compartir"), ("ofrezcer", "ofrecer"),
  ]

  @Test func heldBackMisspellingsMostlyLeadToTheVerb() throws {
    let speller = try Self.speller.get()
    let listed = Self.heldBack.filter { speller.table.rank(of: $0.0) == nil }
    let right = listed.filter { (try? first($0.0)) == $0.1 }
    let missed = listed.filter { (try? first($0.0)) != $0.1 }.map {
      "\($0.0) → \(speller.slipTargets(of: $0.0))"
    }
    #expect(right.count * 10 >= listed.count * 9, "\(right.count) of \(listed.count): \(missed)")
  }

  /// Made-up verbs: their stems lead back to them as a learner misspells them.
  @Test(arguments: [
    ("plientar", "plentar"), ("bontienir", "bontener"), ("bontenger", "bontener"),
    ("flasuyir", "flasuir"), ("güestrar", "gostrar"), ("tropidir", "tropedir"),
    ("tropider", "tropedir"), ("frandubar", "frandar"),
  ])
  func madeUpVerbsStemsAreSlips(word: String, verb: String) throws {
    let conjugator = try MadeUpVerbs.conjugator([
      "bontener\ttener\trank=100", "flasuir\thuir\trank=101", "frandar\tandar\trank=102",
      "gostrar\tcontar\trank=103", "plentar\tpensar\trank=104", "tropedir\tpedir\trank=105",
    ])
    #expect(VerbSpeller(table: conjugator.table).slipTargets(of: word).first == verb)
  }

  /// A word no source of a common verb is within two errors of stays a new verb; so do real
  /// verbs the tables lack, which the word data names.
  @Test(arguments: ["plortear", "zumbacar", "trincolar", "blanquetizar", "tuitear", "googlear"])
  func otherWordsAreNoSlips(word: String) throws {
    #expect(try Self.speller.get().slipTargets(of: word).isEmpty)
  }
}
