/// The live way to ask for a review: a short, friendly note on standard error.
public enum ReviewRequest {
  /// The note, two lines, each ending in a newline.
  public static let message = """
    Enjoying conjugar? Starring the project or leaving a short review helps others find it.
    (This note is rare. To turn it off: conjugar settings review-prompts off)

    """

  /// A `requestReview` closure that writes `message` with `writeError` and returns at once;
  /// it never waits for or reads input.
  public static func live(
    writeError: @escaping @Sendable (String) -> Void
  ) -> @Sendable () -> Void {
    { writeError(message) }
  }
}
