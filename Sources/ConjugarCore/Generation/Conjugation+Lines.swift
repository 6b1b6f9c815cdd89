/// Cells written as lines in one call: what delimited formats (TSV) write for a verb.
extension Conjugation {
  /// How to write a cell as a line: the same `lead` before every line, the cell's own head,
  /// its forms joined by `separator` or `defective` when it has none, then `end`.
  package struct LineLayout: Sendable {
    /// The cells, one line each.
    package var forms: [Form] { didSet { slots = forms.map(\.slot) } }
    /// Where each cell lies in a paradigm's runs, worked out once per layout, not per line.
    private(set) var slots: [Int]
    /// The heads of the lines, one per cell, in `headText`.
    package var heads: [Range<Int>] { didSet { longestHead = Self.longest(heads) } }
    /// The most bytes a head takes.
    private(set) var longestHead: Int
    package var headText: ByteArena
    package var separator: UInt8
    package var defective: UInt8
    package var end: UInt8

    /// A layout; `heads[i]` locates the head of `forms[i]` in `headText`.
    package init(
      forms: [Form], heads: [Range<Int>], headText: ByteArena, separator: UInt8,
      defective: UInt8, end: UInt8
    ) {
      precondition(forms.count == heads.count, "one head per cell")
      self.forms = forms
      slots = forms.map(\.slot)
      self.heads = heads
      longestHead = Self.longest(heads)
      self.headText = headText
      self.separator = separator
      self.defective = defective
      self.end = end
    }

    private static func longest(_ heads: [Range<Int>]) -> Int { heads.map(\.count).max() ?? 0 }
  }

  /// Appends one line per cell of `layout` to `bytes`, each after `lead`, in room reserved for
  /// the longest lines the verb can have.
  // The room is reserved here, in the module that declares ByteArena.write(reserving:): the
  // compiler does not inline a package method that takes a closure into another module, and a
  // call through the closure costs every verb of a batch.
  package func writeLines(_ layout: LineLayout, lead: String, into bytes: inout ByteArena) {
    let line = lead.utf8.count + layout.longestHead + max(cellByteBound, 1) + 1
    bytes.write(reserving: layout.forms.count * line) { out in
      writeLines(layout, lead: lead, into: &out)
    }
  }

  /// Writes one line per cell of `layout`, each after `lead`; `out` needs room for
  /// `layout.forms.count` lines of `lead`'s bytes, the longest head, `cellByteBound` and 1 byte.
  // One call per verb, its buffers and tables read once, not one call per cell.
  package func writeLines(_ layout: LineLayout, lead: String, into out: inout ByteWriter) {
    let (slots, heads) = (layout.slots, layout.heads)
    // The lead is read from the String's own bytes, not copied to an array.
    var lead = lead
    lead.withUTF8 { lead in
      layout.headText.withStorage { headText in
        paradigm.bytes.withStorage { text in
          auxiliary.bytes.withStorage { auxText in
            for line in 0..<slots.count {
              out.copy(lead)
              out.copy(headText, heads[line])
              let slot = slots[line]
              let count = paradigm.formCount(slot)
              if count == 0 { out.append(layout.defective) }
              for index in 0..<count {
                if index > 0 { out.append(layout.separator) }
                let parts = paradigm.parts(slot, index)
                if !parts.prefix.isEmpty { out.copy(text, parts.prefix) }
                if !parts.aux.isEmpty { out.copy(auxText, parts.aux) }
                out.copy(text, parts.body)
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
    paradigm.bytes.withStorage { text in
      auxiliary.bytes.withStorage { auxText in
        for cell in cells {
          for index in 0..<paradigm.formCount(cell.slot) {
            let start = out.count
            let parts = paradigm.parts(cell.slot, index)
            if !parts.prefix.isEmpty { out.copyFolded(text, parts.prefix) }
            if !parts.aux.isEmpty { out.copyFolded(auxText, parts.aux) }
            out.copyFolded(text, parts.body)
            body(cell, index, start..<out.count)
          }
        }
      }
    }
  }
}
