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
  /// The best score of a quiz of the default length, by difficulty and region.
  var quizBest: [QuizLevel: Int] = [:]
  /// The cells missed in quizzes, each in its Leitner box, at most `Leitner.capacity`.
  var quizReview: [ReviewCard] = []
  /// How tables on a terminal are laid out; nil for the default, the grid.
  var layout: TableLayout?
  /// The quiz's difficulty when `--difficulty` and `-t` are not given; nil: moderate.
  var quizDifficulty: QuizDifficulty?
  /// The quiz's region when `--region` is not given; nil: Spain.
  var quizRegion: QuizRegion?

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
    case vos, reviewPromptsEnabled, useCount, lastReviewPrompt, quizBest, quizReview, layout
    case quizDifficulty, quizRegion
  }

  /// Settings read leniently from a JSON object's members (each value's JSON text, by key):
  /// a missing or `null` key keeps its default, and so does a value of the wrong type, whose
  /// key is added to `invalidKeys`. Unknown keys are ignored; of repeated keys the last wins.
  init(members: [(key: String, value: String)], invalidKeys: inout [String]) {
    self.init()
    for (name, value) in members where value != "null" {
      guard let key = Key(rawValue: name) else { continue }
      let bool = value == "true" ? true : value == "false" ? false : nil
      // Each value is parsed once: the review's cards are many, and every run reads them.
      let valid: Bool
      switch key {
      case .vos: valid = Self.set(&vos, to: bool)
      case .reviewPromptsEnabled: valid = Self.set(&reviewPromptsEnabled, to: bool)
      case .useCount: valid = Self.set(&useCount, to: Int(value))
      case .lastReviewPrompt:
        let date = SettingsText.string(value).flatMap(SettingsDate.date(from:))
        valid = date != nil
        if valid { lastReviewPrompt = date }
      case .quizBest: valid = Self.set(&quizBest, to: Self.quizBest(json: value))
      case .quizReview: valid = Self.set(&quizReview, to: Self.quizReview(json: value))
      case .layout:
        let layout = SettingsText.string(value).flatMap(TableLayout.init(rawValue:))
        valid = layout != nil
        if valid { self.layout = layout }
      case .quizDifficulty:
        let difficulty = SettingsText.string(value).flatMap(QuizDifficulty.init(rawValue:))
        valid = difficulty != nil
        if valid { quizDifficulty = difficulty }
      case .quizRegion:
        let region = SettingsText.string(value).flatMap(QuizRegion.init(rawValue:))
        valid = region != nil
        if valid { quizRegion = region }
      }
      if !valid, !invalidKeys.contains(name) { invalidKeys.append(name) }
    }
  }

  /// Sets `value` to `parsed` unless it is nil; whether it was not.
  private static func set<Value>(_ value: inout Value, to parsed: Value?) -> Bool {
    guard let parsed else { return false }
    value = parsed
    return true
  }

  /// The JSON text of `key`'s value.
  func json(_ key: Key) -> String {
    switch key {
    case .vos: "\(vos)"
    case .reviewPromptsEnabled: "\(reviewPromptsEnabled)"
    case .useCount: "\(useCount)"
    case .lastReviewPrompt:
      lastReviewPrompt.map { "\"\(SettingsDate.string(from: $0))\"" } ?? "null"
    case .quizBest: quizBestJSON
    case .quizReview: quizReviewJSON
    case .layout: layout.map { "\"\($0.rawValue)\"" } ?? "null"
    case .quizDifficulty: quizDifficulty.map { "\"\($0.rawValue)\"" } ?? "null"
    case .quizRegion: quizRegion.map { "\"\($0.rawValue)\"" } ?? "null"
    }
  }
}
