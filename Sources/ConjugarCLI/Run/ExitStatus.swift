/// The exit statuses of `conjugar` (sysexits(3) where one fits).
enum ExitStatus {
  /// Every verb was conjugated.
  static let success: Int32 = 0
  /// Some input could not be conjugated; the rest was still printed.
  static let someFailed: Int32 = 1
  /// Bad arguments (`EX_USAGE`).
  static let usage: Int32 = 64
  /// The bundled verb tables are broken (`EX_SOFTWARE`).
  static let brokenTables: Int32 = 70
  /// Output or input failed, such as a closed pipe or an unreadable file (`EX_IOERR`).
  static let ioError: Int32 = 74
}
