import Foundation
import FrequencyRanks

// `make ranks`: rewrites the `rank=N` notes of verbs.tsv from the reference lexicon by the rules
// of FrequencyRanks (CONTRIBUTING.md, "Frequency ranks"). Idempotent; touches nothing but the
// rank notes.
//
// Usage: conjugar-ranks [VERBS_TSV] [LEXICON_TSV]
//   defaults: Resources/verbs.tsv and ../shared/reference/lexicon/lexicon.tsv

let arguments = CommandLine.arguments.dropFirst()
let verbsPath = arguments.first ?? "Resources/verbs.tsv"
let lexiconPath = arguments.dropFirst().first ?? "../shared/reference/lexicon/lexicon.tsv"

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("conjugar-ranks: \(message)\n".utf8))
  exit(1)
}

func read(_ path: String) -> String {
  do { return try String(contentsOfFile: path, encoding: .utf8) } catch {
    fail("cannot read \(path): \(error.localizedDescription)")
  }
}

let lexicon: [String: FrequencyRanks.Entry]
do { lexicon = try FrequencyRanks.lexicon(read(lexiconPath)) } catch { fail("\(error)") }
let old = read(verbsPath)
let (text, tiers) = FrequencyRanks.rewrite(old, lexicon: lexicon)
if text != old {
  do { try text.write(toFile: verbsPath, atomically: true, encoding: .utf8) } catch {
    fail("cannot write \(verbsPath): \(error.localizedDescription)")
  }
}
let counts = FrequencyRanks.Tier.allCases.map { tiers[$0, default: 0] }
let summary = """
  conjugar-ranks: ranked \(counts.reduce(0, +)) verbs: \(counts[0]) by their counts, \
  \(counts[1]) by their base verbs' counts, \(counts[2]) by the frequency of their forms, \
  \(counts[3]) by their sources, \(counts[4]) not in the lexicon
  """
FileHandle.standardError.write(Data((summary + (text == old ? "; unchanged\n" : "\n")).utf8))
