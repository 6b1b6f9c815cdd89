extension VerbShape {
  /// The verb's pronominal partner, or its plain one for a pronominal verb: `lavarse` for
  /// `lavar`, `lavar` for `lavarse`, `reírse` for `reír`.
  package var pronominalPartner: String {
    isReflexive ? base : base + "se"
  }
}
