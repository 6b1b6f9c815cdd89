import ConjugarCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A missed cell kept for review, in a Leitner box: each box waits longer before the cell is
/// asked again; a right answer moves the cell up a box, a miss back to the first.
struct ReviewCard: Equatable, Sendable {
  /// The infinitive.
  var verb: String
  var form: Form
  /// 1 to `Leitner.boxes`.
  var box: Int
  /// When it was last asked, in whole seconds.
  var asked: Date
}
