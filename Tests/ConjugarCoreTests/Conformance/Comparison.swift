import BundledTables
import ConjugarCore
import ConjugarTestSupport
import Foundation

/// The cell-by-cell comparison of one reference source with the engine.
struct Comparison {
  struct Mismatch {
    let verb, tense, person, reference, ours: String
  }

  static let conjugator: Conjugator? = try? Conjugator.bundled()

  let source: String
  private(set) var total = 0
  private(set) var equal = 0
  private(set) var explained = 0
  private(set) var unexplained: [Mismatch] = []
  private(set) var usedDeviations = Set<Int>()
  /// Per tense id: cells compared and cells equal.
  private(set) var perTense: [String: (total: Int, equal: Int)] = [:]

  /// Share of cells equal or explained by a deviation.
  var agreement: Double { total == 0 ? 0 : Double(equal + explained) / Double(total) }

  init(source: String, deviations: [Deviation]) throws {
    self.source = source
    guard let conjugator = Self.conjugator else { throw SharedSpecError.unreadable("tables") }
    let text = try SharedSpec.text("reference/\(source).tsv.gz")
    var verb = ""
    var ours: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 4 else { continue }
      if fields[0] != verb {
        verb = String(fields[0])
        ours = Self.cells(of: verb, conjugator)
      }
      let tense = String(fields[1])
      let person = String(fields[2])
      let reference = String(fields[3])
      let mine = ours["\(tense)\t\(person)"] ?? "(no cell)"
      total += 1
      perTense[tense, default: (0, 0)].total += 1
      if mine == reference {
        equal += 1
        perTense[tense, default: (0, 0)].equal += 1
      } else if let reason = deviations.first(where: {
        $0.explains(
          source: source, verb: verb, tense: tense, person: person,
          reference: reference, ours: mine)
      }) {
        explained += 1
        usedDeviations.insert(reason.line)
      } else {
        unexplained.append(
          Mismatch(
            verb: verb, tense: tense, person: person,
            reference: reference, ours: mine))
      }
    }
  }

  private static func cells(of verb: String, _ conjugator: Conjugator) -> [String: String] {
    guard case .success(let conjugation) = conjugator.conjugate(verb) else { return [:] }
    var cells: [String: String] = [:]
    for (form, cell) in conjugation.cells(includeVos: true) {
      cells["\(form.tenseID)\t\(form.personID)"] = cell.canonical
    }
    return cells
  }

  func report() -> (summary: String, full: String) {
    func percent(_ part: Int, _ whole: Int) -> String {
      String(format: "%.3f%%", whole == 0 ? 0 : 100 * Double(part) / Double(whole))
    }
    var summary = "\(source): \(total) cells; \(percent(equal, total)) equal, "
    summary += "\(percent(equal + explained, total)) after listed deviations; "
    summary += "\(unexplained.count) unexplained"
    var full = summary + "\n\nper tense (equal / compared):\n"
    for tense in perTense.keys.sorted() {
      let counts = perTense[tense] ?? (0, 0)
      full += "  \(tense): \(counts.equal)/\(counts.total) \(percent(counts.equal, counts.total))\n"
    }
    full += "\nunexplained cells (verb, tense, person, reference, conjugar):\n"
    for m in unexplained {
      full += "  \(m.verb)\t\(m.tense)\t\(m.person)\t\(m.reference)\t\(m.ours)\n"
    }
    let listed = unexplained.prefix(30).map {
      "  \($0.verb) \($0.tense) \($0.person): \($0.reference) ≠ \($0.ours)"
    }
    if !listed.isEmpty { summary += "\n" + listed.joined(separator: "\n") }
    return (summary, full)
  }
}
