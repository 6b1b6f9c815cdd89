/// The options of one command, each case declared with its spec.
protocol CommandOption: CaseIterable, Equatable, Sendable where AllCases == [Self] {
  var spec: OptionSpec { get }
}
