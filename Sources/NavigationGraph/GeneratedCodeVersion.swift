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

/// The version of generated code whose route tables' slots hold a tag of their key's hash
/// (format `NGR5`), and whose handlers build URLs through their router.
///
/// A runtime older than this one has no such protocol, so code generated for it fails to compile
/// against an older runtime, which would read its route tables as empty and open no deep link.
/// This runtime still runs such code.
public protocol NavigationGraphGeneratedCodeVersion_2 {}

/// The version of generated code that `navgraph` writes today: a feature's route table also holds
/// how to build each destination's URL, which its handler's `url(for:)` reads, in compact form
/// (`NGR6`); and each router is made over its table.
///
/// A runtime older than this one has no such protocol, so code generated for it fails to compile
/// there with a message that names the missing version, not in the handler's `url(for:)`.
public protocol NavigationGraphGeneratedCodeVersion_3 {}
