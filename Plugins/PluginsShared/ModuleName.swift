/// Module names as Xcode makes them; shared by the build plugin and the compiler library, where
/// it is tested.
enum ModuleName {
    /// The module Xcode builds for a product of this name by default (`PRODUCT_MODULE_NAME`):
    /// every character that cannot be in an identifier becomes `_`, and a name that starts with
    /// a digit gets a `_` in front. "My App" and "My-App" give `My_App`; "2048" gives `_2048`.
    static func fromProductName(_ name: String) -> String {
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.numericType == .decimal }
        var module = String(
            String.UnicodeScalarView(
                name.unicodeScalars.map { scalar in
                    scalar.properties.isAlphabetic || isDigit(scalar) || scalar == "_" ? scalar : "_"
                }))
        if let first = module.unicodeScalars.first, isDigit(first) {
            module = "_" + module
        }
        return module.isEmpty ? "_" : module
    }
}
