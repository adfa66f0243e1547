import _NavigationGraphCompiler

// The build plugin's tool: `navgraph generate` (and `lint`) without the commands a build never
// runs, so that a clean build of an app compiles less.
Navgraph.main(commands: Navgraph.buildCommands)
