/// Finds the letters of a form that differ from the regular model's form of the same cell.
enum IrregularMarker {
  /// `form` split into the part it shares at the start with `regular`, the differing middle,
  /// and the part it shares at the end (`cuento` against `conto`: `c`, `ue`, `nto`).
  static func split(_ form: String, against regular: String) -> (String, String, String) {
    let a = Array(form)
    let b = Array(regular)
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    return (
      String(a[..<prefix]), String(a[prefix..<(a.count - suffix)]),
      String(a[(a.count - suffix)...])
    )
  }

  /// `form` with its irregular letters styled; unchanged when it is one of the regular forms
  /// or there are none to compare with.
  static func mark(_ form: String, regular: [String], style: TextStyle) -> String {
    guard style.marksIrregular, let reference = regular.first, !regular.contains(form) else {
      return form
    }
    let (start, middle, end) = split(form, against: reference)
    return start + style.irregular(middle) + end
  }
}
