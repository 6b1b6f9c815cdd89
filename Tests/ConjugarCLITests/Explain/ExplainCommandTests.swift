import Testing

@testable import ConjugarCLI

/// `conjugar explain FORM`: every reading, how it is built, its irregularities with their
/// info topics, the verbs alike; JSON; a form that is no verb's.
@Suite struct ExplainCommandTests {
  @Test func aStrongPreteriteIsExplainedWithItsStemRuleAndTopic() {
    let result = TestEnvironment(["explain", "tuve"]).run()
    #expect(result.status == 0)
    let output = result.output
    #expect(output.hasPrefix("tuve: tener, pretérito perfecto simple de indicativo"))
    #expect(output.contains("Built: stem tuv- + ending -e."))
    #expect(output.contains("- strong preterite: "))
    #expect(output.contains("See: conjugar info strong-preterite"))
    #expect(output.contains("conjugated alike: mantener"))
  }

  @Test func everyTopicNamedIsATopicOfInfo() {
    for form in ["tuve", "conozco", "pidió", "tendré", "he hecho", "ten", "yendo", "soy", "saqué"] {
      let output = TestEnvironment(["explain", form]).run().output
      for line in output.split(separator: "\n") where line.contains("See: conjugar info ") {
        let topic = String(line.split(separator: " ").last ?? "")
        #expect(TestEnvironment(["info", topic]).run().status == 0, "\(form): \(topic)")
      }
    }
  }

  @Test func aCompoundFormIsHaberAndItsParticiple() {
    let output = TestEnvironment(["explain", "he", "hecho"]).run().output
    #expect(output.contains("Built: haber (he) + the participle hecho."))
    #expect(output.contains("See: conjugar info irregular-participle"))
  }

  @Test func everyReadingIsListed() {
    let output = TestEnvironment(["explain", "hablo"]).run().output
    #expect(output.hasPrefix("'hablo' has 2 readings."))
    #expect(output.contains("1. hablo: hablar") && output.contains("2. habló: hablar"))
  }

  @Test func cliticsAndVosFormsAreRead() {
    #expect(TestEnvironment(["explain", "dímelo"]).run().output.contains("di with me, lo: decir"))
    #expect(TestEnvironment(["explain", "tenés"]).run().output.contains("tener, presente"))
  }

  @Test func jsonHasEachReading() {
    let result = TestEnvironment(["explain", "--format", "json", "tuve"]).run()
    #expect(result.status == 0)
    #expect(
      result.output.hasPrefix("{\"query\":\"tuve\",\"readings\":[\n{\"infinitive\":\"tener\""))
    #expect(result.output.contains("\"stem\":\"tuv\",\"ending\":\"e\""))
    #expect(result.output.contains("\"kind\":\"strong-preterite\""))
    #expect(result.output.contains("\"topic\":\"strong-preterite\""))
  }

  @Test func aWordThatIsNoFormExits1() {
    let result = TestEnvironment(["explain", "azul"]).run()
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.errorOutput.contains("no Spanish verb form matches 'azul'"))
  }

  @Test func noFormIsAUsageError() {
    #expect(TestEnvironment(["explain"]).run().status == 64)
  }
}
