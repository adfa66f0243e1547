/// A value read from a graph, with the place it was read at.
package struct Located<Value> {
    package var value: Value
    package var location: SourceLocation

    @_optimize(none) init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Sendable where Value: Sendable {}
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
