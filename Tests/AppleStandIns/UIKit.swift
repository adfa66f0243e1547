// A stand-in for UIKit: the declarations NavigationGraphUIKit uses, with the signatures, argument
// labels, isolation, overridability and per-platform availability of Apple's documentation, each
// cited by its page. Only the declarations are copied; every body is a placeholder, so the module
// type-checks code and runs nothing. `Scripts/apple-typecheck.sh` compiles it once for each
// platform where UIKit exists (iOS, tvOS, visionOS, watchOS), with `-D STANDIN_<platform>`
// choosing the availability of that platform. macOS has no UIKit (Mac Catalyst is iOS's).
//
// Deployment targets of the package: iOS 17, tvOS 17, watchOS 10, visionOS 1. watchOS's UIKit
// has no view controllers: the declarations below are left out there, as Apple's are, so
// `canImport(UIKit)` is true on watchOS and NavigationGraphUIKit must say `!os(watchOS)` itself.
//
// Apple's UIKit classes are Objective-C classes: `NSObject` stands for their root here, and
// their optional protocol methods are requirements with default implementations.

@_exported import Foundation

#if !STANDIN_watchOS

    // MARK: - View controllers

    /// https://developer.apple.com/documentation/uikit/uiresponder
    @MainActor @preconcurrency
    open class UIResponder: NSObject {}

    /// https://developer.apple.com/documentation/uikit/uiview
    @MainActor @preconcurrency
    open class UIView: UIResponder {
        /// https://developer.apple.com/documentation/uikit/uiview/window
        open var window: UIWindow? { nil }
    }

    /// https://developer.apple.com/documentation/uikit/uiwindow
    @MainActor @preconcurrency
    open class UIWindow: UIView {}

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller
    /// (iOS 2, tvOS 9, visionOS 1).
    @MainActor @preconcurrency
    open class UIViewController: UIResponder {
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
        public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
        public required init?(coder: NSCoder) {}
        /// `UIViewController()`: NSObject's `init()`, which Objective-C classes inherit.
        public convenience override init() { self.init(nibName: nil, bundle: nil) }

        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
        open var viewIfLoaded: UIView? { nil }
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
        open func viewDidAppear(_ animated: Bool) {}
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
        open var title: String?
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem
        open var tabBarItem: UITabBarItem! {
            get { fatalError("stand-in") }
            set {}
        }
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
        open var modalPresentationStyle: UIModalPresentationStyle = .automatic
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
        /// (iOS 13, tvOS 13, visionOS 1).
        open var isModalInPresentation: Bool = false
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
        open var presentedViewController: UIViewController? { nil }
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
        /// (iOS 8, tvOS 9, visionOS 1).
        open var presentationController: UIPresentationController? { nil }
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller
        /// (iOS 15, visionOS 1; not on tvOS).
        #if STANDIN_tvOS
            @available(*, unavailable, message: "sheetPresentationController is not available on tvOS")
        #endif
        open var sheetPresentationController: UISheetPresentationController? { nil }
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
        open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
        open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
        open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    }

    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
    public enum UIModalPresentationStyle: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
        case fullScreen = 0
        /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet
        /// (iOS 3.2, visionOS 1; not on tvOS).
        #if STANDIN_tvOS
            @available(*, unavailable, message: "pageSheet is not available on tvOS")
        #endif
        case pageSheet = 1
        /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen
        case overFullScreen = 5
        /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/bluroverfullscreen
        /// (tvOS 11 only).
        #if !STANDIN_tvOS
            @available(*, unavailable, message: "blurOverFullScreen is only available on tvOS")
        #endif
        case blurOverFullScreen = 8
        /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic
        case automatic = -2
    }

    // MARK: - Navigation controllers

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller
    @MainActor @preconcurrency
    open class UINavigationController: UIViewController {
        /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:)
        public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }
        /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
        public init(rootViewController: UIViewController) {
            super.init(nibName: nil, bundle: nil)
        }
        /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(coder:)
        public required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
        }

        /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
        open var viewControllers: [UIViewController] = []
        /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
        open var topViewController: UIViewController? { nil }
        /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
        weak open var delegate: (any UINavigationControllerDelegate)?
        /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
        open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
    @MainActor @preconcurrency
    public protocol UINavigationControllerDelegate: NSObjectProtocol {
        /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
        /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    }

    extension UINavigationControllerDelegate {
        public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
        public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
    @MainActor @preconcurrency
    public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
        /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
        @discardableResult
        func animate(
            alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
            completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
        ) -> Bool
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
    @MainActor @preconcurrency
    public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
        /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
        var isCancelled: Bool { get }
    }

    // MARK: - Presentations and sheets

    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller
    @MainActor @preconcurrency
    open class UIPresentationController: NSObject {
        /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
        weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
        /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
        open var presentedViewController: UIViewController { fatalError("stand-in") }
    }

    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
    @MainActor @preconcurrency
    public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
        /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)
        /// (iOS 13, tvOS 13, visionOS 1).
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
        /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
        /// (iOS 13, tvOS 13, visionOS 1).
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
        /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
        /// (iOS 13, tvOS 13, visionOS 1).
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    }

    extension UIAdaptivePresentationControllerDelegate {
        public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
        public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
        public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    }

    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller
    /// (iOS 15, visionOS 1; not on tvOS).
    #if STANDIN_tvOS
        @available(*, unavailable, message: "UISheetPresentationController is not available on tvOS")
    #endif
    @MainActor @preconcurrency
    open class UISheetPresentationController: UIPresentationController {
        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent
        @MainActor @preconcurrency
        open class Detent: NSObject {
            /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct
            public struct Identifier: Hashable, Sendable, RawRepresentable {
                public var rawValue: String
                public init(_ rawValue: String) { self.rawValue = rawValue }
                public init(rawValue: String) { self.rawValue = rawValue }
                /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/medium
                public static let medium = Identifier("com.apple.UIKit.medium")
                /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/large
                public static let large = Identifier("com.apple.UIKit.large")
            }

            /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()
            open class func medium() -> Detent { fatalError("stand-in") }
            /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/large()
            open class func large() -> Detent { fatalError("stand-in") }
            /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)
            /// (iOS 16, visionOS 1).
            open class func custom(
                identifier: Identifier? = nil,
                resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
            ) -> Detent {
                fatalError("stand-in")
            }
        }

        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents
        open var detents: [Detent] = []
        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier
        open var selectedDetentIdentifier: Detent.Identifier?
    }

    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext
    /// (iOS 16, visionOS 1; not on tvOS).
    #if STANDIN_tvOS
        @available(*, unavailable, message: "UISheetPresentationControllerDetentResolutionContext is not available on tvOS")
    #endif
    @MainActor @preconcurrency
    public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext/maximumdetentvalue
        var maximumDetentValue: CGFloat { get }
    }

    // MARK: - Tab bars

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller
    @MainActor @preconcurrency
    open class UITabBarController: UIViewController {
        /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
        open var viewControllers: [UIViewController]?
        /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
        open var selectedIndex: Int = 0
        /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate
        weak open var delegate: (any UITabBarControllerDelegate)?
        /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)
        open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
    }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
    @MainActor @preconcurrency
    public protocol UITabBarControllerDelegate: NSObjectProtocol {
        /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)-2xf0p
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    }

    extension UITabBarControllerDelegate {
        public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            true
        }
    }

    /// https://developer.apple.com/documentation/uikit/uibaritem
    @MainActor @preconcurrency
    open class UIBarItem: NSObject {}

    /// https://developer.apple.com/documentation/uikit/uitabbaritem
    @MainActor @preconcurrency
    open class UITabBarItem: UIBarItem {
        /// https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:tag:)
        public init(title: String?, image: UIImage?, tag: Int) {}
    }

    /// https://developer.apple.com/documentation/uikit/uiimage
    open class UIImage: NSObject, @unchecked Sendable {
        /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
        /// (iOS 13, tvOS 13, visionOS 1).
        public init?(systemName name: String) {}
    }

#endif
