import ConjugarCore
import Foundation

/// The command-line interface: parses arguments and runs one invocation.
public enum CLI {
  /// Runs `conjugar` with `arguments` (without the program name) and returns the exit status.
  public static func run(arguments: [String]) -> Int32 {
    let conjugator: Conjugator
    do {
      conjugator = try Conjugator.bundled()
    } catch {
      FileHandle.standardError.write(Data("conjugar: \(error)\n".utf8))
      return 70
    }
    var includeVos = false
    var verbs: [String] = []
    var all = false
    for argument in arguments {
      switch argument {
      case "--vos": includeVos = true
      case "--no-vos": includeVos = false
      case "--format", "tsv": continue
      case "--all": all = true
      case "-": while let line = readLine() { verbs.append(line) }
      default: verbs.append(argument)
      }
    }
    if all {
      let includeVos = includeVos
      let verbs = conjugator.table.infinitives
      let failures = ParallelBatch.run(
        count: verbs.count,
        render: { index, buffer in
          guard case .success(let conjugation) = conjugator.conjugate(verbs[index]) else {
            return false
          }
          TSVFormat.render(conjugation, includeVos: includeVos, into: &buffer)
          return true
        },
        emit: { buffer in
          FileHandle.standardOutput.write(Data(buffer))
          return true
        })
      return failures == 0 ? 0 : 1
    }
    var status: Int32 = 0
    var out: [UInt8] = []
    out.reserveCapacity(1 << 17)
    for verb in verbs {
      let verb = verb.trimmingCharacters(in: .whitespaces)
      if verb.isEmpty || verb.hasPrefix("#") { continue }
      switch conjugator.conjugate(verb) {
      case .success(let conjugation):
        TSVFormat.render(conjugation, includeVos: includeVos, into: &out)
      case .failure(let error):
        FileHandle.standardError.write(Data("conjugar: \(error)\n".utf8))
        status = 1
      }
      if out.count > 1 << 16 {
        FileHandle.standardOutput.write(Data(out))
        out.removeAll(keepingCapacity: true)
      }
    }
    FileHandle.standardOutput.write(Data(out))
    return status
  }
}
