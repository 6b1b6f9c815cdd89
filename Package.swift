// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "conjugar",
  products: [
    .executable(name: "conjugar", targets: ["conjugar"]),
    .library(name: "ConjugarCore", targets: ["ConjugarCore"]),
  ],
  targets: [
    .executableTarget(name: "embed-verb-tables", path: "Sources/embed-verb-tables"),
    .plugin(
      name: "EmbedVerbTables",
      capability: .buildTool(),
      dependencies: ["embed-verb-tables"],
      path: "Sources/EmbedVerbTables"
    ),
    .target(name: "ConjugarCore", plugins: ["EmbedVerbTables"]),
    .target(name: "ConjugarCLI", dependencies: ["ConjugarCore"]),
    .executableTarget(name: "conjugar", dependencies: ["ConjugarCLI"]),
    .executableTarget(name: "conjugar-bench", path: "Sources/conjugar-bench"),
    .testTarget(
      name: "ConjugarCoreTests", dependencies: ["ConjugarCore"],
      exclude: ["Conformance/deviations.tsv"]),
    .testTarget(name: "ConjugarCLITests", dependencies: ["ConjugarCLI"]),
  ]
)
