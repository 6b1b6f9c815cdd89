extension PagerSession {
  /// `environment` with its standard output and error going through the session, and the
  /// review note deferred until the pager has closed.
  func environment(from environment: AppEnvironment) -> AppEnvironment {
    var paged = environment
    paged.standardOutput = ByteSink { [self] in writeOutput(Array($0)) }
    paged.standardError = ByteSink { [self] in writeError(Array($0)) }
    let requestReview = environment.requestReview
    paged.requestReview = { [self] in deferUntilFinished(requestReview) }
    return paged
  }
}
