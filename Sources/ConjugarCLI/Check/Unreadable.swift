/// Why a row cannot be read, in a few words.
struct Unreadable: Error, Equatable {
  var reason: String

  init(_ reason: String) {
    self.reason = reason
  }
}
