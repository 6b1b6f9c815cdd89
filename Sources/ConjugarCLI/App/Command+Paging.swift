extension Command {
  /// Whether the command writes text for people to read that may be long: tables (not the
  /// machine formats, nor a table per line of a standard input that is no file, which is
  /// answered as it comes), help, `info` and the table of `check`. Listings, settings, the
  /// version, decks and the quiz never page.
  func pages(standardInputIsRegularFile: Bool) -> Bool {
    switch self {
    case .help, .briefHelp, .info: return true
    case .conjugate(let options):
      let interactive = options.sources.contains(.standardInput) && !standardInputIsRegularFile
      return options.format == .table && !interactive
    case .check(let options): return options.format == .table
    case .unpaged, .version, .settings, .listVerbs, .listModels, .completeVerbs, .quiz, .deck,
      .explain:
      return false
    }
  }
}
