/// The targets of issue 15 and whether each measured figure meets its own; `make bench` prints
/// the verdict beside each figure and the tally at the end.
enum Targets {
  /// The verdicts so far: the figure's name, and whether it met its target.
  nonisolated(unsafe) static var verdicts: [(name: String, met: Bool)] = []

  /// "(target <= 120k: met)" for a figure that should be at most `limit`.
  static func atMost(_ name: String, _ value: Double, _ limit: Double, _ shown: String) -> String {
    record(name, value <= limit, "<= \(shown)")
  }

  /// "(target >= 20,000: met)" for a figure that should be at least `limit`.
  static func atLeast(_ name: String, _ value: Double, _ limit: Double, _ shown: String) -> String {
    record(name, value >= limit, ">= \(shown)")
  }

  private static func record(_ name: String, _ met: Bool, _ target: String) -> String {
    verdicts.append((name, met))
    return "(target \(target): \(met ? "met" : "NOT MET"))"
  }

  /// "targets: 5 of 7 met; not met: ..." for the figures measured.
  static var summary: String {
    let missed = verdicts.filter { !$0.met }.map(\.name)
    let tally = "targets: \(verdicts.count - missed.count) of \(verdicts.count) met"
    return missed.isEmpty ? tally : tally + "; not met: " + missed.joined(separator: ", ")
  }
}

/// The SHA-256 of `conjugar --all --format tsv --vos`, recorded with main at aa6cd2a before
/// the byte-level engine was merged; a deliberate change of the output records its new hash
/// here, in the same commit.
let recordedLexiconSHA256 = "dac4fdf2f20c0dbc909717569fcae672e312f443c6442581374e0b146a95ab53"
