/// The live way to ask for a review: a short, friendly note on standard error.
public enum ReviewRequest {
  /// The note, two lines that fit 80 columns, each ending in a newline: what to do, and how to
  /// stop being asked.
  public static let message = """
    Enjoying conjugar? A star or a review where you got it helps others find it.
    (Asked rarely. To stop: conjugar settings review-prompts off)

    """

  /// A `requestReview` closure that writes `message` with `writeError` and returns at once;
  /// it never waits for or reads input.
  public static func live(
    writeError: @escaping @Sendable (String) -> Void
  ) -> @Sendable () -> Void {
    { writeError(message) }
  }
}
