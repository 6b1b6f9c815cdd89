/// What the arguments of the conjugating command (`conjugar [options] ...`) ask for.
enum ConjugateRequest: Equatable, Sendable {
  /// `-h`, `--help`.
  case help
  /// `--version`.
  case version
  /// `--list-verbs`, optionally narrowed.
  case listVerbs(VerbFilter)
  /// `--list-models`.
  case listModels
  /// `--complete-verbs WORD`.
  case completeVerbs(String)
  /// Conjugate verbs, or look forms up.
  case conjugate(Options)
}
