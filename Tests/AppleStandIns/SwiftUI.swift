// A stand-in for SwiftUI: the declarations NavigationGraphSwiftUI uses, with the signatures,
// argument labels, generic constraints, isolation and per-platform availability of Apple's
// documentation, each cited by its page. Only the declarations are copied; every body is a
// placeholder, so the module type-checks code and runs nothing. `Scripts/apple-typecheck.sh`
// compiles it once per platform the package declares, with `-D STANDIN_<platform>` choosing the
// availability of that platform.
//
// Deployment targets of the package: iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1. A
// declaration introduced after one of them, or absent from a platform, is marked unavailable for
// that platform below; everything else here was introduced at or before them.

// A client of SwiftUI sees CGFloat (CoreGraphics) and URL without importing them; on Linux both
// are Foundation's.
@_exported import Foundation
@_exported import Observation

// MARK: - Views and builders

/// https://developer.apple.com/documentation/swiftui/view
/// (iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1; `@MainActor @preconcurrency` in the
/// SDKs of 2024 and later).
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// A view the stand-in's modifiers return; the real modifiers return opaque `some View`.
public struct _StandInView: View {
    nonisolated init() {}
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    nonisolated init() {}
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
/// (`buildBlock` over a parameter pack: iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1).
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> EmptyView { EmptyView() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/text
public struct Text: View {
    nonisolated public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/image
public struct Image: View {
    nonisolated public init(systemName: String) {}
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/label
/// `init(_:systemImage:)` with a `StringProtocol` title: iOS 14, macOS 11, tvOS 14, watchOS 7,
/// visionOS 1 (https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-4ckcp).
public struct Label<Title: View, Icon: View>: View {
    public var body: Never { fatalError("stand-in") }
}

extension Label where Title == Text, Icon == Image {
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

// MARK: - State

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/binding
/// `init(get:set:)` takes `@Sendable` closures in the SDKs of 2024 and later.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {}
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError("stand-in") }
}

extension Binding: @unchecked Sendable {}

/// https://developer.apple.com/documentation/swiftui/state
@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/bindable
/// (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1).
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value
    public var projectedValue: Bindable<Value> { self }
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        fatalError("stand-in")
    }
}

// MARK: - Navigation and tabs

/// https://developer.apple.com/documentation/swiftui/navigationstack
/// `init(path:root:)`: iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1
/// (https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-63x0h).
public struct NavigationStack<Data, Root: View>: View {
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/navigationsplitview
/// (iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:content:detail:)
    nonisolated public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {}
    public var body: Never { fatalError("stand-in") }
}

extension NavigationSplitView where Content == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:detail:)
    nonisolated public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}
}

/// https://developer.apple.com/documentation/swiftui/tabview
/// `init(selection:content:)`: iOS 13, macOS 10.15, tvOS 13, watchOS 7, visionOS 1
/// (https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)).
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/foreach
/// A view where `Content` is a view, tab content where it is tab content.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

extension ForEach: View where Content: View {
    /// `init(_:id:content:)` (https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)-82zns).
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
    public var body: Never { fatalError("stand-in") }
}

// MARK: - Tabs of the SDKs of 2024
//
// Introduced in iOS 18, macOS 15, tvOS 18, watchOS 11 and visionOS 2, after the package's
// deployment targets: the attributes below are Apple's. Swift on Linux does not check Apple
// versions; Scripts/availability-check.sh reads them and checks that the code using them is
// inside `if #available` with these versions.

/// https://developer.apple.com/documentation/swiftui/tabcontent
/// (its `body` is left out: nothing here declares tab content of its own).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable
}

/// https://developer.apple.com/documentation/swiftui/tabcontentbuilder
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder/buildblock(_:)
    public static func buildBlock<C: TabContent>(_ content: C) -> some TabContent<TabValue> where C.TabValue == TabValue {
        content
    }

    /// https://developer.apple.com/documentation/swiftui/tabcontentbuilder/content
    public struct Content<C: TabContent>: View {
        public var body: Never { fatalError("stand-in") }
    }
}

/// https://developer.apple.com/documentation/swiftui/tab
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct Tab<Value, Content, Label> {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
    public typealias TabValue = Value

    /// https://developer.apple.com/documentation/swiftui/tab/init(value:content:label:)
    nonisolated public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension ForEach: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue

    /// `init(_:id:content:)` with a `TabContentBuilder`, listed on
    /// https://developer.apple.com/documentation/swiftui/foreach among the initializers for tabs.
    nonisolated public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TabValue {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabView {
    /// https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
    /// (the builder of `Tab`s).
    nonisolated public init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {}
}

/// https://developer.apple.com/documentation/swiftui/tabviewstyle
/// (iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1).
public protocol TabViewStyle {}

/// https://developer.apple.com/documentation/swiftui/sidebaradaptabletabviewstyle
/// (iOS 18, macOS 15, tvOS 18, visionOS 2; not on watchOS).
#if STANDIN_watchOS
    @available(*, unavailable, message: "SidebarAdaptableTabViewStyle is not available on watchOS")
#endif
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    nonisolated public init() {}
}

#if STANDIN_watchOS
    @available(*, unavailable, message: "sidebarAdaptable is not available on watchOS")
#endif
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// https://developer.apple.com/documentation/swiftui/tabviewstyle/sidebaradaptable
    nonisolated public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

// MARK: - Scenes and windows

/// https://developer.apple.com/documentation/swiftui/scene
/// (iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1; `@MainActor @preconcurrency` in the SDKs
/// of 2024 and later).
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// https://developer.apple.com/documentation/swiftui/scenebuilder
@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

/// https://developer.apple.com/documentation/swiftui/windowgroup
/// (iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1).
public struct WindowGroup<Content: View>: Scene {
    public var body: Never { fatalError("stand-in") }
}

extension WindowGroup {
    /// https://developer.apple.com/documentation/swiftui/windowgroup/init(for:content:)
    /// (iOS 16, macOS 13, visionOS 1; not on tvOS or watchOS).
    #if STANDIN_tvOS || STANDIN_watchOS
        @available(*, unavailable, message: "WindowGroup(for:content:) is not available on this platform")
    #endif
    nonisolated public init<D, C>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {}
}

/// https://developer.apple.com/documentation/swiftui/presentedwindowcontent
/// (iOS 16, macOS 13, visionOS 1; not on tvOS or watchOS).
public struct PresentedWindowContent<Data, Content>: View where Data: Decodable, Data: Encodable, Data: Hashable, Content: View {
    public var body: Never { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/scenestorage
/// (iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/scenestorage/init(_:)-8a2bj (an
    /// optional `Data`).
    public init(_ key: String) where Value == Data? {}
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/openwindowaction
/// (iOS 16, macOS 13, visionOS 1; not on tvOS or watchOS).
#if STANDIN_tvOS || STANDIN_watchOS
    @available(*, unavailable, message: "OpenWindowAction is not available on this platform")
#endif
@MainActor @preconcurrency
public struct OpenWindowAction {
    /// https://developer.apple.com/documentation/swiftui/openwindowaction/callasfunction(value:)
    @MainActor @preconcurrency public func callAsFunction<D>(value: D) where D: Decodable, D: Encodable, D: Hashable {}
}

/// https://developer.apple.com/documentation/swiftui/dismisswindowaction
/// (iOS 17, macOS 14, visionOS 1; not on tvOS or watchOS).
#if STANDIN_tvOS || STANDIN_watchOS
    @available(*, unavailable, message: "DismissWindowAction is not available on this platform")
#endif
@MainActor @preconcurrency
public struct DismissWindowAction {
    /// https://developer.apple.com/documentation/swiftui/dismisswindowaction/callasfunction(value:)
    @MainActor @preconcurrency public func callAsFunction<D>(value: D) where D: Decodable, D: Encodable, D: Hashable {}
}

// MARK: - Environment

/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass
    /// (iOS 13, tvOS 13, watchOS 6, visionOS 1; not on macOS).
    #if STANDIN_macOS
        @available(*, unavailable, message: "horizontalSizeClass is not available on macOS")
    #endif
    public var horizontalSizeClass: UserInterfaceSizeClass? { nil }

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/openwindow
    /// (iOS 16, macOS 13, visionOS 1; not on tvOS or watchOS).
    #if STANDIN_tvOS || STANDIN_watchOS
        @available(*, unavailable, message: "openWindow is not available on this platform")
    #endif
    public var openWindow: OpenWindowAction { fatalError("stand-in") }

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/dismisswindow
    /// (iOS 17, macOS 14, visionOS 1; not on tvOS or watchOS).
    #if STANDIN_tvOS || STANDIN_watchOS
        @available(*, unavailable, message: "dismissWindow is not available on this platform")
    #endif
    public var dismissWindow: DismissWindowAction { fatalError("stand-in") }

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/supportsmultiplewindows
    /// (iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1).
    public var supportsMultipleWindows: Bool { false }
}

/// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass
/// (iOS 13, tvOS 13, watchOS 6, visionOS 1; not on macOS).
#if STANDIN_macOS
    @available(*, unavailable, message: "UserInterfaceSizeClass is not available on macOS")
#endif
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

/// https://developer.apple.com/documentation/swiftui/environment
/// (`init(_:)` with a key path: iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1).
@propertyWrapper
public struct Environment<Value>: Sendable {
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
    nonisolated public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    @MainActor @preconcurrency public var wrappedValue: Value { fatalError("stand-in") }
}

// MARK: - Presentation

/// https://developer.apple.com/documentation/swiftui/presentationdetent
/// (iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1).
public struct PresentationDetent: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/presentationdetent/medium
    public static let medium = PresentationDetent()
    /// https://developer.apple.com/documentation/swiftui/presentationdetent/large
    public static let large = PresentationDetent()
    /// https://developer.apple.com/documentation/swiftui/presentationdetent/fraction(_:)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent() }
    /// https://developer.apple.com/documentation/swiftui/presentationdetent/height(_:)
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
    /// (iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1).
    nonisolated public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View
    where D: Hashable, C: View {
        _StandInView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
    /// (iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1).
    nonisolated public func sheet<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        _StandInView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
    /// (iOS 14, tvOS 14, watchOS 7, visionOS 1; not on macOS).
    #if STANDIN_macOS
        @available(*, unavailable, message: "fullScreenCover(item:onDismiss:content:) is not available on macOS")
    #endif
    nonisolated public func fullScreenCover<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        _StandInView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:selection:)
    /// (iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1).
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        _StandInView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
    /// (iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1).
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        _StandInView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/environment(_:)-4516h
    /// (an `Observable` object: iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1).
    nonisolated public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        _StandInView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
    /// (iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1).
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        _StandInView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    /// (iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1).
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        _StandInView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
    /// (iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1).
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        _StandInView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/tabviewstyle(_:)
    /// (iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1).
    nonisolated public func tabViewStyle<S>(_ style: S) -> some View where S: TabViewStyle {
        _StandInView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
    /// (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1).
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    where V: Equatable {
        _StandInView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
    /// (iOS 13, macOS 10.15, tvOS 13, watchOS 7, visionOS 1; deprecated in the SDKs of 2027).
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
        _StandInView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable {
        _StandInView()
    }
}
