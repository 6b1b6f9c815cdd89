/// A conjugation model, named after its model verb (`contar`, `conocer`, `tener`): the rules
/// that make its verbs depart from the regular paradigm, and the forms of the model verb itself
/// where no rule gives them. Literal stems and forms are written for the model verb and carried
/// over to each verb of the model by swapping the part of the infinitive they do not share
/// (`tener` → `contener`: `tuv` → `contuv`, `ten` → `contén`).
struct Model: Sendable, Equatable {
  /// A vowel change in the stem: the last `from` of the stem becomes `to`.
  struct VowelChange: Sendable, Equatable {
    var from: String
    var to: String
  }

  /// The model verb's infinitive.
  var name: String
  /// The parts of the model verb's infinitive.
  var shape: VerbShape
  /// Change in the forms stressed on the stem (`cuento`, `pienso`, `pido`).
  var stressed: VowelChange?
  /// Change of -ir verbs in the weak forms (`sintió`, `durmamos`, `pidiendo`).
  var weak: VowelChange?
  /// Whether the stem's last i/u is stressed apart from its neighbour (`vacío`, `reúno`).
  var hiatus = false
  /// Whether c becomes zc before a and o (`conozco`, `conozca`).
  var zc = false
  /// Whether a y follows the stem in the forms stressed on it (`huyo`, `huya`).
  var y = false
  /// Literal stem used instead of the verb's own in every rule-built form (`podrir`: `pudr`).
  var stem: [String] = []
  /// Literal stem of the first person present and the whole present subjunctive (`teng`).
  var yoStem: [String] = []
  /// Literal stem of a strong preterite (`tuv` → tuve, tuvo).
  var preteriteStem: [String] = []
  /// Literal stem of the future and conditional (`tendr`).
  var futureStem: [String] = []
  /// Literal forms of the model verb for single cells; an empty array is a defective cell.
  var cells: [Form: [String]] = [:]

  /// Whether the model gives some forms or stems literally, written for its model verb.
  var hasLiterals: Bool {
    !stem.isEmpty || !yoStem.isEmpty || !preteriteStem.isEmpty || !futureStem.isEmpty
      || !cells.isEmpty
  }
}

/// Reads the rule lines of one model block (`stressed o>ue`, `preterite tuv`, cells).
enum ModelParser {
  /// Parses a block: its `model NAME` line, then its rule lines.
  static func parse(_ lines: [(number: Int, words: [String])]) throws(VerbTableError) -> Model {
    var model: Model?
    for (number, words) in lines {
      let fail = { (reason: String) in
        VerbTableError(file: "models.txt", line: number, reason: reason)
      }
      guard let key = words.first else { continue }
      if key == "model" {
        guard model == nil, words.count == 2, let shape = VerbShape(words[1]) else {
          throw fail("expected `model INFINITIVE`")
        }
        model = Model(name: words[1], shape: shape)
        continue
      }
      guard var current = model else { throw fail("rule before the first `model` line") }
      try apply(key, Array(words.dropFirst()), to: &current, fail: fail)
      model = current
    }
    guard let model else {
      throw VerbTableError(file: "models.txt", line: lines.first?.number ?? 0, reason: "no model")
    }
    return model
  }

  static func apply(
    _ key: String, _ values: [String], to model: inout Model,
    fail: (String) -> VerbTableError
  ) throws(VerbTableError) {
    func one() throws(VerbTableError) -> [String] {
      guard values.count == 1 else { throw fail("`\(key)` takes one value") }
      return TableText.fields(Substring(values[0]), "|").filter { !$0.isEmpty }
    }
    func change() throws(VerbTableError) -> Model.VowelChange {
      let parts = try one().first.map { TableText.fields(Substring($0), ">") } ?? []
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        throw fail("`\(key)` takes a change like o>ue")
      }
      return Model.VowelChange(from: parts[0], to: parts[1])
    }
    switch key {
    case "stressed": model.stressed = try change()
    case "weak": model.weak = try change()
    case "hiatus", "zc", "y":
      guard values.isEmpty else { throw fail("`\(key)` takes no value") }
      if key == "hiatus" { model.hiatus = true }
      if key == "zc" { model.zc = true }
      if key == "y" { model.y = true }
    case "stem": model.stem = try one()
    case "yo": model.yoStem = try one()
    case "preterite": model.preteriteStem = try one()
    case "future": model.futureStem = try one()
    default:
      let cells = try FormPattern.cells(key: key, values: values, fail: fail)
      for (form, forms) in cells { model.cells[form] = forms }
    }
  }
}

/// Reads cell keys shared by models and verbs: `participio`, `indicativo.presente.vos`, or a
/// whole tense (`indicativo.presente soy eres es somos sois son`, `_` keeping the rule's form).
enum FormPattern {
  static func cells(
    key: String, values: [String], fail: (String) -> VerbTableError
  ) throws(VerbTableError) -> [(Form, [String])] {
    func forms(_ value: String) -> [String] {
      value == "-" ? [] : TableText.fields(Substring(value), "|").filter { !$0.isEmpty }
    }
    if let nonFinite = NonFinite(rawValue: key) {
      guard values.count == 1 else { throw fail("`\(key)` takes one value") }
      return [(.nonFinite(nonFinite), forms(values[0]))]
    }
    if let tense = Tense(rawValue: key) {
      let persons = tense.persons(includeVos: false)
      guard values.count == persons.count else {
        throw fail("`\(key)` takes \(persons.count) forms, one per person")
      }
      return zip(persons, values).compactMap { person, value in
        value == "_" ? nil : (.finite(tense, person), forms(value))
      }
    }
    if let form = form(key) {
      guard values.count == 1 else { throw fail("`\(key)` takes one value") }
      return [(form, forms(values[0]))]
    }
    throw fail("unknown rule or cell `\(key)`")
  }

  /// Parses `tense.person` (`imperativo.afirmativo.tu`) or a non-finite id.
  static func form(_ key: String) -> Form? {
    if let nonFinite = NonFinite(rawValue: key) { return .nonFinite(nonFinite) }
    guard let dot = key.utf8.lastIndex(of: UInt8(ascii: ".")),
      let tense = Tense(rawValue: String(key[..<dot])),
      let person = Person(rawValue: String(key[key.utf8.index(after: dot)...])),
      !(tense.isImperative && person == .yo)
    else { return nil }
    return .finite(tense, person)
  }
}
