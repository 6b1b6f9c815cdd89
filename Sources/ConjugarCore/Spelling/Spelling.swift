/// How a verb's stem and an ending join in writing. The consonant rules keep the sound of the
/// infinitive's stem (`sacar` → `saqué`, `vencer` → `venzo`, `coger` → `cojo`, `distinguir` →
/// `distingo`, `averiguar` → `averigüé`); the vowel rules write i as y between vowels (`creyó`),
/// mark a stressed i after a, e, o (`creíste`), and drop it after ñ, ll and i (`tañó`, `rio`).
///
/// Stems, endings and forms are UTF-8 bytes.
struct Spelling: Sendable {
  private let verbClass: VerbClass
  /// The stem's last letters that change before some endings, and what they become.
  private let trigger: [UInt8]
  private let replacement: [UInt8]
  /// Whether the endings that trigger the change begin with e (-ar) or with a/o (-er, -ir).
  private let beforeE: Bool

  private static let arRules = rules([("gu", "gü"), ("c", "qu"), ("g", "gu"), ("z", "c")])
  private static let erRules = rules([("c", "z"), ("gu", "g"), ("qu", "c"), ("g", "j")])
  private static let erZCRules = rules([("c", "zc"), ("gu", "g"), ("qu", "c"), ("g", "j")])

  private static let iAccent = [UInt8]("í".utf8)

  private static func rules(_ pairs: [(String, String)]) -> [([UInt8], [UInt8])] {
    pairs.map { (Array($0.0.utf8), Array($0.1.utf8)) }
  }

  init(stem: some RandomAccessCollection<UInt8>, verbClass: VerbClass, zc: Bool) {
    self.verbClass = verbClass
    beforeE = verbClass == .ar
    let rules = verbClass == .ar ? Self.arRules : zc ? Self.erZCRules : Self.erRules
    // -scer verbs keep sc before a and o (evanesco), or write zc (evanezco).
    let rule =
      verbClass != .ar && UTF8Letters.hasSuffix(stem, [UInt8(ascii: "s"), UInt8(ascii: "c")])
      ? (zc ? (Array("sc".utf8), Array("zc".utf8)) : ([], []))
      : rules.first { UTF8Letters.hasSuffix(stem, $0.0) } ?? ([], [])
    trigger = rule.0
    replacement = rule.1
  }

  /// Appends `stem` and `ending` joined with the spelling changes they need; `consonants:
  /// false` keeps the stem's consonants as written.
  func join(
    _ stem: [UInt8], _ ending: [UInt8], consonants: Bool = true, into bytes: inout ByteArena
  ) {
    guard let first = UTF8Letters.first(ending) else { return bytes.append(contentsOf: stem) }
    if consonants, !trigger.isEmpty, UTF8Letters.hasSuffix(stem, trigger), triggers(first) {
      let changed = stem.dropLast(trigger.count) + replacement
      return joinVowels(changed[...], first, ending, into: &bytes)
    }
    joinVowels(stem[...], first, ending, into: &bytes)
  }

  private func joinVowels(
    _ stem: ArraySlice<UInt8>, _ first: Unicode.Scalar, _ ending: [UInt8],
    into bytes: inout ByteArena
  ) {
    guard verbClass != .ar, first == "i",
      let (last, length) = UTF8Letters.letter(
        endingAt: stem.count, in: stem)
    else {
      return bytes.append(contentsOf: stem, ending[...])
    }
    let rest = ending.dropFirst()
    let beforeVowel = UTF8Letters.first(rest).map { Orthography.isOpen($0) } ?? false
    let previous = UTF8Letters.letter(endingAt: stem.count - length, in: stem)?.0
    let afterGuQu = last == "u" && (previous == "g" || previous == "q")
    if beforeVowel {
      if last == "ñ" || (last == "l" && previous == "l") || last == "i" || last == "í" {
        return bytes.append(contentsOf: stem, rest)  // tañó, bulló, rio
      }
      if Orthography.isOpen(last) || last == "ü" || (last == "u" && !afterGuQu) {
        bytes.append(contentsOf: stem.dropLast(last == "ü" ? 2 : 0))
        if last == "ü" { bytes.append(UInt8(ascii: "u")) }
        bytes.append(UInt8(ascii: "y"))
        return bytes.append(contentsOf: rest)  // creyó, huyó, arguyó
      }
    } else if Orthography.isOpen(last) {
      bytes.append(contentsOf: stem)
      bytes.append(contentsOf: Self.iAccent)
      return bytes.append(contentsOf: rest)  // creíste, oímos, caído
    }
    bytes.append(contentsOf: stem, ending[...])
  }

  private func triggers(_ first: Unicode.Scalar) -> Bool {
    switch first {
    case "e", "é": beforeE
    case "a", "o", "á", "ó": !beforeE
    default: false
    }
  }
}
