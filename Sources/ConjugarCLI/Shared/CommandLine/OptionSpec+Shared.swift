/// Options that several commands share (conjugating, the quiz, decks), declared once.
extension OptionSpec {
  static let vos = OptionSpec(
    long: "vos", value: .none,
    help: "show vos for this run (default: the setting, see conjugar settings)")
  static let noVos = OptionSpec(long: "no-vos", value: .none, help: "hide vos for this run")
  static let tense = OptionSpec(
    long: "tense", short: "t", value: .tense,
    help: """
      a tense by its id (indicativo.presente, subjuntivo.imperfecto_ra, ..., infinitivo, \
      gerundio, participio) or a name people use: presente, pretérito indefinido, preterite, \
      present subjunctive; a name without a mood is the indicative unless --mood says \
      otherwise. Also the periphrases, shown only when named: the progressive in any tense \
      of estar (presente progresivo, past continuous: estoy hablando, estaba hablando; ids \
      progresivo.indicativo.presente, ...) and ir a + infinitivo (futuro perifrástico, near \
      future: voy a hablar; ir-a.indicativo.presente, ir-a.indicativo.imperfecto)
      """,
    repeatable: true)
  static let mood = OptionSpec(
    long: "mood", short: "m", value: .mood, help: "indicativo, subjuntivo, imperativo",
    repeatable: true)
  static let person = OptionSpec(
    long: "person", short: "p", value: .person,
    help: "yo, tu (tú), vos, el (él, ella, usted), nosotros, vosotros, ellos (ellas, ustedes)",
    repeatable: true)
  static let simple = OptionSpec(long: "simple", value: .none, help: "simple tenses only")
  static let compound = OptionSpec(long: "compound", value: .none, help: "compound tenses only")
  static let file = OptionSpec(
    long: "file", value: .path, help: "read verbs from a file, one per line", repeatable: true)
  static let top = OptionSpec(
    long: "top", value: .number(name: "N"),
    help: "the N most common verbs, by the frequency rank of the tables")
  static let irregularCells = OptionSpec(
    long: "irregular", value: .none,
    help: "irregular cells only (as the tables mark them; a spelling change such as saqué is not)")
  static let noPager = OptionSpec(
    long: "no-pager", value: .none,
    help: "never page: write even a long text straight to the terminal",
    manual: """
      On a terminal, a text taller than the screen (a table, help, an info topic) goes \
      through the pager of `CONJUGAR_PAGER`, else `PAGER`, else `less -FRX`; an empty one \
      turns paging off too.
      """)
  static let help = OptionSpec(long: "help", short: "h", value: .none, help: "show this help")
}
