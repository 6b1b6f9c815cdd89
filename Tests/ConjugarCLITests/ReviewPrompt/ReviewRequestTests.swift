import Testing

@testable import ConjugarCLI

@Suite struct ReviewRequestTests {
  @Test func theLiveRequestWritesTheMessageOnceToTheGivenStream() {
    let written = TestBox<[String]>([])
    let request = ReviewRequest.live(writeError: { text in written.modify { $0.append(text) } })
    request()
    #expect(written.value == [ReviewRequest.message])
  }

  @Test func theMessageIsTwoLines() {
    #expect(ReviewRequest.message.split(separator: "\n").count == 2)
    #expect(ReviewRequest.message.hasSuffix("\n"))
  }

  @Test func theMessageSaysHowToTurnItOff() {
    #expect(ReviewRequest.message.contains("conjugar settings review-prompts off"))
  }
}
