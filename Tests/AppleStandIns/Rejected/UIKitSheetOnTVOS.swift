// platform: tvOS
// expect: is unavailable
// The check must reject an API that a platform does not have: tvOS has no sheet presentation
// controller, so NavigationGraphUIKit presents a sheet over a blurred screen there.
import UIKit

@MainActor
func rest(_ controller: UIViewController) {
    controller.sheetPresentationController?.detents = [.medium()]
}
