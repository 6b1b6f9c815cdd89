import Foundation
import Testing

@testable import ConjugarCLI

@Suite struct ParallelBatchTests {
  /// Runs a batch whose item `i` renders as the four bytes of `i`, and returns the items in the
  /// order they were emitted.
  private func emitted(
    count: Int, lanes: Int, startThread: ParallelBatch.ThreadStarter = WorkerThread.start
  ) -> [Int] {
    var bytes: [UInt8] = []
    _ = ParallelBatch.run(
      count: count, lanes: lanes, chunkSize: 256, startThread: startThread,
      render: { item, buffer in
        withUnsafeBytes(of: UInt32(item).littleEndian) { buffer.append(contentsOf: $0) }
        return true
      },
      emit: { chunk in
        bytes += chunk.bytes
        return true
      })
    return stride(from: 0, to: bytes.count, by: 4).map { offset in
      bytes[offset..<offset + 4].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
  }

  /// Runs each lane on the calling thread at once, so that every split is checked quickly.
  private let inline: ParallelBatch.ThreadStarter = { body in
    body()
    return {}
  }

  @Test func everyProcessorCountFrom1To256RendersEachItemOnceInOrder() {
    // Between them these counts made the old split trap for 251 of the 256 lane counts.
    for count in [0, 1, 5, 100, 1_000, 3_001] {
      for lanes in 1...256 {
        #expect(emitted(count: count, lanes: lanes, startThread: inline) == Array(0..<count))
      }
    }
  }

  @Test(arguments: [1, 2, 19, 57, 256])
  func realThreadsKeepTheOrder(lanes: Int) {
    #expect(emitted(count: 14_674, lanes: lanes) == Array(0..<14_674))
  }

  @Test func whenNoThreadCanBeStartedEveryItemIsRenderedOnTheCallingThread() {
    let attempts = TestBox(0)
    let failing: ParallelBatch.ThreadStarter = { _ in
      attempts.modify { $0 += 1 }
      return nil
    }
    #expect(emitted(count: 1_000, lanes: 8, startThread: failing) == Array(0..<1_000))
    #expect(attempts.value > 0)
  }

  @Test func failuresAreCountedAndEmittingStopsWhenTheOutputIsGone() {
    var emits = 0
    let failures = ParallelBatch.run(
      count: 2_000, lanes: 3, render: { item, _ in item % 10 != 0 },
      emit: { _ in
        emits += 1
        return false
      })
    #expect(emits == 1)
    #expect(failures > 0)
  }

  @Test(arguments: [1, 12, 19, 57, 256])
  func allWorksForAnyProcessorCount(processors: Int) {
    var environment = TestEnvironment(["--all", "-f", "list", "-t", "infinitivo"])
    environment.conjugator = TestConjugator.small
    environment.processorCount = processors
    let result = environment.run()
    #expect(result.status == 0)
    #expect(result.output == TestConjugator.smallVerbs.map { $0 + "\n" }.joined())
  }

  @Test func mapKeepsTheOrderForAnyLaneCountAndWhenNoThreadStarts() {
    let failing: ParallelBatch.ThreadStarter = { _ in nil }
    for count in [0, 1, 5, 100, 1_001] {
      for lanes in 1...64 {
        let values = ParallelBatch.map(count: count, lanes: lanes, startThread: inline) { $0 * 3 }
        #expect(values == (0..<count).map { $0 * 3 })
      }
      #expect(
        ParallelBatch.map(count: count, lanes: 8, startThread: failing) { $0 } == Array(0..<count))
      #expect(ParallelBatch.map(count: count, lanes: 3) { -$0 } == (0..<count).map { -$0 })
    }
  }

  /// A batch of forms, some of them failing, as `--lookup` reads them.
  private static let lookupBatch =
    (0..<110).map { _ in
      "tuvieron\nxyz\nhe hablado\n\n# note\nfue\ndímelo\ntuviron\n¿Vienes?\nhablar\n-\nse lo dije\n"
    }.joined()

  @Test(arguments: ["tsv", "json", "table", "list"])
  func lookupBatchesWriteTheSameOnAnyProcessorCount(format: String) {
    func lookUp(processors: Int, lineByLine: Bool) -> CLIResult {
      var environment = TestEnvironment(["--lookup", "--format", format, "--vos", "-"])
      environment.input = Self.lookupBatch
      environment.inputArrivesLineByLine = lineByLine
      environment.processorCount = processors
      return environment.run()
    }
    // More forms than a chunk (`ConjugationRun.lookupChunk`), so that two chunks are read.
    #expect(Self.lookupBatch.split(separator: "\n").count / 11 * 10 > ConjugationRun.lookupChunk)
    let one = lookUp(processors: 1, lineByLine: false)
    #expect(one.status == 1)
    #expect(one.errorOutput.contains("<stdin>:842: "))
    for (processors, lineByLine) in [(2, false), (7, false), (2, true)] {
      let many = lookUp(processors: processors, lineByLine: lineByLine)
      #expect(many.status == one.status)
      #expect(many.output == one.output)
      #expect(many.errorOutput == one.errorOutput)
    }
  }

  @Test func formsGivenInARowAreLookedUpInOrder() {
    let forms = ["fue", "xyz", "he hablado", "tuvieron", "dímelo"]
    var one = TestEnvironment(["--lookup", "--format", "tsv"] + forms)
    one.processorCount = 1
    var two = one
    two.processorCount = 2
    let (first, second) = (one.run(), two.run())
    #expect(first.status == 1)
    #expect(first.output == second.output)
    #expect(first.errorOutput == second.errorOutput)
    #expect(first.output.hasPrefix("fue\t"))
  }
}
