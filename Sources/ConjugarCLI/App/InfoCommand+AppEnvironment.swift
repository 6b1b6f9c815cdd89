extension InfoCommand {
  /// The info command asked for with `arguments`, run in `environment`.
  init(arguments: [String], environment: AppEnvironment) {
    self.init(
      arguments: arguments,
      context: environment.context(audience: environment.audience(batchOrMachineFormat: false)),
      environment: environment.commandEnvironment())
  }
}
