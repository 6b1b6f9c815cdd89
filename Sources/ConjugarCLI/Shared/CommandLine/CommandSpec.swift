/// One command of `conjugar`, declared once: what `--help`, the man page and the shell
/// completions say of it. The conjugating command has no name; the others are words that come
/// first (`conjugar settings vos on`).
struct CommandSpec: Sendable {
  /// What a command's operands are, for completion.
  enum Operands: Equatable, Sendable {
    /// None.
    case none
    /// Verbs or forms: completed with the bundled verbs.
    case verbs
    /// Files, or `-`.
    case files
    /// Fixed words, a list per position (`settings`: the setting, then on or off).
    case words([[String]])
  }

  /// A line of a group in `--help`.
  enum Entry: Sendable {
    case option(OptionSpec)
    /// An operand and what it is (`VERB...`, `-`).
    case operand(String, String)
    /// A paragraph about the group.
    case note(String)
  }

  /// A titled group of lines in `--help`.
  struct Group: Sendable {
    var title: String
    var entries: [Entry]

    init(_ title: String, _ entries: [Entry]) {
      self.title = title
      self.entries = entries
    }
  }

  /// The subcommand's word, nil for conjugating.
  var name: String?
  /// Usage lines, each after `conjugar`.
  var usage: [String]
  /// What the command does, in a few words, where commands are listed.
  var brief = ""
  /// What the command does: paragraphs for `--help`.
  var summary: String
  /// Its options and operands, in groups, in the order `--help` lists them.
  var groups: [Group]
  var operands: Operands
  /// The text `--help` ends with (exit statuses, examples), lines as written.
  var epilogue = ""

  /// Every option, in help order.
  var options: [OptionSpec] {
    groups.flatMap(\.entries).compactMap { entry in
      if case .option(let spec) = entry { return spec }
      return nil
    }
  }
}

extension CommandSpec.Entry {
  /// The entry of one declared option.
  static func option<Option: CommandOption>(_ option: Option) -> Self { .option(option.spec) }
}
