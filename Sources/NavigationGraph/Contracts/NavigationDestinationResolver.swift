/// Makes what the app shows for a destination: a SwiftUI view in an app, anything in a test.
///
/// The generated app resolution protocol refines this one with a requirement for each feature's
/// incoming destinations, so that a feature left unwired is a compile error; the SwiftUI
/// containers are generic over it.
@MainActor
public protocol NavigationDestinationResolver {
    /// What a destination resolves to, such as `AnyView`.
    associatedtype Content

    /// Returns the content for any destination; destinations no feature handles resolve to the
    /// content for ``UnknownNavigation/notFound``.
    func content(for navigation: any NavigationContract, navigator: any NavigatorContract) -> Content
}
