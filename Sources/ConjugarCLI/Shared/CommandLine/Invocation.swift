/// What a command's arguments ask for: its help, or a run with the options they give.
enum Invocation<Request: Equatable & Sendable>: Equatable, Sendable {
  /// `--help`: the command's help.
  case help
  /// A run with these options.
  case run(Request)
}
