/// How the model of a verb the tables do not list as written was chosen: the models followed and
/// the evidence for them, for the CLI to say.
public struct Guess: Sendable, Equatable {
  /// The evidence a guess rests on.
  public enum Reason: Sendable, Equatable {
    /// The tables list the verb only as pronominal, this one (`trascordarse` for `trascordar`).
    case pronominal(String)
    /// The verb is `prefix` before the listed verb `base` (`foto` + `componer`), and follows it.
    case prefix(String, base: String)
    /// The verb is `prefix` before the listed verb `base`, and follows what most listed
    /// compounds of `base` follow (`sobre` + `decir`: like predecir, contradecir, desdecir).
    case compounds(prefix: String, base: String)
    /// More than half of the listed verbs with this ending follow the models (`-uar`).
    case ending(String)
    /// No listed verb shares an ending with it: its class's regular model.
    case verbClass
  }

  /// The models followed, preferred first.
  public let models: [String]
  /// Why these models.
  public let reason: Reason

  /// A guess of `models` for `reason`.
  ///
  /// - Parameters:
  ///   - models: The models followed, preferred first.
  ///   - reason: Why these models.
  public init(models: [String], reason: Reason) {
    self.models = models
    self.reason = reason
  }

  /// Whether the tables lack the verb altogether, not just as written (a pronominal verb's base).
  public var isUnknown: Bool {
    if case .pronominal = reason { return false }
    return true
  }
}
