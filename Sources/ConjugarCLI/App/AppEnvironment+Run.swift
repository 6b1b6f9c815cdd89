extension AppEnvironment {
  /// What a command touches: the streams, the clock, the random numbers, the processors and
  /// the tables; `countUse` counts a use toward the review prompt.
  func commandEnvironment(countUse: @escaping @Sendable () -> Void = {}) -> CommandEnvironment {
    CommandEnvironment(
      standardInput: standardInput, standardOutput: standardOutput,
      standardError: standardError, processorCount: processorCount, now: now, random: random,
      makeConjugator: makeConjugator, countUse: countUse, interrupts: interrupts,
      terminal: terminal)
  }

  /// Who a run's output is for, when its options make it a batch or a format for programs
  /// (`batchOrMachineFormat`) or not.
  func audience(batchOrMachineFormat: Bool) -> Audience {
    Audience(
      inputIsTerminal: standardInputIsTerminal, inputIsRegularFile: standardInputIsRegularFile,
      outputIsTerminal: standardOutputIsTerminal, errorIsTerminal: standardErrorIsTerminal,
      isBatchOrMachineFormat: batchOrMachineFormat)
  }

  /// The facts of a run: `vos`, its `audience`, and the marking of its output by `--color`
  /// (`color`) and `--marks` or `--no-marks` (`marks`: true, false). Without either, a
  /// terminal without colour (`NO_COLOR`, `TERM=dumb`, `--color never`) gets brackets, so
  /// that the marks are never lost.
  func context(
    vos: Bool = false, audience: Audience, color: ColorMode = .auto, marks: Bool? = nil
  ) -> RunContext {
    var outputStyle = style(color, terminal: standardOutputIsTerminal)
    outputStyle.bracketsIrregular =
      marks ?? (standardOutputIsTerminal && !outputStyle.isColored)
    outputStyle.marksOff = marks == false
    return RunContext(
      vos: vos, audience: audience, outputStyle: outputStyle,
      errorStyle: style(color, terminal: standardErrorIsTerminal))
  }

  private func style(_ mode: ColorMode, terminal: Bool) -> TextStyle {
    TextStyle.isColored(mode: mode, outputIsTerminal: terminal, environment: variables)
      ? .colored : .plain
  }
}
