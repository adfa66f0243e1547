// The deep-link engine is a module of its own, so that the compiler links it without the rest of
// the runtime; an app sees its types as the runtime's (`NavigationGraph.DeepLinkRouter`).
@_exported import _NavigationGraphRoutes
