/// A running pager: where to write what it shows, and how to wait for it.
public struct PagerProcess: Sendable {
  /// Writes to the pager's standard input; returns 0 or an `errno` (`EPIPE` once it has quit).
  public var input: ByteSink
  /// Closes the pager's input and waits for it to exit; returns its exit status, or 128 plus
  /// the signal that ended it. Called once.
  public var finish: @Sendable () -> Int32

  /// Creates a pager from its input and its end.
  public init(input: ByteSink, finish: @escaping @Sendable () -> Int32) {
    self.input = input
    self.finish = finish
  }
}
