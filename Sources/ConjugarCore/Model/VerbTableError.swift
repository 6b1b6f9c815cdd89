/// A malformed line in a bundled or given verb table.
public struct VerbTableError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The table file the line is in (`verbs.tsv`, `models.txt`).
  public var file: String
  /// The 1-based line number.
  public var line: Int
  /// What is wrong with the line.
  public var reason: String

  public init(file: String, line: Int, reason: String) {
    self.file = file
    self.line = line
    self.reason = reason
  }

  public var description: String { "\(file):\(line): \(reason)" }
}
