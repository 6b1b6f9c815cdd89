import BundledTables
import ConjugarCore
import Foundation
import WordClasses

// `make words`: writes Resources/words.tsv from ../shared/reference/words by the rules of
// WordClasses. Usage: conjugar-words [WORDS_DIR] [VERBS_TSV] [OUTPUT]
//   defaults: ../shared/reference/words, Resources/verbs.tsv, Resources/words.tsv

let arguments = Array(CommandLine.arguments.dropFirst())
let directory = arguments.first ?? "../shared/reference/words"
let verbsPath = arguments.count > 1 ? arguments[1] : "Resources/verbs.tsv"
let output = arguments.count > 2 ? arguments[2] : "Resources/words.tsv"

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("conjugar-words: \(message)\n".utf8))
  exit(1)
}

func read(_ path: String) -> String {
  guard path.hasSuffix(".gz") else {
    do { return try String(contentsOfFile: path, encoding: .utf8) } catch {
      fail("cannot read \(path): \(error.localizedDescription)")
    }
  }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["gzip", "-dc", path]
  let pipe = Pipe()
  process.standardOutput = pipe
  do { try process.run() } catch { fail("cannot run gzip: \(error.localizedDescription)") }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else { fail("cannot read \(path)") }
  return String(decoding: data, as: UTF8.self)
}

// The speller of the tables built in, which are those of verbsPath when `make words` runs.
guard let table = try? VerbTable.bundled() else { fail("the bundled tables do not load") }
let speller = VerbSpeller(table: table)
let text = WordClasses.derive(
  lemmas: read(directory + "/es-lemmas.csv.gz"), spanish: read(directory + "/es-words.tsv.gz"),
  english: read(directory + "/en-words.tsv.gz"), verbs: read(verbsPath),
  lexicon: read(directory + "/../lexicon/lexicon.tsv"),
  slipTarget: { speller.slipTargets(of: $0).first })
do { try text.write(toFile: output, atomically: true, encoding: .utf8) } catch {
  fail("cannot write \(output): \(error.localizedDescription)")
}
