import Foundation
import _NavigationGraphCompiler

var navgraph = Navgraph(
    usesColor: isatty(STDERR_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
let status = navgraph.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(navgraph.standardOutput.utf8))
FileHandle.standardError.write(Data(navgraph.standardError.utf8))
exit(status)
