import ConjugarCore
import ConjugarTestSupport
import Testing

@testable import ConjugarCLI

/// The hand-typed sources of ../shared/reference, fed to `conjugar check` as they are: it
/// reports the errors their README lists, and no cell where the source agrees with the
/// tables (which follow NORMS.md).
@Suite struct CheckReferenceTests {
  /// Errors the reference README and the conformance deviations name, with their verdicts.
  static let knownErrors:
    [String: [(verb: String, tense: String, person: String, answer: String, verdict: String)]] = [
      "jehle": [
        ("ser", "imperativo.negativo", "vosotros", "no seais", "accent"),
        ("graduar", "imperativo.negativo", "vosotros", "no gradúéis", "accent"),
        ("vestirse", "imperativo.negativo", "vosotros", "no os vestáis", "wrong"),
        ("invertir", "subjuntivo.imperfecto_ra", "nosotros", "invirtéramos", "wrong"),
        ("gruñir", "imperativo.afirmativo", "vosotros", "gruñed", "wrong"),
        ("criar", "indicativo.preterito", "yo", "crié", "old-spelling"),
        ("llover", "indicativo.presente", "yo", "-", "wrong"),
      ],
      "apertium": [
        ("contar", "indicativo.presente", "vosotros", "contais", "accent"),
        ("incluir", "indicativo.presente", "vosotros", "incluis", "accent"),
        ("demostrar", "indicativo.presente", "nosotros", "demuestramos", "wrong"),
        ("gobernar", "indicativo.presente", "nosotros", "gobiernamos", "wrong"),
        ("aventar", "indicativo.presente", "yo", "avento", "wrong"),
        ("fiar", "indicativo.preterito", "yo", "fié", "old-spelling"),
      ],
      "unimorph": [
        ("afiliar", "indicativo.presente", "yo", "afilío", "accent"),
        ("actuar", "indicativo.presente", "tu", "ac", "wrong"),
        ("demarcar", "subjuntivo.presente", "yo", "demarce", "wrong"),
        // The voseo of the Río de la Plata, not the norm's: regional, right with a note.
        ("programar", "subjuntivo.presente", "vos", "programés", "ok"),
      ],
    ]

  @Test(SharedSpec.needed, arguments: ["jehle", "apertium", "unimorph"])
  func theSourceChecksAsItsREADMESays(source: String) throws {
    let text = try SharedSpec.text("reference/\(source).tsv.gz")
    var environment = TestEnvironment(["check", "--format", "tsv", "-"])
    environment.input = text
    environment.inputIsRegularFile = true
    let result = environment.run()
    #expect(result.status == 1)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let rows = result.output.split(separator: "\n").map {
      $0.split(separator: "\t", omittingEmptySubsequences: false)
    }
    #expect(rows.count == lines.count - 1)
    let conjugator = try TestConjugator.shared.get()
    var verdicts: [String: Int] = [:]
    for row in rows {
      verdicts[String(row[1]), default: 0] += 1
      guard row[1] != "ok", let line = Int(row[0]) else { continue }
      let fields = lines[line - 1].split(separator: "\t", omittingEmptySubsequences: false)
      let verb = String(fields[0])
      let conjugation = try? conjugator.conjugate(verb).get()
      if row[1] == "unknown-verb" {
        #expect(conjugation?.isGuessed ?? true, "\(source):\(line): \(verb) is listed")
        continue
      }
      #expect(row[1] != "unreadable", "\(source):\(line): \(row)")
      let form = try #require(Self.form(String(fields[1]), String(fields[2])))
      let forms = conjugation?.cell(form).forms ?? []
      let accepted = forms.isEmpty ? ["-"] : forms
      let given = fields[3].split(separator: "|")
      #expect(
        !given.allSatisfy { accepted.contains(String($0)) },
        "\(source):\(line): \(fields[3]) agrees, yet \(row[1])")
    }
    for known in Self.knownErrors[source] ?? [] {
      let found = rows.first {
        $0[2] == known.verb && $0[3] == known.tense && $0[4] == known.person
          && $0[5] == known.answer
      }
      #expect(found?[1] == Substring(known.verdict), "\(source): \(known)")
    }
    print("check of \(source): \(verdicts.sorted { $0.key < $1.key })")
  }

  private static func form(_ tense: String, _ person: String) -> Form? {
    if let nonFinite = NonFinite(rawValue: tense) { return .nonFinite(nonFinite) }
    guard let tense = Tense(rawValue: tense), let person = Person(rawValue: person) else {
      return nil
    }
    return .finite(tense, person)
  }
}
