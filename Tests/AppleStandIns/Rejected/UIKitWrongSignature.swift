// platform: iOS
// expect: missing argument for parameter 'animated'
// The check must reject a wrong signature: a navigation controller's stack is set with whether to
// animate it.
import UIKit

@MainActor
func show(_ controllers: [UIViewController], in navigationController: UINavigationController) {
    navigationController.setViewControllers(controllers)
}
