import ConjugarCore

/// The command-line interface: parses arguments and runs one invocation.
public enum CLI {}
