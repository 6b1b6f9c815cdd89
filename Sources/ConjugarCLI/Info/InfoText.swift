/// Text that may quote conjugated forms.
struct InfoText: Sendable {
  enum Piece: Sendable {
    case text(String)
    case form(FormMark)
  }

  var pieces: [Piece]

  /// The quoted forms.
  var marks: [FormMark] {
    pieces.compactMap { if case .form(let mark) = $0 { return mark } else { return nil } }
  }

  /// The text as printed: each quoted form as written, with its spaces kept together by
  /// `TextWrap.glue` so that wrapping never splits `he hablado`.
  var printed: String {
    pieces.map { piece in
      switch piece {
      case .text(let text): text
      case .form(let mark): mark.written.replacing(" ", with: TextWrap.glue)
      }
    }.joined()
  }
}
