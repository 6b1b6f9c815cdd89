#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The user's saved preferences and the review-prompt bookkeeping.
public struct Settings: Equatable, Sendable {
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

  /// The keys of the settings file, in the order a new file lists them.
  enum Key: String, CaseIterable {
    case vos, reviewPromptsEnabled, useCount, lastReviewPrompt
  }

  /// Settings read leniently from a JSON object's members (each value's JSON text, by key):
  /// a missing or `null` key keeps its default, and so does a value of the wrong type, whose
  /// key is added to `invalidKeys`. Unknown keys are ignored; of repeated keys the last wins.
  init(members: [(key: String, value: String)], invalidKeys: inout [String]) {
    self.init()
    for (name, value) in members where value != "null" {
      guard let key = Key(rawValue: name) else { continue }
      let isBool = value == "true" || value == "false"
      let date = { SettingsText.string(value).flatMap(SettingsDate.date(from:)) }
      switch key {
      case .vos where isBool: vos = value == "true"
      case .reviewPromptsEnabled where isBool: reviewPromptsEnabled = value == "true"
      case .useCount where Int(value) != nil: useCount = Int(value) ?? useCount
      case .lastReviewPrompt where date() != nil: lastReviewPrompt = date()
      default: if !invalidKeys.contains(name) { invalidKeys.append(name) }
      }
    }
  }

  /// The JSON text of `key`'s value.
  func json(_ key: Key) -> String {
    switch key {
    case .vos: "\(vos)"
    case .reviewPromptsEnabled: "\(reviewPromptsEnabled)"
    case .useCount: "\(useCount)"
    case .lastReviewPrompt:
      lastReviewPrompt.map { "\"\(SettingsDate.string(from: $0))\"" } ?? "null"
    }
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
