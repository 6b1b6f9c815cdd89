/// Forms as they are read: a stored form, or one put together from stored parts: a pronoun
/// (after `no` in a negative imperative), haber's form, and the stored form (`no te laves`,
/// `me he lavado`).
// Compound and pronominal forms are assembled when read, not stored: the writer copies each
// part once.
extension Paradigm {
  /// The byte ranges one form is read from, in order: `prefix` and `body` in `bytes`, `aux`
  /// in the auxiliary's bytes; empty when absent.
  struct Parts {
    var prefix: Range<Int>
    var aux: Range<Int>
    var body: Range<Int>

  }

  /// How many forms the cell at `slot` has.
  func formCount(_ slot: Int) -> Int { Int(runs[slot].count) }

  /// The parts of form `index` of the cell at `slot`.
  func parts(_ slot: Int, _ index: Int) -> Parts {
    let run = runs[slot]
    let span = spans[Int(run.first) + index]
    let prefix = Int(run.prefixStart)
    let aux = Int(run.auxStart)
    return Parts(
      prefix: prefix..<(prefix + Int(run.prefixCount)), aux: aux..<(aux + Int(run.auxCount)),
      body: min(span.start + Int(run.skip), span.end)..<span.end)
  }

  /// Appends form `index` of the cell at `slot`; `auxiliary` holds haber's forms.
  func write(_ slot: Int, _ index: Int, auxiliary: Paradigm, into out: inout ByteArena) {
    let parts = parts(slot, index)
    if !parts.prefix.isEmpty { out.append(bytes, range: parts.prefix) }
    if !parts.aux.isEmpty { out.append(auxiliary.bytes, range: parts.aux) }
    out.append(bytes, range: parts.body)
  }

  /// The forms of the cell of `form` as strings, preferred first.
  func strings(_ form: Form, auxiliary: Paradigm) -> [String] {
    let slot = form.slot
    return (0..<formCount(slot)).map { index in
      var text = ByteArena(capacity: 64)
      write(slot, index, auxiliary: auxiliary, into: &text)
      return String(decoding: text.bytes, as: UTF8.self)
    }
  }
}
