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

extension ExitStatus {
  /// Every status with what it means, for `--help` and the man page.
  static let documented: [(code: Int32, meaning: String)] = [
    (success, "every verb was conjugated, every form found, every row checked ok"),
    (
      someFailed,
      "some input could not be conjugated (a slip, a form where only infinitives go, a word "
        + "with a digit or an argument with a byte that is not UTF-8) or matched no form (the "
        + "rest was printed), or a row checked is not ok"
    ),
    (usage, "usage error (unknown option, bad value, unknown info topic)"),
    (brokenTables, "the bundled verb tables or info topics are broken"),
    (
      ioError,
      "input or output error (unreadable file, input that is not text: a NUL byte or bytes "
        + "that are not UTF-8, the run stops at that line; a file to check with no rows; closed "
        + "pipe, full disk, settings that cannot be saved)"
    ),
  ]
}
