import ConjugarCore

/// The options of conjugating and looking up (`conjugar [options] VERB...`), each declared
/// with its spellings, value and help.
enum ConjugateOption: CommandOption {
  case format, compact, color, vos, noVos, tense, mood, person, simple, compound
  case lookup, file, all, listVerbs, model, irregular, help, version

  var spec: OptionSpec {
    switch self {
    case .format:
      OptionSpec(
        long: "format", short: "f",
        value: .choice(name: "FORMAT", values: OutputFormat.allCases.map(\.rawValue)),
        help: "table (default), tsv (FORMAT.md), json, list")
    case .compact:
      OptionSpec(long: "compact", value: .none, help: "table with each simple tense beside its compound")
    case .color:
      OptionSpec(
        long: "color", value: .choice(name: "WHEN", values: ColorMode.allCases.map(\.rawValue)),
        help: "colour irregular letters in tables: auto (default; on a terminal, unless NO_COLOR), always, never")
    case .vos:
      OptionSpec(long: "vos", value: .none, help: "show vos for this run (default: the setting, see conjugar settings)")
    case .noVos:
      OptionSpec(long: "no-vos", value: .none, help: "hide vos for this run")
    case .tense:
      OptionSpec(
        long: "tense", short: "t", value: .tense,
        help: "a tense id of FORMAT.md: indicativo.presente, ..., subjuntivo.imperfecto_ra, ..., or infinitivo, gerundio, participio",
        repeatable: true)
    case .mood:
      OptionSpec(long: "mood", short: "m", value: .mood, help: "indicativo, subjuntivo, imperativo", repeatable: true)
    case .person:
      OptionSpec(
        long: "person", short: "p", value: .person,
        help: "yo, tu, vos, el, nosotros, vosotros, ellos", repeatable: true)
    case .simple:
      OptionSpec(long: "simple", value: .none, help: "simple tenses only")
    case .compound:
      OptionSpec(long: "compound", value: .none, help: "compound tenses only")
    case .lookup:
      OptionSpec(
        long: "lookup", value: .none,
        help: "look every input up as a form, even an infinitive (TSV: form, infinitive, tense, person)")
    case .file:
      OptionSpec(long: "file", value: .path, help: "read verbs from a file, one per line", repeatable: true)
    case .all:
      OptionSpec(long: "all", value: .none, help: "conjugate every bundled verb")
    case .listVerbs:
      OptionSpec(long: "list-verbs", value: .none, help: "list the bundled verbs, one per line")
    case .model:
      OptionSpec(long: "model", value: .model, help: "with --list-verbs or --all: verbs like MODEL only")
    case .irregular:
      OptionSpec(long: "irregular", value: .none, help: "with --list-verbs or --all: irregular verbs only")
    case .help:
      OptionSpec(long: "help", short: "h", value: .none, help: "show this help")
    case .version:
      OptionSpec(long: "version", value: .none, help: "show the version")
    }
  }
}
