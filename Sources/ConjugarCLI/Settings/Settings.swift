import Foundation

/// The user's saved preferences and the review-prompt bookkeeping.
///
/// Decoding is lenient: a missing key, or one holding a value of the wrong type, takes its
/// default and the other keys are still read. `lastReviewPrompt` is stored as an ISO-8601
/// string, to the second.
public struct Settings: Codable, Equatable, Sendable {
  /// Whether conjugation tables include the `vos` person by default.
  public var vos: Bool
  /// How many promptable actions (interactive conjugations) have happened so far.
  public var useCount: Int
  /// When the review prompt was last shown, or `nil` if it never was.
  public var lastReviewPrompt: Date?
  /// Whether the review prompt may be shown at all.
  public var reviewPromptsEnabled: Bool

  /// Creates settings; each argument defaults to its value on a fresh install.
  public init(
    vos: Bool = false,
    useCount: Int = 0,
    lastReviewPrompt: Date? = nil,
    reviewPromptsEnabled: Bool = true
  ) {
    self.vos = vos
    self.useCount = useCount
    self.lastReviewPrompt = lastReviewPrompt
    self.reviewPromptsEnabled = reviewPromptsEnabled
  }

  enum CodingKeys: String, CodingKey, CaseIterable {
    case vos, useCount, lastReviewPrompt, reviewPromptsEnabled
  }

  /// Decodes settings, using defaults for missing keys and for values of the wrong type.
  public init(from decoder: any Decoder) throws {
    self = try LenientSettings(from: decoder).settings
  }

  /// Encodes every key; `lastReviewPrompt` is omitted when `nil`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(vos, forKey: .vos)
    try container.encode(useCount, forKey: .useCount)
    try container.encodeIfPresent(
      lastReviewPrompt.map(SettingsDate.string(from:)), forKey: .lastReviewPrompt)
    try container.encode(reviewPromptsEnabled, forKey: .reviewPromptsEnabled)
  }
}

/// Settings decoded leniently, plus the keys whose values could not be used.
struct LenientSettings: Decodable {
  var settings = Settings()
  /// Keys present with a value of the wrong type, in `Settings.CodingKeys` order.
  var invalidKeys: [String] = []

  init(from decoder: any Decoder) throws {
    // Only a top-level value that is not an object fails; the caller treats it as corrupt.
    let container = try decoder.container(keyedBy: Settings.CodingKeys.self)
    if let vos = value(Bool.self, .vos, in: container) {
      settings.vos = vos
    }
    if let count = value(Int.self, .useCount, in: container) {
      settings.useCount = count
    }
    if let text = value(String.self, .lastReviewPrompt, in: container) {
      if let date = SettingsDate.date(from: text) {
        settings.lastReviewPrompt = date
      } else {
        invalidKeys.append(Settings.CodingKeys.lastReviewPrompt.rawValue)
      }
    }
    if let enabled = value(Bool.self, .reviewPromptsEnabled, in: container) {
      settings.reviewPromptsEnabled = enabled
    }
  }

  /// The value at `key`, or `nil` if it is missing, `null`, or of the wrong type (recorded).
  private mutating func value<T: Decodable>(
    _ type: T.Type,
    _ key: Settings.CodingKeys,
    in container: KeyedDecodingContainer<Settings.CodingKeys>
  ) -> T? {
    guard container.contains(key), (try? container.decodeNil(forKey: key)) == false else {
      return nil
    }
    if let value = try? container.decode(type, forKey: key) {
      return value
    }
    invalidKeys.append(key.rawValue)
    return nil
  }
}

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
