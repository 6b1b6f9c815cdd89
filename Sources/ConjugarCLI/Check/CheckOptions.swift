/// What `conjugar check` was asked for.
struct CheckOptions: Equatable, Sendable {
  /// Where the rows come from.
  enum Input: Equatable, Sendable {
    case standardInput
    case file(String)
  }

  var input = Input.standardInput
  var format = CheckFormat.table
}
