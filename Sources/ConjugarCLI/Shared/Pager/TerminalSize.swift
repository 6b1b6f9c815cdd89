/// The size of the terminal standard output is on, in character cells.
public struct TerminalSize: Equatable, Sendable {
  /// Lines on the screen.
  public var rows: Int
  /// Characters on a line.
  public var columns: Int

  /// Creates a size from its rows and columns.
  public init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
  }
}
