import BundledTables
import ConjugarCore
import Foundation
import SeededRandom
import Testing

/// Every form the conjugator writes for a sample of verbs looks up to its own verb and cell.
/// `CONJUGAR_ROUNDTRIP_SAMPLE=20000 swift test -c release --filter LookupRoundTrip` tries every
/// verb (a few minutes).
@Suite struct LookupRoundTripTests {
  static let sampleSize =
    Int(ProcessInfo.processInfo.environment["CONJUGAR_ROUNDTRIP_SAMPLE"] ?? "") ?? 320
  static let parts = 4

  /// The same pseudo-random verbs on every run, split into `parts` to run side by side.
  static let sample: [String] = {
    guard let conjugator = try? Conjugator.bundled() else { return [] }
    var random = SplitMix64(seed: 6)
    var verbs = conjugator.table.infinitives
    verbs.shuffle(using: &random)
    return Array(verbs.prefix(sampleSize))
  }()

  @Test func theSampleIsLargeEnough() {
    #expect(Self.sample.count == Self.sampleSize || Self.sample.count > 14_000)
  }

  @Test(arguments: 0..<parts)
  func everyFormLooksUpToItsVerbTenseAndPerson(part: Int) throws {
    let lookup = try #require(LookupFixture.lookup)
    for (index, verb) in Self.sample.enumerated() where index % Self.parts == part {
      let conjugation = try lookup.conjugator.conjugate(verb).get()
      var cells: [String: [Form]] = [:]
      for (form, cell) in conjugation.cells(includeVos: true) {
        for written in cell.forms { cells[written, default: []].append(form) }
      }
      for (written, forms) in cells {
        let found = lookup.analyses(of: written, includeVos: true)
        for form in forms {
          let expected = Analysis(
            infinitive: verb, form: form, matched: written, exact: true,
            isVos: form.personID == Person.vos.rawValue)
          #expect(
            found.contains(expected), "\(written) is \(verb) \(form.tenseID) \(form.personID)")
        }
      }
    }
  }
}
