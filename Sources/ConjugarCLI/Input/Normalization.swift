import Foundation

/// What is forgiven in typed verbs before they are looked up.
enum Normalization {
  /// `text` trimmed of spaces and tabs, in lower case, in NFC (`  REÍR ` → `reír`).
  static func normalize(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
      .precomposedStringWithCanonicalMapping
  }
}
