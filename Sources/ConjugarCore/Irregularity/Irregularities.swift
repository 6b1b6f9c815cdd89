/// A run of marked letters in a form: irregular letters, or letters a spelling rule or a hiatus
/// accent wrote.
public struct MarkedLetters: Sendable, Hashable {
  /// The letters, as offsets into the form's Unicode scalars (the tables are NFC, so each
  /// letter is one).
  public let range: Range<Int>
  /// Whether the letters are irregular; false for a spelling change or a hiatus accent.
  public let isIrregular: Bool

  /// A run of marked letters.
  ///
  /// - Parameters:
  ///   - range: The letters, as offsets into the form's Unicode scalars.
  ///   - isIrregular: Whether they are irregular, not a spelling change or a hiatus accent.
  public init(range: Range<Int>, isIrregular: Bool) {
    self.range = range
    self.isIrregular = isIrregular
  }
}

/// One accepted form of a cell: whether and why it departs from the regular conjugation, and
/// which letters show it.
///
/// The letters marked are those that differ from the regular form of the cell (`cuento`
/// against `conto`: `ue`), or those a rule changed (`juego`: `ue`; `conozco`: `zc`). Where
/// letters were only dropped, the letters on either side of the gap are marked (`podré`
/// against `poderé`: `dr`; `ten` against `tene`: `n`), so every irregular form has a mark.
public struct FormIrregularity: Sendable, Hashable {
  /// The form (`tengo`, `no te vayas`).
  public let text: String
  /// Its kinds, in declaration order; empty for a regular form.
  public let kinds: [IrregularityKind]
  /// Its marked letters, in order and disjoint.
  public let marks: [MarkedLetters]

  /// Whether the form is irregular: it has a kind other than a spelling change or a hiatus
  /// accent.
  public var isIrregular: Bool { kinds.contains(where: \.countsAsIrregular) }

  /// The form with its marked letters set off, as a caller writes them (`po<b>dr</b>é`).
  ///
  /// - Parameters:
  ///   - start: The offset of the first letter to write (a Unicode scalar offset), to leave
  ///     out what comes before the verb (`no te `).
  ///   - wrap: What to write for a run of marked letters: given their text and the mark.
  /// - Returns: ``text`` from `start` on, each run of marked letters replaced by `wrap`'s text.
  public func marked(from start: Int = 0, _ wrap: (String, MarkedLetters) -> String) -> String {
    let letters = Array(text.unicodeScalars)
    let string = { (range: Range<Int>) in String(String.UnicodeScalarView(letters[range])) }
    var result = ""
    var position = max(0, min(start, letters.count))
    for mark in marks where mark.range.upperBound > position {
      let lower = max(mark.range.lowerBound, position)
      result += string(position..<lower) + wrap(string(lower..<mark.range.upperBound), mark)
      position = mark.range.upperBound
    }
    return result + string(position..<letters.count)
  }

  init(
    _ text: String, kinds: [IrregularityKind], irregular: [Range<Int>],
    orthographic: [Range<Int>] = [], spelling: Range<Int>? = nil
  ) {
    self.text = text
    guard !irregular.isEmpty || !orthographic.isEmpty || spelling != nil else {
      self.kinds = kinds.count > 1 ? Set(kinds).sorted() : kinds
      self.marks = []
      return
    }
    let count = text.unicodeScalars.count
    let clamp = { (range: Range<Int>) in range.clamped(to: 0..<count) }
    let strong = Self.merged(irregular.map(clamp))
    let apart = { (range: Range<Int>) in !strong.contains { $0.overlaps(range) } }
    let accents = orthographic.map(clamp).filter { !$0.isEmpty && apart($0) }
    let spelled = spelling.map(clamp).flatMap { range in
      range.isEmpty || !apart(range) || accents.contains(where: { $0.overlaps(range) })
        ? nil : range
    }
    let written = Self.merged(accents + (spelled.map { [$0] } ?? []))
    let all = spelled == nil ? kinds : kinds + [.spellingChange]
    self.kinds = Set(all).sorted()
    self.marks =
      (strong.map { MarkedLetters(range: $0, isIrregular: true) }
      + written.map { MarkedLetters(range: $0, isIrregular: false) })
      .sorted { $0.range.lowerBound < $1.range.lowerBound }
  }

  /// Non-empty ranges, overlapping or touching ones joined, in order.
  private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    for range in ranges.filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = result.last, range.lowerBound <= last.upperBound {
        result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        result.append(range)
      }
    }
    return result
  }
}

/// One cell of a conjugation: its accepted forms' irregularity and the kinds they show.
public struct CellIrregularity: Sendable, Hashable {
  /// The cell.
  public let form: Form
  /// Each accepted form, in the order of `Conjugation.cell(_:)`; empty for a defective cell.
  public let forms: [FormIrregularity]
  /// The kinds of its forms, in declaration order; `defective` for a cell the verb lacks.
  public let kinds: [IrregularityKind]

  /// Whether the cell is irregular: one of its forms is (`acuesto` of `acuesto|acosto`), or
  /// the verb lacks it.
  public var isIrregular: Bool { kinds.contains(where: \.countsAsIrregular) }
}

/// Which forms of one verb are irregular, which letters and why.
///
/// ``Conjugator/irregularities(of:)`` makes one. Cells are worked out when asked for, so a
/// caller pays only for what it shows.
public struct Irregularities: Sendable {
  let analysis: IrregularityAnalysis

  /// The verb (`tener`).
  public var infinitive: String { analysis.conjugation.infinitive }

  /// The irregularity of one cell.
  ///
  /// - Parameter form: The cell.
  /// - Returns: Each accepted form's irregularity and the kinds the cell shows.
  public func cell(_ form: Form) -> CellIrregularity { analysis.cell(form) }

  /// Every kind the verb's cells show.
  ///
  /// - Parameter includeVos: Whether to count the vos cells.
  /// - Returns: The kinds, in declaration order.
  public func kinds(includeVos: Bool) -> [IrregularityKind] {
    Set(Form.all(includeVos: includeVos).flatMap { cell($0).kinds }).sorted()
  }
}

extension Conjugator {
  /// Which forms of a conjugation are irregular, which letters and why.
  ///
  /// A form is irregular when it departs from the verb conjugated like its class's regular
  /// model (``regularConjugation(of:)``) other than by a spelling change or a hiatus accent;
  /// each kind of irregularity comes from the rules of the verb's models (``IrregularityKind``).
  ///
  /// - Parameter conjugation: A conjugation this conjugator made.
  /// - Returns: Its irregularities; nil only when the regular conjugation of its verb cannot
  ///   be built, which a conjugation of this conjugator always has.
  public func irregularities(of conjugation: Conjugation) -> Irregularities? {
    IrregularityAnalysis(conjugation: conjugation, conjugator: self).map(Irregularities.init)
  }
}
