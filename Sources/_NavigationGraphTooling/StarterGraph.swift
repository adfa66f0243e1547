import _NavigationGraphCompiler

/// The graph `navgraph init` writes: a feature with a list, a detail reached by a deep link, a
/// sheet, and one outgoing destination, to be edited into the real thing.
enum StarterGraph {
    @_optimize(none) static func text(feature: String, module: String) -> String {
        let host = feature.lowercased()
        return """
            {
              "version": 1,
              "feature": "\(feature)",
              "module": "\(module)",
              "description": "What the \(feature) feature shows.",
              "deepLink": { "scheme": "myapp", "host": "\(host)" },
              "incoming": [
                { "name": "list", "deepLink": "/list", "description": "Every item." },
                {
                  "name": "detail",
                  "description": "One item.",
                  "parameters": [ { "name": "identifier", "type": "Int" } ],
                  "deepLink": "/detail?id={identifier}"
                },
                { "name": "filter", "presentation": "sheet", "detents": ["medium", "large"] }
              ],
              "outgoing": [
                { "name": "settings", "description": "A screen of another feature; the app graph redirects it." }
              ]
            }

            """
    }
}
