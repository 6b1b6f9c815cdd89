/// The fixed words of a `.choice` option, each with its meaning, declared by the enum the
/// command reads them into.
protocol OptionChoice: CaseIterable, RawRepresentable<String>, Sendable {
  /// What the word means, in a few words (`one line per cell`).
  var meaning: String { get }
}
