/// What is forgiven in typed verbs before they are looked up.
enum Normalization {
  /// `text` trimmed of spaces and tabs, in lower case, in NFC (`  REÍR ` → `reír`).
  static func normalize(_ text: String) -> String {
    text.trimmingSpacesAndNewlines().lowercased().canonicallyComposed
  }

  /// A typed form or phrase normalized like a verb, with each run of spaces inside it made one
  /// space (`He   Hablado` → `he hablado`) and control characters left out, so that it fits
  /// in one TSV column and is safe to print.
  static func normalizeForm(_ text: String) -> String {
    var kept = ""
    kept.unicodeScalars.append(
      contentsOf: text.unicodeScalars.filter {
        $0.properties.generalCategory != .control || $0.properties.isWhitespace
      })
    return normalize(kept).split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
