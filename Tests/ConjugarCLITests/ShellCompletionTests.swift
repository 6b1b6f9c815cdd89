import BundledTables
import ConjugarCore
import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCLI

/// What the generated completion scripts offer for option values and tense names, run in the
/// shells themselves where they are installed.
@Suite struct ShellCompletionTests {
  private static let completions = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Resources/completions")

  private static let hasFish = FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")
  private static let hasZsh = FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")
  /// Outside CI a missing shell skips its tests; in CI (`.ci/run` installs zsh and fish) it
  /// fails them.
  private static func shellMissing(_ name: String) -> Bool {
    let missing = !FileManager.default.isExecutableFile(atPath: "/usr/bin/" + name)
    if missing, SharedSpec.isCI { Issue.record("\(name) is not installed; .ci/run installs it") }
    return missing
  }

  /// PATH with the built conjugar first, as a user's shell finds it.
  private static func path() throws -> String {
    let binary = try #require(BuiltBinary.url)
    return binary.deletingLastPathComponent().path + ":"
      + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
  }

  /// The line an interactive `shell` shows after `typed` and `keys` (tabs), as a person
  /// types them in a pseudo-terminal (script), completion loaded as installed.
  private func interactive(_ shell: String, _ typed: String, keys: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("conjugar-shell-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let rc = directory.appendingPathComponent(shell == "zsh" ? ".zshrc" : "bashrc")
    let completions = Self.completions.path
    let setup =
      shell == "zsh"
      ? "PS1='$ '\nfpath=(\(completions) $fpath)\nautoload -Uz compinit; compinit -u -D\n"
      : "PS1='$ '\nsource \(completions)/conjugar.bash\n"
    try Data(setup.utf8).write(to: rc)
    let command = shell == "zsh" ? "zsh -i" : "bash --rcfile \(rc.path) -i"
    // Keys with pauses for the shell to start and to complete; then the line is echoed back:
    // Ctrl-A, `echo LINE=`, Ctrl-E, Enter.
    let feed =
      "sleep 2; printf '%s' \"$TYPED\"; sleep 0.3; printf '\(keys)'; sleep 3; "
      + "printf '\\001echo LINE=\\005\\n'; sleep 0.5; printf 'exit\\n'"
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = try Self.path()
    environment["ZDOTDIR"] = directory.path
    environment["HOME"] = directory.path
    environment["TYPED"] = typed
    environment["TERM"] = "xterm"
    environment["LC_ALL"] = "C.UTF-8"
    let result = try runProcess(
      "/bin/sh", ["-c", "(\(feed)) | script -qc '\(command)' /dev/null"], environment: environment)
    let lines = result.outputText.replacing("\r\n", with: "\n").split(separator: "\n")
    // The echo's output, after whatever escapes the terminal got before it.
    let echoed = lines.last { $0.contains("LINE=") && !$0.contains("echo LINE=") }
    guard let echoed, let start = echoed.range(of: "LINE=", options: .backwards) else {
      return ""
    }
    return String(echoed[start.upperBound...])
  }

  /// What bash completes for the words of `line`, the last one being completed; with the
  /// built conjugar first on PATH when `verbs` (completing verbs runs it).
  private func bash(_ line: String, verbs: Bool = false) throws -> [String] {
    let script = Self.completions.appendingPathComponent("conjugar.bash").path
    let words = line.split(separator: " ", omittingEmptySubsequences: false)
    let result = try runProcess(
      "/bin/bash",
      [
        "-c",
        "source \"$0\"; COMP_WORDS=($1); COMP_CWORD=\(words.count - 1); _conjugar; "
          + "printf '%s\\n' \"${COMPREPLY[@]}\"",
        script, line,
      ],
      environment: verbs ? ["PATH": try Self.path(), "LC_ALL": "C.UTF-8"] : [:])
    return result.outputText.split(separator: "\n").map(String.init)
  }

  /// What fish completes for `line`: a line per candidate, with its description after a tab.
  private func fish(_ line: String) throws -> String {
    let script = Self.completions.appendingPathComponent("conjugar.fish").path
    return try runProcess(
      "/usr/bin/fish", ["-c", "source $argv[1]; complete -C \"\(line)\"", script],
      environment: [:]
    ).outputText
  }

  /// What bash puts in place of the word: the common beginning of its candidates.
  private func bashInserts(_ line: String) throws -> String {
    let candidates = try bash(line, verbs: true)
    guard var common = candidates.first else {
      return String(line.split(separator: " ").last ?? "")
    }
    for candidate in candidates.dropFirst() {
      while !candidate.hasPrefix(common) { common.removeLast() }
    }
    return common
  }

  /// Completion never deletes a letter typed: for the beginnings of common verbs, with and
  /// without their accents, and after the commands that take verbs, what bash inserts begins
  /// with what was typed (it put `re` for `rei`: reír, reinar, reincidir).
  @Test(.enabled(if: BuiltBinary.url != nil, BuiltBinary.missing))
  func bashNeverDeletesATypedLetter() throws {
    let words = ["rei", "rie", "oir", "oí", "averigu", "pingu", "acentu", "son", "Reí", "hui"]
    for word in words {
      for prefix in ["conjugar ", "conjugar quiz ", "conjugar deck --vos "] {
        let inserted = try bashInserts(prefix + word)
        #expect(
          Accents.fold(inserted.lowercased()).hasPrefix(Accents.fold(word.lowercased()))
            && inserted.count >= word.count,
          "\(prefix)\(word) became \(inserted)")
        if try bash(prefix + word, verbs: true).count > 1 {
          #expect(inserted.hasPrefix(word), "\(prefix)\(word) became \(inserted)")
        }
      }
    }
    // One verb: as the tables spell it.
    #expect(try bash("conjugar reirs", verbs: true) == ["reírse"])
  }

  @Test(.enabled(if: BuiltBinary.url != nil, BuiltBinary.missing))
  func bashInATerminalKeepsTheLetters() throws {
    #expect(try interactive("bash", "conjugar rei", keys: "\\t\\t") == "conjugar rei")
    #expect(try interactive("bash", "conjugar reirs", keys: "\\t") == "conjugar reírse")
  }

  @Test(.enabled(if: BuiltBinary.url != nil, BuiltBinary.missing))
  func zshInATerminalKeepsTheLetters() throws {
    guard !Self.shellMissing("zsh") else { return }
    #expect(try interactive("zsh", "conjugar rei", keys: "\\t") == "conjugar rei")
    #expect(try interactive("zsh", "conjugar quiz reirs", keys: "\\t") == "conjugar quiz reírse")
  }

  /// fish offers only candidates that begin with the letters typed; each of ours does, and a
  /// verb spelt otherwise is described by its spelling.
  @Test(.enabled(if: BuiltBinary.url != nil, BuiltBinary.missing))
  func fishOffersVerbsWithTheLettersTyped() throws {
    guard !Self.shellMissing("fish") else { return }
    let script = Self.completions.appendingPathComponent("conjugar.fish").path
    for line in ["conjugar rei", "conjugar quiz oi", "conjugar deck averigu"] {
      let output = try runProcess(
        "/usr/bin/fish", ["-c", "source $argv[1]; complete -C \"\(line)\"", script],
        environment: ["PATH": try Self.path(), "LC_ALL": "C.UTF-8"]
      ).outputText
      let typed = String(line.split(separator: " ").last ?? "")
      let candidates = output.split(separator: "\n")
      #expect(!candidates.isEmpty, "\(line)")
      #expect(candidates.allSatisfy { $0.hasPrefix(typed) }, "\(line): \(output)")
    }
    let rei = try runProcess(
      "/usr/bin/fish", ["-c", "source $argv[1]; complete -C \"conjugar reir\"", script],
      environment: ["PATH": try Self.path(), "LC_ALL": "C.UTF-8"]
    ).outputText
    #expect(rei.hasPrefix("reir\treír\n"))
  }

  /// README's install command as written, in bash and in zsh (which leaves the ~ of
  /// `PREFIX=~/.local` to make): every file goes under the home directory's .local.
  @Test(arguments: ["bash", "zsh"])
  func readmesInstallCommandWorksAsWritten(shell: String) throws {
    guard !Self.shellMissing(shell) else { return }
    let root = Self.completions.deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let command = "make install PREFIX=~/.local"
    #expect(readme.contains("    " + command + " "))
    let home = "/tmp/conjugar-home-\(UUID().uuidString)"
    let result = try runProcess(
      "/usr/bin/" + shell,
      ["-c", "cd \"$0\" && " + command.replacing("install", with: "-n install"), root.path],
      environment: [
        "HOME": home, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      ])
    let installs = result.outputText.split(separator: "\n").filter { $0.hasPrefix("install ") }
    #expect(installs.count >= 8, "\(result.outputText)")
    #expect(!result.outputText.contains("~"))
    // The quoted paths: every other piece between double quotes, those that are absolute.
    let quoted = result.outputText.split(separator: "\"", omittingEmptySubsequences: false)
    let destinations = quoted.indices.filter { $0 % 2 == 1 }.map { String(quoted[$0]) }
      .filter { $0.hasPrefix("/") }
    #expect(!destinations.isEmpty)
    #expect(destinations.allSatisfy { $0.hasPrefix(home + "/.local/") }, "\(destinations)")
  }

  @Test func bashCompletesTheTenseNamesPeopleStartTyping() throws {
    #expect(try bash("conjugar -t pres") == ["presente", "present"])
    let preterite = ["pretérito", "preterito", "preterite", "preterit"]
    #expect(try bash("conjugar --tense pret") == preterite)
    #expect(try bash("conjugar quiz -t condic") == ["condicional"])
  }

  @Test func bashCompletesInfoTopicsByTheirNames() throws {
    #expect(try bash("conjugar info pret") == ["pretérito", "preterito", "preterite", "preterit"])
    #expect(try bash("conjugar info gerun") == ["gerundio", "gerund"])
  }

  @Test func everyTenseWordResolvesToTheTenseItsDescriptionNames() {
    for word in TenseName.completionWords {
      let id = TenseName.resolve(word.word)
      #expect(id != nil, "\(word.word)")
      #expect(id.map(TenseName.description) == word.meaning, "\(word.word)")
    }
    let words = TenseName.completionWords.map(\.word)
    for name in ["presente", "pretérito", "preterito", "imperfecto", "futuro", "condicional"] {
      #expect(words.contains(name), "\(name)")
    }
  }

  @Test func everyInfoWordNamesATopic() throws {
    let index = try TopicIndex(InfoDocument(parsing: BundledTexts.info))
    for word in InfoTopics.completionWords {
      #expect(index.topic(named: word) != nil, "\(word)")
    }
  }

  @Test func fishDescribesAValueByItsOwnMeaningOrNotAtAll() {
    let option = OptionSpec(
      long: "shade",
      value: .choice(name: "SHADE", values: [.init("red", "like blood"), .init("grey")]),
      help: "a shade: red, grey (default); see the man page")
    let command = CommandSpec(
      name: nil, usage: [], summary: "", groups: [.init("", [.option(option)])], operands: .none)
    let script = FishCompletion.script([command])
    let values = #"-l shade -x -a "red\\t'like blood' grey\\t''""#
    #expect(script.contains(values + #" -d "a shade: red, grey (default); see the man page""#))
  }

  @Test(.enabled(if: hasFish, "fish is not installed"))
  func fishDescribesPersonsFormatsAndLevelsOneByOne() throws {
    #expect(
      try fish("conjugar -p ")
        == "el\tél/ella/usted\nellos\tellos/ellas/ustedes\nnosotros\tnosotros\ntu\ttú\nvos\tvos\n"
        + "vosotros\tvosotros\nyo\tyo\n")
    #expect(try fish("conjugar --format ").contains("tsv\tone line per cell: infinitive,"))
    #expect(try fish("conjugar quiz --difficulty ").contains("difficult\tevery tense\n"))
    #expect(try fish("conjugar quiz --region ").contains("spain\tevery person, vosotros"))
    #expect(try fish("conjugar deck --style ").contains("cloze\tAnki's Cloze note type"))
  }

  @Test(.enabled(if: hasFish, "fish is not installed"))
  func fishDescribesAnOptionByItsWholeHelpLine() throws {
    #expect(
      try fish("conjugar --form")
        == "--format\ttable (default), tsv, json, list; each is described in man conjugar\n")
  }

  @Test(.enabled(if: hasFish, "fish is not installed"))
  func fishCompletesTenseNamesDescribedByTheirTense() throws {
    #expect(
      try fish("conjugar -t preterito")
        == "preterito\tpretérito perfecto simple de indicativo (preterite)\n")
  }
}
