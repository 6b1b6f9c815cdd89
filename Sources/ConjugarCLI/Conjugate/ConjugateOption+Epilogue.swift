extension ConjugateOption {
  /// The examples `conjugar -h` gives: what a newcomer does first.
  static let briefExamples = [
    ("hablar", "the table of a verb"),
    ("-t preterite ser estar", "one tense, named in English or Spanish"),
    ("tuvieron", "which verb, tense and person a form is"),
    ("--format tsv - < verbs.txt", "TSV for a list of verbs"),
    ("quiz --difficulty easy", "a timed quiz"),
  ].map { ("conjugar " + $0.0, $0.1) }

  /// The documented exit statuses, one entry each, as `--help` lists them.
  private static var exitStatuses: String {
    ExitStatus.documented.map { status in
      HelpRenderer.entry("  \(status.code)", status.meaning, column: 6).joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// What the help of the conjugating command ends with.
  static let epilogue = """
    Exit status:
    \(exitStatuses)

    Environment:
      NO_COLOR                    set and not empty: never colour
      TERM                        dumb: no colour, no pager
      CONJUGAR_PAGER, PAGER       the pager for long output on a terminal (default
                                  less -FRX); empty: never page
      XDG_CONFIG_HOME, HOME       where the settings file is kept
      XDG_STATE_HOME              where recent settings warnings are noted
      CONJUGAR_NO_REVIEW_PROMPT   set (not empty or 0): never suggest a review

    Files:
      $XDG_CONFIG_HOME/conjugar/settings.json
                                  (default ~/.config/conjugar/settings.json)
      $XDG_STATE_HOME/conjugar/last-warning
                                  (default ~/.local/state/conjugar/last-warning)

    Examples:
      conjugar hablar                      the full table
      conjugar --vos --layout list tener   one tense under another, with vos
      conjugar -t presente -t preterite ser estar
      conjugar tuvieron                    which verb, tense and person
      conjugar --guess ablar               a slip conjugated as a new verb
      conjugar --lookup -f tsv - < words.txt
      conjugar --format tsv - < verbs.txt  TSV for a list of verbs
      conjugar --all --format json > all.json
      conjugar settings vos on             show vos from now on
      conjugar info preterite              what the preterite is, its forms
      conjugar quiz --difficulty easy      a timed quiz on three tenses
      conjugar deck --top 100 > deck.txt   Anki flashcards of 100 verbs
      conjugar check deck.txt              the wrong cells of a deck

    """
}
