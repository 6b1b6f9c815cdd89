/// Why a pager could not start: the `errno` of the failed call, 0 when paging is unavailable.
public struct PagerLaunchError: Error, Equatable, Sendable {
  /// The `errno`.
  public var code: Int32

  /// Creates the error of `errno` `code`.
  public init(code: Int32) {
    self.code = code
  }
}
