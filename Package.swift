// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "conjugar",
  products: [
    .executable(name: "conjugar", targets: ["conjugar"]),
    .library(name: "ConjugarCore", targets: ["ConjugarCore", "BundledTables"]),
  ],
  targets: [
    // The engine; it reads tables handed to it as text. Its README draws its folders.
    .target(name: "ConjugarCore", exclude: ["README.md"]),
    // Writes Resources/ and the lookup index the engine derives from it as Swift literals.
    .executableTarget(
      name: "embed-verb-tables", dependencies: ["ConjugarCore"], path: "Tools/embed-verb-tables"),
    .plugin(
      name: "EmbedVerbTables",
      capability: .buildTool(),
      dependencies: ["embed-verb-tables"],
      path: "Plugins/EmbedVerbTables"
    ),
    // The tables compiled into the binary: VerbTable.bundled(), Conjugator.bundled().
    .target(name: "BundledTables", dependencies: ["ConjugarCore"], plugins: ["EmbedVerbTables"]),
    // A seeded random generator whose algorithm is ours (SplitMix64): the quiz's, and the
    // samples of the tests and benchmarks.
    .target(name: "SeededRandom"),
    // Its README draws its folders.
    .target(
      name: "ConjugarCLI", dependencies: ["ConjugarCore", "BundledTables", "SeededRandom"],
      exclude: ["README.md"]),
    .executableTarget(name: "conjugar", dependencies: ["ConjugarCLI"]),
    .executableTarget(
      name: "conjugar-bench", dependencies: ["SeededRandom"], path: "Tools/conjugar-bench"),
    // `make docs`: the completions and the man page's sections from the declarations.
    .executableTarget(
      name: "conjugar-docs", dependencies: ["ConjugarCLI"], path: "Tools/conjugar-docs"),
    // `make bench-guess`: leave-one-out measure of how well unlisted verbs are guessed.
    .executableTarget(
      name: "conjugar-bench-guess", dependencies: ["ConjugarCore", "BundledTables"],
      path: "Tools/conjugar-bench-guess"),
    // `make ranks`: the frequency ranks of verbs.tsv from ../shared's lexicon (FrequencyRanks:
    // the rules, text in and text out; conjugar-ranks: the files).
    .target(name: "FrequencyRanks", path: "Tools/FrequencyRanks"),
    .executableTarget(
      name: "conjugar-ranks", dependencies: ["FrequencyRanks"], path: "Tools/conjugar-ranks"),
    // `make words`: Resources/words.tsv, what unlisted infinitive-shaped words are, from
    // ../shared's word data (WordClasses: the rules, text in and text out).
    .target(name: "WordClasses", path: "Tools/WordClasses"),
    .executableTarget(
      name: "conjugar-words", dependencies: ["WordClasses", "ConjugarCore", "BundledTables"],
      path: "Tools/conjugar-words"),
    // What the test targets use (../shared, seeded samples); never linked into the product.
    .target(
      name: "ConjugarTestSupport", dependencies: ["SeededRandom"],
      path: "Tests/ConjugarTestSupport"),
    .testTarget(
      name: "ConjugarCoreTests",
      dependencies: ["ConjugarCore", "BundledTables", "ConjugarTestSupport", "SeededRandom"],
      exclude: ["Conformance/deviations.tsv"]),
    .testTarget(
      name: "ConjugarCLITests",
      dependencies: ["ConjugarCLI", "BundledTables", "ConjugarTestSupport", "SeededRandom"],
      exclude: ["Golden"]),
    .testTarget(
      name: "FrequencyRanksTests", dependencies: ["FrequencyRanks", "ConjugarTestSupport"]),
    .testTarget(
      name: "WordClassesTests",
      dependencies: ["WordClasses", "ConjugarTestSupport", "ConjugarCore", "BundledTables"]),
  ]
)
