/// Why a row cannot be read, in a few words.
struct Unreadable: Error, Equatable {
  var reason: String
  /// The label not read (`person 'la 1ª'`), when that is why: a file repeats its labels, so
  /// each is reported once, not row by row.
  var label: String?

  init(_ reason: String, label: String? = nil) {
    self.reason = reason
    self.label = label
  }
}
