import Foundation
import Testing

/// The layout of Sources/ConjugarCLI (its README draws it): one folder per thing a user does,
/// over Shared/, under App/. Shared/ names no type of the folders above it; a feature names
/// no type of App/, nor of another feature but for the few edges listed here, each for a
/// reason; so no two folders depend on each other. Checked on the source text: the types
/// each folder declares, and the names each file uses outside comments and string literals.
@Suite struct DependencyRuleTests {
  private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/ConjugarCLI")

  /// The folders the rule does not treat as features.
  private static let root = "App"
  private static let shared = "Shared"

  /// The features that build on another, and why.
  private static let allowed: [Edge: String] = [
    Edge(from: "Conjugate", to: "Lookup"):
      "the conjugating command looks up what is no infinitive, and its writers write both",
    Edge(from: "Explain", to: "Lookup"):
      "explain reads a form exactly as --lookup does (FormResolver), with the same messages",
    Edge(from: "Deck", to: "Conjugate"):
      "a deck is written by the conjugating run (ConjugationRun) through its own writer",
    Edge(from: "Quiz", to: "Conjugate"):
      "a quiz's verbs are read as the conjugating command reads them (VerbResolver)",
    Edge(from: "Quiz", to: "Explain"):
      "after a wrong answer the quiz explains the right form as conjugar explain does",
    Edge(from: "Settings", to: "Quiz"):
      "the settings file keeps the quiz's bests and review cards, and settings shows them",
    Edge(from: "ReviewPrompt", to: "Settings"):
      "the review prompt keeps its count in the settings file",
  ]

  struct Edge: Hashable, CustomStringConvertible {
    var from: String
    var to: String
    var description: String { "\(from) -> \(to)" }
  }

  /// Each folder's Swift files, by the folder's name, as code without comments and strings.
  private static func folders() throws -> [String: [(path: String, code: String)]] {
    var folders: [String: [(String, String)]] = [:]
    let enumerator = FileManager.default.enumerator(atPath: sources.path)
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      let folder = path.split(separator: "/").count > 1 ? String(path.prefix { $0 != "/" }) : ""
      folders[folder, default: []].append((path, Self.code(text)))
    }
    return folders
  }

  /// Which folder declares each type that only one folder declares.
  private static func owners(_ folders: [String: [(path: String, code: String)]]) -> [String:
    String]
  {
    var declaring: [String: Set<String>] = [:]
    let declaration = #/\b(?:struct|enum|class|protocol|actor|typealias)\s+([A-Za-z_]\w*)/#
    for (folder, files) in folders {
      for file in files {
        for match in file.code.matches(of: declaration) {
          declaring[String(match.1), default: []].insert(folder)
        }
      }
    }
    return declaring.compactMapValues { $0.count == 1 ? $0.first : nil }
  }

  /// Every edge between two folders, with the names and files that make it.
  private static func edges() throws -> [Edge: Set<String>] {
    let folders = try folders()
    let owners = owners(folders)
    var edges: [Edge: Set<String>] = [:]
    for (folder, files) in folders {
      for file in files {
        for match in file.code.matches(of: #/[A-Za-z_]\w*/#) {
          let name = String(match.0)
          guard let owner = owners[name], owner != folder else { continue }
          let basename = file.path.split(separator: "/").last.map(String.init) ?? file.path
          edges[Edge(from: folder, to: owner), default: []].insert("\(name) (\(basename))")
        }
      }
    }
    return edges
  }

  @Test func theFoldersAreAppSharedAndFeatures() throws {
    let folders = try Self.folders()
    #expect(folders[""] == nil, "files outside the folders: \(folders[""] ?? [])")
    #expect(folders[Self.root] != nil && folders[Self.shared] != nil)
    for edge in Self.allowed.keys {
      #expect(folders[edge.from] != nil && folders[edge.to] != nil, "\(edge)")
    }
  }

  @Test func sharedNamesNothingAboveIt() throws {
    for (edge, names) in try Self.edges() where edge.from == Self.shared {
      Issue.record("\(edge): \(names.sorted().joined(separator: ", "))")
    }
  }

  @Test func featuresNameNothingOfTheRoot() throws {
    for (edge, names) in try Self.edges()
    where edge.to == Self.root && edge.from != Self.shared {
      Issue.record("\(edge): \(names.sorted().joined(separator: ", "))")
    }
  }

  @Test func featuresNameOtherFeaturesOnlyWhereListed() throws {
    let layers: Set = [Self.root, Self.shared]
    for (edge, names) in try Self.edges()
    where !layers.contains(edge.from) && !layers.contains(edge.to) && Self.allowed[edge] == nil {
      Issue.record("\(edge): \(names.sorted().joined(separator: ", "))")
    }
  }

  @Test func noTwoFoldersDependOnEachOther() throws {
    let edges = try Self.edges()
    for edge in edges.keys where edge.from < edge.to {
      let back = Edge(from: edge.to, to: edge.from)
      guard let backNames = edges[back] else { continue }
      let names = (edges[edge] ?? []).sorted().joined(separator: ", ")
      Issue.record("\(edge): \(names); \(back): \(backNames.sorted().joined(separator: ", "))")
    }
  }

  /// `source` without its comments and the text of its string literals: what they interpolate
  /// is kept, as it is code.
  static func code(_ source: String) -> String {
    enum Context {
      /// Code; in an interpolation, how many of its own parentheses are open.
      case code(open: Int)
      case string(multiline: Bool, hashes: Int)
    }
    let characters = Array(source.unicodeScalars)
    var contexts = [Context.code(open: 0)]
    var result = String.UnicodeScalarView()
    var index = 0
    func at(_ offset: Int) -> Unicode.Scalar? {
      index + offset < characters.count ? characters[index + offset] : nil
    }
    func hashes(from start: Int) -> Int {
      var count = 0
      while let character = at(start + count), character == "#" { count += 1 }
      return count
    }
    while index < characters.count {
      let character = characters[index]
      switch contexts[contexts.count - 1] {
      case .code(let open):
        if character == "/", at(1) == "/" {
          while index < characters.count, characters[index] != "\n" { index += 1 }
          continue
        }
        if character == "/", at(1) == "*" {
          index += 2
          while index < characters.count, !(characters[index] == "*" && at(1) == "/") {
            index += 1
          }
          index += 2
          continue
        }
        let count = hashes(from: 0)
        if at(count) == "\"" {
          let multiline = at(count + 1) == "\"" && at(count + 2) == "\""
          contexts.append(.string(multiline: multiline, hashes: count))
          index += count + (multiline ? 3 : 1)
          result.append(" ")
          continue
        }
        if contexts.count > 1, character == "(" {
          contexts[contexts.count - 1] = .code(open: open + 1)
        } else if contexts.count > 1, character == ")" {
          if open == 0 {
            contexts.removeLast()
            index += 1
            result.append(" ")
            continue
          }
          contexts[contexts.count - 1] = .code(open: open - 1)
        }
        result.append(character)
        index += 1
      case .string(let multiline, let count):
        if character == "\\", hashes(from: 1) == count {
          // An escaped character, or an interpolation, whose code is kept.
          if at(count + 1) == "(" { contexts.append(.code(open: 0)) }
          index += count + 2
          continue
        }
        let quotes = multiline ? 3 : 1
        if character == "\"", (0..<quotes).allSatisfy({ at($0) == "\"" }),
          hashes(from: quotes) == count
        {
          contexts.removeLast()
          index += quotes + count
          result.append(" ")
          continue
        }
        index += 1
      }
    }
    return String(result)
  }
}
