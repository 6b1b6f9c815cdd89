import ConjugarCLI
import Foundation

// `make docs`: writes the shell completions and the man page's generated sections into
// RESOURCES (Resources/) from the command-line declarations of ConjugarCLI.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let folder = arguments.first.map(URL.init(fileURLWithPath:)) else {
  FileHandle.standardError.write(Data("usage: conjugar-docs RESOURCES\n".utf8))
  exit(64)
}
let manURL = folder.appendingPathComponent("man/conjugar.1")
guard let manPage = try? String(contentsOf: manURL, encoding: .utf8) else {
  FileHandle.standardError.write(Data("conjugar-docs: cannot read \(manURL.path)\n".utf8))
  exit(66)
}
for (path, contents) in GeneratedDocs.files(manPage: manPage) {
  let url = folder.appendingPathComponent(path)
  guard let contents else {
    FileHandle.standardError.write(Data("conjugar-docs: \(path) lacks the generated marks\n".utf8))
    exit(65)
  }
  do {
    try contents.write(to: url, atomically: true, encoding: .utf8)
  } catch {
    FileHandle.standardError.write(Data("conjugar-docs: cannot write \(url.path): \(error)\n".utf8))
    exit(73)
  }
}
