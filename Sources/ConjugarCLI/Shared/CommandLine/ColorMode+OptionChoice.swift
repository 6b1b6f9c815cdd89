extension ColorMode: OptionChoice {
  var meaning: String {
    switch self {
    case .auto: "on a terminal, unless NO_COLOR or TERM=dumb (default)"
    case .always: "even in a pipe or a file"
    case .never: "no colour"
    }
  }
}
