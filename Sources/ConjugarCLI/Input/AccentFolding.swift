/// Spanish accents, for matching what was typed without them (`reir` → reír).
enum AccentFolding {
  /// `word` with the vowels' acute accents and diaeresis removed; ñ is a letter and stays.
  static func fold(_ word: String) -> String {
    var result = ""
    result.unicodeScalars.append(contentsOf: word.unicodeScalars.map(fold))
    return result
  }

  static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar {
    case "á", "à", "â", "ä": "a"
    case "é", "è", "ê", "ë": "e"
    case "í", "ì", "î", "ï": "i"
    case "ó", "ò", "ô", "ö": "o"
    case "ú", "ù", "û", "ü": "u"
    default: scalar
    }
  }
}
