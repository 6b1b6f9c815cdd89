/// A settings file's contents, understood as far as they can be.
struct ParsedSettings {
  var settings = Settings()
  /// The file's text, when it is a JSON object.
  var text: SettingsText?
  /// What is wrong with the file, as a phrase that follows its name; nil if nothing is.
  var problem: String?

  init(_ bytes: [UInt8]?) {
    // An empty file holds nothing to lose, so it reads as defaults without a warning.
    let mark = bytes?.starts(with: SettingsText.byteOrderMark) == true ? 3 : 0
    guard let bytes, bytes[mark...].contains(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) })
    else { return }
    do throws(SettingsText.Problem) {
      let text = try SettingsText(parsing: bytes)
      var invalidKeys: [String] = []
      let members = text.members.map { ($0.key, text.text(of: $0.value)) }
      settings = Settings(members: members, invalidKeys: &invalidKeys)
      self.text = text
      if !invalidKeys.isEmpty {
        let keys = invalidKeys.joined(separator: ", ")
        problem = "has invalid values for \(keys); using defaults for them"
      }
    } catch {
      problem = error.phrase + "; using default settings"
    }
  }

  /// The problem to report, naming `copy` if the file was kept there.
  func warnings(_ path: BytePath, keptAt copy: String?) -> [SettingsError] {
    problem.map { [.damaged(path: "\(path)", problem: $0, keptAt: copy)] } ?? []
  }
}
