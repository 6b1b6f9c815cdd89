import Foundation
import PackagePlugin

/// Embeds the verb tables of `Resources/` into BundledTables as Swift string literals, so the
/// `conjugar` binary carries its data and works wherever it is copied.
@main
struct EmbedVerbTables: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let resources = context.package.directoryURL.appending(path: "Resources")
    let tables = try FileManager.default.contentsOfDirectory(atPath: resources.path())
      .filter { $0.hasSuffix(".txt") || $0.hasSuffix(".tsv") }
      .sorted()
      .map { resources.appending(path: $0) }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTables.swift")
    return [
      .buildCommand(
        displayName: "Embedding verb tables",
        executable: try context.tool(named: "embed-verb-tables").url,
        arguments: [output.path()] + tables.map { $0.path() },
        inputFiles: tables,
        outputFiles: [output]
      )
    ]
  }
}
