import BundledTables
import ConjugarCore
import Foundation
import SeededRandom
import Testing

/// Timings of reverse lookup, printed, never asserted. Run them in a release build:
/// `CONJUGAR_BENCH=1 swift test -c release --filter LookupBenchmark`.
@Suite(
  .serialized,
  .enabled(
    if: ProcessInfo.processInfo.environment["CONJUGAR_BENCH"] != nil,
    "timings: CONJUGAR_BENCH=1 swift test -c release --filter LookupBenchmark"))
struct LookupBenchmarkTests {
  private static func milliseconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
  }

  /// 2,000 forms of verbs picked at random, as a batch would meet them.
  private static func sampleForms(_ conjugator: Conjugator, count: Int) -> [String] {
    var random = SplitMix64(seed: 2024)
    let verbs = conjugator.table.infinitives
    var forms: [String] = []
    while forms.count < count {
      guard let verb = verbs.randomElement(using: &random),
        case .success(let conjugation) = conjugator.conjugate(verb),
        let cell = conjugation.cells(includeVos: true).randomElement(using: &random),
        let form = cell.cell.forms.first
      else { continue }
      forms.append(form)
    }
    return forms
  }

  @Test func singleLookupFromColdStart() throws {
    for query in ["fue", "hubiésemos dicho", "dímelo", "contuvieron"] {
      let start = ContinuousClock.now
      let conjugator = try Conjugator.bundled()
      let loaded = Self.milliseconds(since: start)
      let lookup = Lookup(conjugator: conjugator)
      let built = Self.milliseconds(since: start)
      let analyses = lookup.analyses(of: query, includeVos: false)
      let total = Self.milliseconds(since: start)
      print(
        "lookup \(query): tables \(loaded) ms, index \(built - loaded) ms,",
        "lookup \(total - built) ms, total \(total) ms (\(analyses.count) analyses)")
    }
  }

  @Test func batchOfTwoThousandForms() throws {
    let conjugator = try Conjugator.bundled()
    let forms = Self.sampleForms(conjugator, count: 2_000)
    let lookup = Lookup(conjugator: conjugator)
    for pass in ["new verbs", "verbs seen before"] {
      let start = ContinuousClock.now
      var analyses = 0
      for form in forms { analyses += lookup.analyses(of: form, includeVos: true).count }
      let elapsed = Self.milliseconds(since: start)
      print(
        "batch, \(pass): \(forms.count) lookups in \(elapsed) ms,",
        "\(Int(Double(forms.count) / elapsed * 1000)) lookups/s (\(analyses) analyses)")
    }
  }
}
