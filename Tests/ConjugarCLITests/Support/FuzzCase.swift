import ConjugarCore
import ConjugarTestSupport
import SeededRandom

@testable import ConjugarCLI

/// One random run: its arguments and the lines on its standard input.
struct FuzzCase {
  var arguments: [String] = []
  var input = ""

  static let words = [
    "hablar", "tener", "ser", "ir", "vivir", "reír", "lavarse", "HABLAR", "reir", "fue",
    "tuvieron", "he hablado", "dímelo", "no vengas", "me lavo", "hablo", "xyz", "", " ", "ñ",
    "tuitear", "-", "#", "ablar", "\u{1B}[31mrojo", "\u{1B}]0;título\u{07}", "\u{202E}rev",
    "a\tb", "中文", "🙂", "\u{0301}e", String(repeating: "a", count: 300),
  ]

  static let values = [
    "tsv", "json", "list", "table", "TSV", "yaml", "", "indicativo.presente", "participio",
    "subjuntivo", "imperativo", "vos", "yo", "ellos", "always", "never", "auto", "contar",
    "hablar", "nope", "/nonexistent/verbs.txt", "\u{1B}[2J",
  ]

  static let options = [
    "-f", "--format", "-t", "--tense", "-m", "--mood", "-p", "--person", "--color", "--model",
    "--file", "--vos", "--no-vos", "--simple", "--compound", "--compact", "--lookup", "--all",
    "--list-verbs", "--irregular", "-h", "--version", "--", "-", "--vos=1", "-x", "--tence",
    "-fjson", "--format=list", "--all=yes",
  ]

  /// A random case; `allowAll` is false where `--all` over the full tables would be too slow.
  static func random(_ random: inout SplitMix64, allowAll: Bool) -> FuzzCase {
    var fuzz = FuzzCase()
    if random.below(12) == 0 {
      fuzz.arguments =
        ["settings"]
        + (0..<random.below(3)).map { _ in
          random.pick(["vos", "review-prompts", "on", "off", "--help", "x", "\u{1B}[1m"])
        }
      return fuzz
    }
    for _ in 0..<(1 + random.below(6)) {
      switch random.below(3) {
      case 0: fuzz.arguments.append(random.pick(words))
      case 1:
        fuzz.arguments.append(random.pick(options))
        if random.below(2) == 0 { fuzz.arguments.append(random.pick(values)) }
      default:
        fuzz.arguments += [random.pick(["-f", "-t", "-p", "-m"]), random.pick(values)]
      }
    }
    if !allowAll { fuzz.arguments.removeAll { $0.hasPrefix("--all") } }
    let lines = (0..<random.below(6)).map { _ in random.pick(words) }
    fuzz.input = lines.joined(separator: random.pick(["\n", "\r\n"]))
    return fuzz
  }
}
