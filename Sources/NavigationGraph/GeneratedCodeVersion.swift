/// The version of generated code this runtime supports.
///
/// Every file `navgraph` generates declares a type that conforms to the protocol of the version
/// it was generated for. When a future runtime changes what generated code needs, it marks the
/// protocol unavailable with a message that says to regenerate, so that stale generated code
/// fails to compile with that message instead of in some unrelated line.
///
/// Code generated before route tables held tagged slots (tables of format `NGR4` and `NGR3`,
/// which no release wrote) declares this version. This runtime no longer reads those tables, so
/// such code fails to compile here with a message that says to regenerate it.
@available(*, unavailable, message: "this file was generated for an earlier NavigationGraph runtime: regenerate it with navgraph generate")
public protocol NavigationGraphGeneratedCodeVersion_1 {}

/// The version of generated code whose route tables' slots held a tag of their key's hash
/// (format `NGR5`). This runtime reads no route table: such code fails to compile here with a
/// message that says to regenerate it.
@available(*, unavailable, message: "this file was generated for an earlier NavigationGraph runtime: regenerate it with navgraph generate")
public protocol NavigationGraphGeneratedCodeVersion_2 {}

/// The version of generated code whose feature tables also held how to build each URL, in
/// compact form (`NGR6`). This runtime reads no route table: such code fails to compile here
/// with a message that says to regenerate it.
@available(*, unavailable, message: "this file was generated for an earlier NavigationGraph runtime: regenerate it with navgraph generate")
public protocol NavigationGraphGeneratedCodeVersion_3 {}

/// The version of generated code that `navgraph` writes today: each handler lists its routes as
/// text, as the graph declares them, and its router matches and builds from them; no route
/// table is written.
///
/// A runtime older than this one has no such protocol, so code generated for it fails to compile
/// there with a message that names the missing version.
public protocol NavigationGraphGeneratedCodeVersion_4 {}
