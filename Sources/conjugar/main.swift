import ConjugarCLI
import Foundation

exit(CLI.run(arguments: Array(CommandLine.arguments.dropFirst())))
