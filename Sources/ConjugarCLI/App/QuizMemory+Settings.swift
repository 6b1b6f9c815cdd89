extension QuizMemory {
  /// The records `settings` holds, saved through `environment`'s settings store, the problems
  /// met on the way said as warnings.
  init(_ settings: Settings, environment: AppEnvironment) {
    self.init(records: QuizRecords(bests: settings.quizBest, review: settings.quizReview)) {
      change in
      do throws(SettingsError) {
        let saved = try environment.settingsStore.update { settings in
          var records = QuizRecords(bests: settings.quizBest, review: settings.quizReview)
          change(&records)
          settings.quizBest = records.bests
          settings.quizReview = records.review
        }
        environment.warn(about: saved.warnings)
        return true
      } catch {
        environment.warn(about: [error])
        return false
      }
    }
  }
}
