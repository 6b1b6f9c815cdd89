import ConjugarCLI
import Foundation

exit(CLI.run(.live))
