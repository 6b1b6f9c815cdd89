import Foundation
import SeededRandom

/// `conjugar check` over a deterministic deck of 100,000 notes (the most common verbs with vos,
/// from `conjugar deck`), one in a hundred given another note's answer: the CPU time of the
/// check (target: well under a second).
func benchCheck(_ conjugar: String, runs: Int) {
  // Every tense, by its three moods: a deck without filters holds only the everyday tenses
  // (60,440 notes of 720 verbs); without the gerunds and participles, 730 verbs make 100,000.
  let moods = ["-m", "indicativo", "-m", "subjuntivo", "-m", "imperativo"]
  let deck = String(
    decoding: output(conjugar, ["deck", "--top", "730", "--vos"] + moods), as: UTF8.self)
  var header: [Substring] = []
  var notes: [[Substring]] = []
  for line in deck.split(separator: "\n") {
    if line.hasPrefix("#") {
      header.append(line)
    } else if notes.count < 100_000 {
      notes.append(line.split(separator: "\t", omittingEmptySubsequences: false))
    }
  }
  guard notes.count == 100_000 else {
    print("check: the deck has \(notes.count) notes, not 100,000; skipped")
    return
  }
  var random = SplitMix64(seed: 18)
  for index in stride(from: 0, to: notes.count, by: 100) {
    notes[index][2] = notes[Int(random.next() % UInt64(notes.count))][2]
  }
  let lines = header.map(String.init) + notes.map { $0.joined(separator: "\t") }
  let text = lines.joined(separator: "\n") + "\n"
  let file = work.appendingPathComponent("check-100000.txt")
  guard (try? text.write(to: file, atomically: true, encoding: .utf8)) != nil else { return }
  let measured = (0..<max(3, runs / 3)).compactMap { _ in measure(conjugar, ["check", file.path]) }
  guard !measured.isEmpty else { return }
  let cpu = measured.map(\.cpuSeconds).sorted()[measured.count / 2]
  let wall = measured.map(\.seconds).sorted()[measured.count / 2]
  print(
    "check of a 100,000-row deck (1% planted errors): CPU \(ms(cpu)) (target well under "
      + "1,000 ms), wall \(ms(wall))")
}

/// `conjugar check` over 100,000 rows of distinct made-up -ar verbs, each unknown and given
/// suggestions: the CPU time of the unknown verb's path (target: 50 µs a row, 5 s in all).
func benchCheckUnknown(_ conjugar: String, runs: Int) {
  var random = SplitMix64(seed: 18)
  let consonants = Array("bcdfghjlmnprstvz")
  let vowels = Array("aeiou")
  var seen: Set<String> = []
  var lines: [String] = []
  while lines.count < 100_000 {
    var stem = ""
    for _ in 0..<(2 + Int(random.next() % 3)) {
      stem.append(consonants[Int(random.next() % UInt64(consonants.count))])
      stem.append(vowels[Int(random.next() % UInt64(vowels.count))])
    }
    guard seen.insert(stem).inserted else { continue }
    lines.append("\(stem)ar\tindicativo.presente\tyo\t\(stem)o")
  }
  let file = work.appendingPathComponent("check-unknown-100000.tsv")
  let text = lines.joined(separator: "\n") + "\n"
  guard (try? text.write(to: file, atomically: true, encoding: .utf8)) != nil else { return }
  let measured = (0..<max(1, runs / 5)).compactMap { _ in measure(conjugar, ["check", file.path]) }
  guard !measured.isEmpty else { return }
  let cpu = measured.map(\.cpuSeconds).sorted()[measured.count / 2]
  print(
    "check of 100,000 rows of unknown verbs: CPU \(ms(cpu)) (\(Int(cpu * 10))"
      + " µs a row; target 50 µs, 5,000 ms)")
}
