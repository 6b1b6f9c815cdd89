/// How a verb's stem and an ending join in writing. The consonant rules keep the sound of the
/// infinitive's stem (`sacar` → `saqué`, `vencer` → `venzo`, `coger` → `cojo`, `distinguir` →
/// `distingo`, `averiguar` → `averigüé`); the vowel rules write i as y between vowels (`creyó`),
/// mark a stressed i after a, e, o (`creíste`), and drop it after ñ, ll and i (`tañó`, `rio`).
struct Spelling: Sendable {
  private let verbClass: VerbClass
  /// The stem's last letters that change before some endings, and what they become.
  private let trigger: String
  private let replacement: String
  /// Whether the endings that trigger the change begin with e (-ar) or with a/o (-er, -ir).
  private let beforeE: Bool

  init(stem: String, verbClass: VerbClass, zc: Bool) {
    self.verbClass = verbClass
    beforeE = verbClass == .ar
    let rules: [(String, String)] =
      verbClass == .ar
      ? [("gu", "gü"), ("c", "qu"), ("g", "gu"), ("z", "c")]
      : [("c", zc ? "zc" : "z"), ("gu", "g"), ("qu", "c"), ("g", "j")]
    // -scer verbs keep sc before a and o (evanesco), or write zc (evanezco).
    let rule =
      verbClass != .ar && stem.hasSuffix("sc")
      ? (zc ? ("sc", "zc") : ("", "")) : rules.first { stem.hasSuffix($0.0) } ?? ("", "")
    trigger = rule.0
    replacement = rule.1
  }

  /// Joins `stem` and `ending` with the spelling changes they need; `consonants: false` keeps
  /// the stem's consonants as written.
  func join(_ stem: String, _ ending: String, consonants: Bool = true) -> String {
    guard let first = ending.unicodeScalars.first else { return stem }
    var stem = stem
    if consonants, !trigger.isEmpty, stem.hasSuffix(trigger), triggers(first) {
      stem = String(stem.dropLast(trigger.count)) + replacement
    }
    guard verbClass != .ar, first == "i" else { return stem + ending }
    let rest = ending.unicodeScalars.dropFirst()
    let beforeVowel = rest.first.map { Orthography.isOpen($0) } ?? false
    let tail = Array(stem.unicodeScalars.suffix(2))
    guard let last = tail.last else { return stem + ending }
    let afterGuQu = tail.count == 2 && last == "u" && (tail[0] == "g" || tail[0] == "q")
    if beforeVowel {
      if stem.hasSuffix("ñ") || stem.hasSuffix("ll") || last == "i" || last == "í" {
        return stem + String(rest)  // tañó, bulló, rio
      }
      if Orthography.isOpen(last) || last == "ü" || (last == "u" && !afterGuQu) {
        let y = stem.hasSuffix("ü") ? String(stem.dropLast()) + "u" : stem
        return y + "y" + String(rest)  // creyó, huyó, arguyó
      }
    } else if Orthography.isOpen(last) {
      return stem + "í" + String(rest)  // creíste, oímos, caído
    }
    return stem + ending
  }

  private func triggers(_ first: Unicode.Scalar) -> Bool {
    switch first {
    case "e", "é": beforeE
    case "a", "o", "á", "ó": !beforeE
    default: false
    }
  }
}
