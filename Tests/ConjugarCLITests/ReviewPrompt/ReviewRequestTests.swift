import Testing

@testable import ConjugarCLI

@Suite struct ReviewRequestTests {
  @Test func theLiveRequestWritesTheMessageOnceToTheGivenStream() {
    let written = TestBox<[String]>([])
    let request = ReviewRequest.live(writeError: { text in written.modify { $0.append(text) } })
    request()
    #expect(written.value == [ReviewRequest.message])
  }

  @Test func theMessageIsTwoLinesThatFit80Columns() {
    let lines = ReviewRequest.message.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.count <= 80 })
    #expect(ReviewRequest.message.hasSuffix("\n"))
  }

  @Test func theMessageSaysHowToTurnItOff() {
    #expect(ReviewRequest.message.contains("conjugar settings review-prompts off"))
  }
}
