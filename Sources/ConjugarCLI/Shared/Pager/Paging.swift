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

  /// Whether `command` writes text for people to read that may be long: tables (not the
  /// machine formats, nor a table per line of a standard input that is no file, which is
  /// answered as it comes), help, `info` and the table of `check`. Listings, settings, the
  /// version, decks and the quiz never page.
  static func pages(_ command: Command, standardInputIsRegularFile: Bool) -> Bool {
    switch command {
    case .help, .info: return true
    case .conjugate(let options):
      let interactive = options.sources.contains(.standardInput) && !standardInputIsRegularFile
      return options.format == .table && !interactive
    case .check(let options): return options.format == .table
    case .unpaged, .version, .settings, .listVerbs, .listModels, .quiz, .deck: return false
    }
  }
}
