/// Cells written as lines in one call: what delimited formats (TSV) write for a verb.
extension Conjugation {
  /// How to write a cell as a line: the same `lead` before every line, the cell's own head,
  /// its forms joined by `separator` or `defective` when it has none, then `end`.
  public struct LineLayout: Sendable {
    /// The cells, one line each.
    public var forms: [Form] { didSet { slots = forms.map(\.slot) } }
    /// Where each cell lies in a paradigm's runs, worked out once per layout, not per line:
    /// 123k → 122k instructions per batch verb.
    private(set) var slots: [Int]
    /// The heads of the lines, one per cell, in `headText`.
    public var heads: [Range<Int>]
    public var headText: ByteArena
    public var separator: UInt8
    public var defective: UInt8
    public var end: UInt8

    /// A layout; `heads[i]` locates the head of `forms[i]` in `headText`.
    public init(
      forms: [Form], heads: [Range<Int>], headText: ByteArena, separator: UInt8,
      defective: UInt8, end: UInt8
    ) {
      precondition(forms.count == heads.count, "one head per cell")
      self.forms = forms
      slots = forms.map(\.slot)
      self.heads = heads
      self.headText = headText
      self.separator = separator
      self.defective = defective
      self.end = end
    }
  }

  /// Writes one line per cell of `layout`, each after `lead`; `out` needs room for
  /// `layout.forms.count` lines of `lead`'s bytes, the longest head, `cellByteBound` and 1 byte.
  // One call per verb, its buffers and tables read once, not one call per cell: 150k → 141k
  // instructions per batch verb.
  public func writeLines(
    _ layout: LineLayout, lead: String, into out: inout ByteWriter
  ) {
    let (slots, heads) = (layout.slots, layout.heads)
    let (runs, spans) = (paradigm.runs, paradigm.spans)
    // The lead read from the String's own bytes, not copied to an array: 127k → 126k.
    var lead = lead
    lead.withUTF8 { lead in
      layout.headText.withStorage { headText in
        paradigm.bytes.withStorage { text in
          auxiliary.bytes.withStorage { auxText in
            for line in 0..<slots.count {
              out.copy(lead)
              out.copy(headText, heads[line])
              let run = runs[slots[line]]
              if run.count == 0 { out.append(layout.defective) }
              for index in 0..<Int(run.count) {
                if index > 0 { out.append(layout.separator) }
                if run.prefixCount > 0 {
                  let start = Int(run.prefixStart)
                  out.copy(text, start..<(start + Int(run.prefixCount)))
                }
                if run.auxCount > 0 {
                  let start = Int(run.auxStart)
                  out.copy(auxText, start..<(start + Int(run.auxCount)))
                }
                let span = spans[Int(run.first) + index]
                out.copy(text, min(span.start + Int(run.skip), span.end)..<span.end)
              }
              out.append(layout.end)
            }
          }
        }
      }
    }
  }

  /// Writes every form of `cells` with its accents folded (Accents), one after another,
  /// calling `body` with each one's cell, index in the cell and range in `out`'s bytes (from
  /// where `out` started); `out` needs room for `cells.count` times `cellByteBound`.
  func writeFoldedForms(
    _ cells: [Form], into out: inout ByteWriter, _ body: (Form, Int, Range<Int>) -> Void
  ) {
    let (runs, spans) = (paradigm.runs, paradigm.spans)
    paradigm.bytes.withStorage { text in
      auxiliary.bytes.withStorage { auxText in
        for cell in cells {
          let run = runs[cell.slot]
          for index in 0..<Int(run.count) {
            let start = out.count
            if run.prefixCount > 0 {
              let from = Int(run.prefixStart)
              out.copyFolded(text, from..<(from + Int(run.prefixCount)))
            }
            if run.auxCount > 0 {
              let from = Int(run.auxStart)
              out.copyFolded(auxText, from..<(from + Int(run.auxCount)))
            }
            let span = spans[Int(run.first) + index]
            out.copyFolded(text, min(span.start + Int(run.skip), span.end)..<span.end)
            body(cell, index, start..<out.count)
          }
        }
      }
    }
  }
}
