/// The texts of `--help` and `--version`.
enum HelpText {
  static let version = "conjugar 0.1.0\n"

  /// The one-line reminder printed after a usage error.
  static let hint = "Run 'conjugar --help' for usage.\n"

  static let full = """
    usage: conjugar [options] VERB|FORM...
           conjugar [options] - | --file PATH | --all
           conjugar --lookup [options] FORM... | - | --file PATH
           conjugar --list-verbs [--model NAME | --irregular]
           conjugar settings [vos on|off | review-prompts on|off]
           conjugar info [TOPIC]

    Conjugates Spanish verbs in every tense and person: a table, TSV, JSON or a
    list. Case, spaces and missing or wrong accents are forgiven (REIR, reir:
    reír; írse: irse). A word no table lists that a learner's spelling slips
    turn into a common verb is refused with a suggestion (ablar: did you mean
    hablar?); the slips are a silent h, b/v, c/z/s, ll/y, g/j, k/qu/c, gu/g,
    r/rr, n/ñ, n/m, a letter doubled or dropped, and two of these. Any other
    word shaped like an infinitive (tuitear) is conjugated by its ending, with
    a warning, repeated after the table on a terminal.

    A single word that is no infinitive, shown as a table, is looked up as a
    conjugated form: every verb, tense and person it can be (fue: ser and ir;
    he hablado; dímelo: decir + me, lo), the more common verb first. A match
    found only by ignoring accents is marked, and so is the form of a verb no
    table lists (tuiteo: tuitear). Suggestions give slips first, then close
    spellings, the more common verb first.

    Output:
      -f, --format FORMAT  table (default), tsv (FORMAT.md), json, list
          --compact        table with each simple tense beside its compound
          --color WHEN     colour irregular letters in tables: auto (default;
                           on a terminal, unless NO_COLOR), always, never
          --vos, --no-vos  show or hide vos for this run (default: the
                           setting, see conjugar settings)

    Filters (every format; kinds combine, repeated options add up):
      -t, --tense ID       a tense id of FORMAT.md: indicativo.presente, ...,
                           subjuntivo.imperfecto_ra, ..., or infinitivo,
                           gerundio, participio
      -m, --mood MOOD      indicativo, subjuntivo, imperativo
      -p, --person ID      yo, tu, vos, el, nosotros, vosotros, ellos
          --simple         simple tenses only
          --compound       compound tenses only

    Input:
      VERB...              verbs to conjugate, one table after another
          --guess          conjugate a slip of a listed verb as a new verb
          --lookup         look every input up as a form, even an infinitive
                           (TSV: form, infinitive, tense, person, and marks:
                           -, accents, guessed or accents,guessed)
      -                    read verbs from standard input, one per line
          --file PATH      read verbs from a file, one per line
          --all            conjugate every bundled verb
      Blank lines, lines starting with # and a byte-order mark starting the
      input are skipped; a bad line is reported on standard error with its
      line number and the rest goes on. Several verbs, - and --file, and the
      tsv, json and list formats take infinitives only: a form there is an
      error naming its verb (look forms up with --lookup).
      Put -- before verbs that start with a dash.

    Learning:
      info                 list the topics: the tenses, non-finite forms,
                           moods, vos, vosotros, irregular verbs, 2010 spelling
      info TOPIC           explain one; a tense by its id or a Spanish or
                           English name (presente de subjuntivo, preterite)

    Other:
          --list-verbs     list the bundled verbs, one per line
          --model NAME     with --list-verbs or --all: verbs like NAME only
          --irregular      with --list-verbs or --all: irregular verbs only
      -h, --help           show this help
          --version        show the version

    Exit status:
      0   every verb was conjugated, every form found
      1   some input could not be conjugated (a slip, a form where only
          infinitives go) or matched no form (the rest was printed)
      64  usage error (unknown option, bad value, unknown info topic)
      70  the bundled verb tables or info topics are broken
      74  input or output error (unreadable file, closed pipe, full disk,
          settings that cannot be saved)

    Environment:
      NO_COLOR                    set and not empty: never colour
      XDG_CONFIG_HOME, HOME       where the settings file is kept
      XDG_STATE_HOME              where the last settings warning is noted
      CONJUGAR_NO_REVIEW_PROMPT   set (not empty or 0): never suggest a review

    Files:
      $XDG_CONFIG_HOME/conjugar/settings.json
                                  (default ~/.config/conjugar/settings.json)
      $XDG_STATE_HOME/conjugar/last-warning
                                  (default ~/.local/state/conjugar/last-warning)

    Examples:
      conjugar hablar                      the full table
      conjugar --vos --compact tener       a compact table with vos
      conjugar -t indicativo.presente ser estar
      conjugar tuvieron                    which verb, tense and person
      conjugar --guess ablar               a slip conjugated as a new verb
      conjugar --lookup -f tsv - < words.txt
      conjugar --format tsv - < verbs.txt  TSV for a list of verbs
      conjugar --all --format json > all.json
      conjugar settings vos on             show vos from now on
      conjugar info preterite              what the preterite is, its forms

    """
}
