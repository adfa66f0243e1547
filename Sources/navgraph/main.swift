import Foundation
import _NavigationGraphCompiler

var navgraph = Navgraph()
let status = navgraph.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(navgraph.standardOutput.utf8))
FileHandle.standardError.write(Data(navgraph.standardError.utf8))
exit(status)
