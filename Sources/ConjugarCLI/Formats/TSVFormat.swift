import ConjugarCore

/// The canonical TSV of FORMAT.md: `infinitive<TAB>tense<TAB>person<TAB>forms`, one line per
/// cell, 121 lines per verb without vos and 141 with.
public enum TSVFormat {
  /// The lines of one verb, each ending in a newline.
  public static func render(_ conjugation: Conjugation, includeVos: Bool) -> String {
    var text = ""
    text.reserveCapacity(includeVos ? 6_000 : 5_000)
    for (form, cell) in conjugation.cells(includeVos: includeVos) {
      text += conjugation.infinitive
      text += "\t"
      text += form.tenseID
      text += "\t"
      text += form.personID
      text += "\t"
      text += cell.canonical
      text += "\n"
    }
    return text
  }
}
