/// When the table is coloured.
enum ColorMode: String, CaseIterable, Sendable {
  case auto, always, never
}
