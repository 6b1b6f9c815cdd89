/// Whole numbers given as option values (`--top 100`, `--questions 20`, `--seed 7`), read and
/// refused the same way for every command.
enum OptionNumber {
  /// `text` as a whole number in `range` (decimal digits, a sign allowed), or a usage error
  /// naming `option` and the range: `invalid value 'x' for --questions; expected a whole
  /// number from 1 to 500`.
  static func parse<Number: FixedWidthInteger>(
    _ text: String, for option: String, in range: ClosedRange<Number>
  ) throws(UsageError) -> Number {
    try parse(text, option, range.contains, "from \(range.lowerBound) to \(range.upperBound)")
  }

  /// `text` as a whole number in `range`, or a usage error naming `option` and the range:
  /// `invalid value '0' for --top; expected a whole number from 1 up`.
  static func parse<Number: FixedWidthInteger>(
    _ text: String, for option: String, in range: PartialRangeFrom<Number>
  ) throws(UsageError) -> Number {
    try parse(text, option, range.contains, "from \(range.lowerBound) up")
  }

  private static func parse<Number: FixedWidthInteger>(
    _ text: String, _ option: String, _ allows: (Number) -> Bool, _ range: String
  ) throws(UsageError) -> Number {
    if let number = Number(text), allows(number) { return number }
    throw UsageError(
      "invalid value '\(Echo.text(text))' for \(option); expected a whole number \(range)")
  }
}
