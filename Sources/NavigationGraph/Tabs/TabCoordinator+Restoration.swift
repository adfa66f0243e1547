import Foundation

extension TabCoordinator {
    /// Saves the tab bar as JSON data: the selected tab, the visible tabs in order, and each
    /// tab's stack and modals, versioned with the coordinators' schema:
    /// `{"selectedTab": "home", "visibleTabs": ["home", "search"], "tabs": {"home": {...}}}`.
    ///
    /// The stacks of visible tabs are saved; a hidden tab's stack lasts while the app runs.
    /// Tabs are saved as their `Codable` form says: the generated `AppTab` as its name, a tab with
    /// values as an object. In `tabs`, a tab saved as a string is keyed by it; any other by its
    /// JSON text.
    public func restorationData(
        using registry: NavigationRestorationRegistry
    ) throws -> (data: Data, report: NavigationRestorationReport) {
        var report = NavigationRestorationReport()
        var tabs: [String: Any] = [:]
        for tab in visibleTabs where !tab.isAction {
            let key = TabKey.key(of: tab)
            let saved = try splitView(for: tab)?.restorationData(using: registry) ?? coordinator(for: tab).restorationData(using: registry)
            tabs[key] = try JSONSerialization.jsonObject(with: saved.data)
            report.issues += saved.report.issues.map { .init(place: "\(key).\($0.place)", reason: $0.reason) }
        }
        let state: [String: Any] = [
            "selectedTab": try TabKey.value(of: selectedTab),
            "visibleTabs": try visibleTabs.map { try TabKey.value(of: $0) },
            "tabs": tabs,
        ]
        return (try JSONSerialization.data(withJSONObject: state, options: [.sortedKeys]), report)
    }

    /// Restores the visible tabs, the selected tab and every tab's stack and modals; what does
    /// not restore is reported, as ``NavigationCoordinator/restore(from:using:)`` reports it, by
    /// tab.
    ///
    /// Data from anywhere is safe to pass: state that is corrupted or was tampered with restores
    /// what it can and reports the rest, and never traps. A saved tab the app no longer has (a
    /// removed case, a tab whose values no longer decode) is reported and dropped, from the
    /// visible tabs and with its stack, and so is the saved stack of a tab that is not visible
    /// once the visible tabs are restored; visible tabs of which none has a stack leave the visible
    /// tabs as they were; a saved selection that is hidden or an action tab leaves the selection
    /// to the visible tabs. A tab's state that is not an object is reported at that tab and
    /// leaves the tab as it was. State saved before visible tabs were saved keeps the visible
    /// tabs as they are.
    @discardableResult
    public func restore(from data: Data, using registry: NavigationRestorationRegistry) -> NavigationRestorationReport {
        guard let state = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            let tabs = state["tabs"] as? [String: Any]
        else {
            return NavigationRestorationReport(issues: [.init(place: "state", reason: "not saved tab state")])
        }
        var report = NavigationRestorationReport()
        if let saved = state["visibleTabs"] {
            var restored: [Tab] = []
            for (index, value) in ((saved as? [Any]) ?? []).enumerated() {
                if let tab = TabKey.tab(Tab.self, from: value) {
                    restored.append(tab)
                } else {
                    report.issues.append(.init(place: "visibleTabs[\(index)]", reason: "no tab \(TabKey.describe(value)); it was dropped"))
                }
            }
            // Taken by the rules of visibleTabs; a mistake goes into the report, not the handler.
            if !takeVisibleTabs(restored).taken {
                report.issues.append(.init(place: "visibleTabs", reason: "no tab with a stack to show; the visible tabs were kept"))
            }
        }
        for key in tabs.keys.sorted() {
            guard let tab = TabKey.tab(Tab.self, fromKey: key) else {
                report.issues.append(.init(place: key, reason: "no tab '\(key)'; its saved state was dropped"))
                continue
            }
            guard visibleTabs.contains(tab), !tab.isAction else {
                report.issues.append(.init(place: key, reason: "tab '\(key)' is not visible; its saved state was dropped"))
                continue
            }
            // Only an object is a coordinator's saved state; anything else (a number, null, a
            // string) is reported rather than handed to JSONSerialization, which traps on a
            // top-level value that is not an array or an object.
            guard let object = tabs[key] as? [String: Any], JSONSerialization.isValidJSONObject(object),
                let tabData = try? JSONSerialization.data(withJSONObject: object)
            else {
                report.issues.append(.init(place: key, reason: "not saved navigation state"))
                continue
            }
            let restored =
                splitView(for: tab)?.restore(from: tabData, using: registry) ?? coordinator(for: tab).restore(from: tabData, using: registry)
            report.issues += restored.issues.map { .init(place: "\(key).\($0.place)", reason: $0.reason) }
        }
        if let value = state["selectedTab"] {
            if let tab = TabKey.tab(Tab.self, from: value) {
                if !restoreSelection(tab) {
                    let why = tab.isAction ? "an action tab" : "not visible"
                    let reason = "tab '\(TabKey.key(of: tab))' is \(why); '\(TabKey.key(of: selectedTab))' is selected"
                    report.issues.append(.init(place: "selectedTab", reason: reason))
                }
            } else {
                report.issues.append(.init(place: "selectedTab", reason: "no tab \(TabKey.describe(value))"))
            }
        }
        return report
    }
}

/// How saved state names a tab: its `Codable` form, as a JSON value, and as a key of the `tabs`
/// object (the string itself for a tab saved as a string, else its JSON text).
enum TabKey {
    /// The tab as a JSON value for `JSONSerialization`.
    static func value<Tab: Encodable>(of tab: Tab) throws -> Any {
        // Encoded inside an array: a tab that encodes as a string or a number is not a JSON
        // document on its own for every Foundation.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let array = try JSONSerialization.jsonObject(with: encoder.encode([tab])) as? [Any]
        guard let value = array?.first else {
            throw EncodingError.invalidValue(tab, .init(codingPath: [], debugDescription: "a tab must encode as one JSON value"))
        }
        return value
    }

    /// The key of a tab in the saved `tabs` object.
    static func key<Tab: Encodable>(of tab: Tab) -> String {
        guard let value = try? value(of: tab) else {
            return String(describing: tab)
        }
        return value as? String ?? text(of: value) ?? String(describing: tab)
    }

    /// A tab from a JSON value of saved state, or `nil` for a value that is no tab.
    static func tab<Tab: Decodable>(_ type: Tab.Type, from value: Any) -> Tab? {
        guard JSONSerialization.isValidJSONObject([value]),
            let data = try? JSONSerialization.data(withJSONObject: [value]),
            let tabs = try? JSONDecoder().decode([Tab].self, from: data)
        else {
            return nil
        }
        return tabs.first
    }

    /// A tab from a key of the saved `tabs` object: a string first, else JSON text.
    static func tab<Tab: Decodable>(_ type: Tab.Type, fromKey key: String) -> Tab? {
        if let tab = tab(type, from: key) {
            return tab
        }
        guard let array = (try? JSONSerialization.jsonObject(with: Data("[\(key)]".utf8))) as? [Any], array.count == 1 else {
            return nil
        }
        return tab(type, from: array[0])
    }

    /// A saved value as the report names it: a string in quotes, anything else as JSON text.
    static func describe(_ value: Any) -> String {
        if let string = value as? String {
            return "'\(string)'"
        }
        return text(of: value) ?? "of saved state"
    }

    private static func text(of value: Any) -> String? {
        guard JSONSerialization.isValidJSONObject([value]),
            let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys])
        else {
            return nil
        }
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }
}
