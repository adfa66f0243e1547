/// The version of generated code this runtime supports.
///
/// Every file `navgraph` generates declares a type that conforms to this protocol. When a future
/// runtime changes what generated code needs, it marks this protocol unavailable with a message
/// that says to regenerate, so that stale generated code fails to compile with that message
/// instead of in some unrelated line.
public protocol NavigationGraphGeneratedCodeVersion_1 {}
