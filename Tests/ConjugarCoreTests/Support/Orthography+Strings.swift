@testable import ConjugarCore

/// The accent rules of Orthography+Bytes on Strings, for the tests that state a rule on words:
/// each writes the word's UTF-8 and runs the engine's byte rule, but for `keepingStress(of:
/// prefix:)`, which puts together the rules the generator follows for a prefix.
extension Orthography {
  /// `form` without the tilde the 2010 rules take off monosyllables (`fié` → `fie`).
  static func dropMonosyllableAccent(_ form: String) -> String {
    var bytes = ByteArena(capacity: 64)
    bytes.append(utf8: form)
    dropMonosyllableAccent(in: &bytes, from: 0)
    return String(decoding: bytes.bytes, as: UTF8.self)
  }

  /// `form` + `suffix`, re-spelt with the stress on the vowel it had (`lava` + `te` →
  /// `lávate`).
  static func keepingStress(of form: String, suffix: String) -> String {
    var bytes = ByteArena(capacity: 64)
    keepingStress(of: Array(form.utf8), suffix: Array(suffix.utf8), into: &bytes)
    return String(decoding: bytes.bytes, as: UTF8.self)
  }

  /// `prefix` + `form`, re-spelt with the stress on the vowel it had (`con` + `ten` →
  /// `contén`), as the generator carries a model's literal over to a prefixed verb.
  static func keepingStress(of form: String, prefix: String) -> String {
    let base = Letters(form.unicodeScalars)
    let pre = Letters(prefix.unicodeScalars)
    guard let stressed = stressedVowel(base) else { return prefix + form }
    return String(String.UnicodeScalarView(respell(pre + base, stressed: pre.count + stressed)))
  }

  /// `word` re-spelt with the stress on its last vowel (`prohib` → `prohíb`).
  static func stressingLastVowel(of word: String) -> String {
    var bytes = ByteArena(capacity: 64)
    stressingLastVowel(of: Array(word.utf8), then: EmptyCollection(), into: &bytes)
    return String(decoding: bytes.bytes, as: UTF8.self)
  }
}
