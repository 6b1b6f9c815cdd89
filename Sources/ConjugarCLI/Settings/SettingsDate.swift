#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The ISO-8601 form dates take in the settings file, such as `2025-03-01T10:15:30Z`.
enum SettingsDate {
  static func string(from date: Date) -> String {
    date.formatted(Date.ISO8601FormatStyle())
  }

  /// Parses whole-second or fractional-second ISO-8601 text; `nil` if it is neither.
  static func date(from text: String) -> Date? {
    if let date = try? Date.ISO8601FormatStyle().parse(text) {
      return date
    }
    return try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
  }
}
