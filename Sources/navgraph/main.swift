import _NavigationGraphCompiler
import _NavigationGraphTooling

Navgraph.main(commands: Navgraph.allCommands)
