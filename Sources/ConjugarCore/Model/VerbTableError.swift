/// A malformed line in a bundled or given verb table: the file, the line and what is wrong.
public struct VerbTableError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The table file the line is in (`verbs.tsv`, `models.txt`).
  public var file: String
  /// The 1-based line number.
  public var line: Int
  /// What is wrong with the line.
  public var reason: String

  /// An error on line `line` of `file`.
  ///
  /// - Parameters:
  ///   - file: The table file (`verbs.tsv`).
  ///   - line: The 1-based line number.
  ///   - reason: What is wrong with the line.
  public init(file: String, line: Int, reason: String) {
    self.file = file
    self.line = line
    self.reason = reason
  }

  /// The error as compilers write theirs: `verbs.tsv:12: unknown model contar`.
  public var description: String { "\(file):\(line): \(reason)" }
}
