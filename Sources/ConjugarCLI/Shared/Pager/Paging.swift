/// Whether a run's output goes through a pager, and which one.
enum Paging {
  /// The pager when neither `CONJUGAR_PAGER` nor `PAGER` names one.
  static let defaultCommand = "less -FRX"

  /// The pager command for a run whose standard output is `outputIsTerminal`: none when it
  /// is not a terminal, with `--no-pager` (`refused`), on a dumb terminal (`TERM=dumb`), or
  /// when `CONJUGAR_PAGER`, else `PAGER`, is set but empty (or `cat`); else the first of
  /// them that is set, else `less -FRX`.
  static func command(
    variables: [String: String], outputIsTerminal: Bool, refused: Bool
  ) -> String? {
    guard outputIsTerminal, !refused, variables["TERM"] != "dumb" else { return nil }
    let command = variables["CONJUGAR_PAGER"] ?? variables["PAGER"] ?? defaultCommand
    let trimmed = command.trimmingSpaces()
    return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
  }
}
