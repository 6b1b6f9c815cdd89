import ConjugarCore

/// Styles the letters the engine marks in a form (`FormIrregularity`): irregular letters in
/// the irregular style, letters a spelling rule or a hiatus accent wrote in the spelling style.
enum IrregularMarker {
  /// `form`'s text from its letter at `start` on, its marked letters styled; plain text when
  /// the style does not colour.
  static func mark(_ form: FormIrregularity, from start: Int = 0, style: TextStyle) -> String {
    form.marked(from: start) { letters, mark in
      mark.isIrregular ? style.irregular(letters) : style.spelling(letters)
    }
  }
}
