// platform: visionOS
// expect: main actor-isolated
// The check must reject a main-actor violation: view controllers are main-actor types, and so is
// every container that follows a coordinator.
import NavigationGraphUIKit
import UIKit

nonisolated func coordinatorOf(_ stack: NavigationStackController) -> Int {
    stack.viewControllers.count
}
