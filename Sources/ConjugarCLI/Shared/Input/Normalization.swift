import ConjugarCore

/// What is forgiven in typed verbs before they are looked up, and what is refused.
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

  /// Why `text` can be no `what` ("verb", "verb form"), echoed as typed; nil when it may be
  /// one. Spaces, case and the punctuation around each word (`¿tuvieron?`, `hablar,` from a
  /// CSV line) are forgiven; anything else that is no letter (a digit, a symbol, punctuation
  /// inside a word, a control or invisible character) makes the input no word at all, rather
  /// than being dropped to leave another word. Bytes that are not UTF-8, which arrive as
  /// U+FFFD, are named as such. An empty text is left to the caller.
  static func refusal(of text: String, as what: String) -> String? {
    // ASCII letters and spaces, as most verbs are typed and listed, are refused for nothing:
    // answered in place, without trimming, splitting and echoing the text, which every verb of
    // a batch would pay for.
    var text = text
    let plain = text.withUTF8 { bytes in
      bytes.allSatisfy { $0 == 0x20 || (0x61...0x7A).contains($0) || (0x41...0x5A).contains($0) }
    }
    if plain { return nil }
    let trimmed = text.trimmingSpacesAndNewlines()
    guard !trimmed.isEmpty else { return nil }
    // U+FFFD replaced scalar by scalar, as Foundation's replacingOccurrences would, even where
    // a combining mark joins it in one Character; worked out only for a refusal.
    func shown() -> String {
      Echo.text(trimmed).unicodeScalars.reduce(into: "") { shown, scalar in
        if scalar == "\u{FFFD}" {
          shown += "\\u{FFFD}"
        } else {
          shown.unicodeScalars.append(scalar)
        }
      }
    }
    if trimmed.unicodeScalars.contains("\u{FFFD}") { return "'\(shown())' is not valid UTF-8" }
    let words = Lookup.words(of: trimmed)
    guard !words.isEmpty else { return "'\(shown())' is not a Spanish \(what): it has no letter" }
    for word in words {
      guard let odd = word.unicodeScalars.first(where: { !isLetterOrMark($0) }) else { continue }
      // An apostrophe is quoted with double quotes: ''' would not read.
      let character = odd == "'" ? "\"'\"" : "'\(Echo.text(String(odd)))'"
      return "'\(shown())' is not a Spanish \(what): \(character) is not a letter"
    }
    return nil
  }

  private static func isLetterOrMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark:
      true
    default: false
    }
  }
}
