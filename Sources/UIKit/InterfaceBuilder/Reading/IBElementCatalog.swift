import HeadlessCore

/// The element names of Interface Builder's iOS documents, by the part they play.
enum IBElementCatalog {
    /// Elements that archive a view controller.
    static let controllers: Set<String> = [
        "viewController", "tableViewController", "navigationController", "tabBarController",
        "collectionViewController", "splitViewController", "pageViewController", "hostingController",
        "avPlayerViewController", "glkViewController",
    ]

    /// Elements that archive a view (including those modelled only as plain views).
    static let views: Set<String> = [
        "view", "containerView", "window", "label", "button", "imageView", "scrollView", "stackView",
        "tableView", "tableViewCell", "tableViewCellContentView", "textField", "textView", "switch",
        "slider", "segmentedControl", "stepper", "progressView", "activityIndicatorView", "pageControl",
        "datePicker", "pickerView", "collectionView", "collectionViewCell", "collectionViewCellContentView",
        "collectionReusableView", "navigationBar", "toolbar", "tabBar", "searchBar", "visualEffectView",
        "mapView", "wkWebView", "webView", "sceneKitView", "spriteKitView", "arscnView", "arskView",
        "mtkView", "glkView", "colorWell", "activityIndicator",
    ]

    /// The view controller elements the runtime models with their own class.
    static let modelledControllers: Set<String> = [
        "viewController", "tableViewController", "navigationController", "tabBarController", "pageViewController",
        "splitViewController",
    ]

    /// The view elements the runtime models with their own class.
    static let modelledViews: Set<String> = [
        "view", "containerView", "window", "label", "button", "imageView", "scrollView", "stackView",
        "tableView", "tableViewCell", "tableViewCellContentView", "textField", "textView",
        "switch", "slider", "segmentedControl", "stepper", "datePicker", "pickerView", "pageControl", "activityIndicatorView",
        "progressView", "toolbar", "searchBar",
    ]

    /// View elements of the frameworks the project stands in for, by the module and class that
    /// model them (References §56.3): created when the app links that module.
    static let standInViews: [String: (module: String, className: String)] = [
        "wkWebView": ("WebKit", "WKWebView"),
    ]

    /// The bar items the runtime creates (References §47.1); other objects that are neither
    /// views nor controllers are not created.
    static let createdItems: Set<String> = [
        "navigationItem", "barButtonItem", "tabBarItem",
    ]

    /// Controls the runtime models only as plain `UIControl`s (their actions still work).
    static let plainControls: Set<String> = [
        "colorWell",
    ]

    /// Keys under which an object is a view of its parent.
    static let viewKeys: Set<String> = [
        "view", "contentView", "backgroundView", "selectedBackgroundView", "multipleSelectionBackgroundView",
        "tableHeaderView", "tableFooterView", "inputView", "inputAccessoryView",
    ]

    /// Objects made with the views that hold them: constraints and layout guides.
    static let madeWithViews: Set<String> = [
        "constraint", "viewLayoutGuide", "layoutGuide", "viewControllerLayoutGuide",
    ]

    /// Elements that carry an id but are not archived objects the runtime creates.
    static let ignoredObjects: Set<String> = [
        "viewLayoutGuide", "layoutGuide", "constraint",
    ]

    /// Containers whose children are ignored (a `<variation>` is kept whole as its view's
    /// ``IBObject/variations``, with its `<mask>`s, References §64.1).
    static let ignoredContainers: Set<String> = [
        "constraints", "variation", "layoutGuides", "mask",
    ]
}
