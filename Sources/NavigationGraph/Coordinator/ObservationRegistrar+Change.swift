import Observation

// The coordinators are observable without the `@Observable` macro. Each property that views
// follow is a getter and a setter over private storage (`_path` under `path`), written out as
// the macro writes them: the getter tells the registrar the property was read, and the setter
// tells it of the change, unless the new value equals the old one. The macro's expansion (for
// every property an accessor macro, a backing property and four overloads its setter chooses
// among) took about a fifth of this module's compile, which every clean build of an app pays.

extension ObservationRegistrar {
    /// Stores a property's new value with `store`, in a mutation that observers of `keyPath`
    /// hear, unless it equals the old value: then it is stored and no observer hears of it, as
    /// `@Observable` does for a property of an `Equatable` type.
    func change<Subject: Observable, Value: Equatable>(
        _ subject: Subject, _ keyPath: KeyPath<Subject, Value>, from old: Value, to new: Value, _ store: () -> Void
    ) {
        if old == new {
            store()
        } else {
            withMutation(of: subject, keyPath: keyPath, store)
        }
    }
}
