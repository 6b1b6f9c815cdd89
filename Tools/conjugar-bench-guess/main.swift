import BundledTables
import ConjugarCore
import Foundation

// `make bench-guess`: how well conjugar guesses a verb it does not know. For every listed verb
// that is not itself a model verb, it hides the verb together with its pronominal or plain
// partner (`lavar`, `lavarse`), guesses it from the rest of the tables, and compares every cell
// of the guess, vos included, with the real table. It prints the share of verbs whose guessed
// table is fully right, overall and among irregular verbs, and the ten ending classes with the
// most wrong guesses, then how the guesses were made. A second figure counts the listed verbs
// made of a prefix (guessing.txt) and one of the commonest irregular verbs
// (`common-irregular-rank`): deshacer, componer, desandar, each hidden and guessed.
// CONJUGAR_BENCH_LIST=1 lists the wrong ones.

/// Counts of verbs and of verbs guessed fully right.
struct Tally {
  var verbs = 0
  var right = 0

  mutating func add(_ isRight: Bool) {
    verbs += 1
    if isRight { right += 1 }
  }

  var wrong: Int { verbs - right }

  var share: String {
    String(format: "%.2f%%", verbs == 0 ? 0 : 100 * Double(right) / Double(verbs))
  }
}

/// The last three letters of the verb without its `se`: the ending class it is reported under.
func endingClass(_ infinitive: String) -> String {
  "-" + (VerbShape(infinitive)?.base ?? infinitive).suffix(3)
}

/// The plain infinitives of the commonest irregular verbs (`common-irregular-rank` of
/// guessing.txt) that a prefix may stand before.
func commonIrregularBases(_ conjugator: Conjugator, _ entries: [VerbEntry]) -> Set<String> {
  guard let limit = conjugator.table.guessing.commonIrregularRank else { return [] }
  return Set(
    entries.filter { !$0.isRegular && ($0.rank ?? .max) <= limit }
      .compactMap { VerbShape($0.infinitive)?.base })
}

/// Whether `base` (a plain infinitive) is a prefix before one of `bases`, the r doubled after a
/// vowel (`deshacer`, `contrarrestar`).
func isPrefixed(_ base: String, on bases: Set<String>, prefixes: [String]) -> Bool {
  prefixes.contains { prefix in
    guard base.hasPrefix(prefix) else { return false }
    var rest = Substring(base.dropFirst(prefix.count))
    if let last = prefix.last, "aeiou".contains(last), rest.hasPrefix("rr") {
      rest = rest.dropFirst()
    }
    return bases.contains(String(rest))
  }
}

/// What a guess rested on, for the breakdown.
func kind(_ reason: Guess.Reason?) -> String {
  switch reason {
  case .pronominal?: "pronominal form"
  case .prefix?: "prefix and listed verb"
  case .compounds?: "prefix and the verb's compounds"
  case .ending?: "ending"
  case .verbClass?: "class only"
  case nil: "not guessed"
  }
}

/// Whether two conjugations agree in every cell, vos included.
func agree(_ a: Conjugation, _ b: Conjugation) -> Bool {
  Form.all(includeVos: true).allSatisfy { a.cell($0) == b.cell($0) }
}

func run() -> Int32 {
  let conjugator: Conjugator
  let entries: [VerbEntry]
  do {
    conjugator = try Conjugator.bundled()
    entries = try conjugator.table.entries()
  } catch {
    FileHandle.standardError.write(Data("conjugar-bench-guess: \(error)\n".utf8))
    return 70
  }
  let modelVerbs = Set(conjugator.table.models.names)
  var all = Tally()
  var irregular = Tally()
  var classes: [String: Tally] = [:]
  var kinds: [String: Tally] = [:]
  var wrong: [String] = []
  let bases = commonIrregularBases(conjugator, entries)
  var prefixed = Tally()
  var prefixedWrong: [String] = []
  for entry in entries {
    let infinitive = entry.infinitive
    guard !modelVerbs.contains(VerbShape(infinitive)?.base ?? infinitive) else { continue }
    guard case .success(let real) = conjugator.conjugate(infinitive) else { continue }
    guard case .success(let guessed) = conjugator.conjugateAsUnlisted(infinitive) else {
      all.add(false)
      wrong.append(infinitive + " (not conjugated)")
      continue
    }
    let isRight = agree(real, guessed)
    all.add(isRight)
    if !entry.isRegular { irregular.add(isRight) }
    let base = VerbShape(infinitive)?.base ?? infinitive
    if isPrefixed(base, on: bases, prefixes: conjugator.table.guessing.prefixes) {
      prefixed.add(isRight)
      if !isRight { prefixedWrong.append(infinitive) }
    }
    classes[endingClass(infinitive), default: Tally()].add(isRight)
    kinds[kind(guessed.guess?.reason), default: Tally()].add(isRight)
    if !isRight {
      let models = real.models.joined(separator: ",")
      wrong.append("\(infinitive) \(models)→\(guessed.models.joined(separator: ","))")
    }
  }
  print("leave-one-out guessing over \(all.verbs) listed verbs (model verbs left out)")
  print("fully right: \(all.right) of \(all.verbs) (\(all.share))")
  print(
    "irregular verbs fully right: \(irregular.right) of \(irregular.verbs) (\(irregular.share))")
  print(
    "prefixed verbs of the \(bases.count) commonest irregular verbs fully right: "
      + "\(prefixed.right) of \(prefixed.verbs) (\(prefixed.share))")
  print("ten worst ending classes (wrong guesses, verbs, share fully right):")
  let worst = classes.sorted { ($0.value.wrong, $1.key) > ($1.value.wrong, $0.key) }.prefix(10)
  for (ending, tally) in worst {
    let name = ending.padding(toLength: 8, withPad: " ", startingAt: 0)
    print("  \(name) \(tally.wrong) wrong of \(tally.verbs) (\(tally.share))")
  }
  print("guesses by what they rest on (wrong guesses, verbs, share fully right):")
  for (kind, tally) in kinds.sorted(by: { $0.value.verbs > $1.value.verbs }) {
    let name = kind.padding(toLength: 32, withPad: " ", startingAt: 0)
    print("  \(name) \(tally.wrong) wrong of \(tally.verbs) (\(tally.share))")
  }
  if ProcessInfo.processInfo.environment["CONJUGAR_BENCH_LIST"] != nil {
    print("wrong guesses (real models→guessed):")
    for line in wrong { print("  " + line) }
    print("wrong prefixed verbs of the commonest irregular verbs:")
    for verb in prefixedWrong { print("  " + verb) }
  }
  return 0
}

exit(run())
