import ConjugarCore

/// The GUID of a deck's note: derived from its verb, tense and person only, so that a newer
/// deck's note replaces the one a learner already has (and keeps its reviews).
///
/// It is the 64-bit FNV-1a hash of the UTF-8 bytes of `infinitive TAB tense-id TAB person-id`
/// (`-` as the person of a non-finite form), as 16 lower-case hexadecimal digits: the same on
/// every machine and in every version.
enum NoteGUID {
  static func of(_ infinitive: String, _ form: Form) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for text in [infinitive, "\t", form.tenseID, "\t", form.personID] {
      for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
      }
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
