/// The explanations themselves, grouped by the type that declares the callback.
enum Explanations {
    static let objects: [Explanation] = [
        Explanation(
            "init(frame:)", "initWithFrame:", on: "UIView",
            when: "When code creates a view. init() calls it with a zero rectangle, so a subclass that overrides init(frame:) sees every view created in code.",
            state: "Not in any hierarchy: superview and window are nil, and no layout has run.",
            do: ["Create and add the view's own subviews, set colours and other fixed properties.", "Keep a reference to subviews you will lay out in layoutSubviews()."],
            dont: ["Do not look at window, superview or the final size: the frame may still change before the view is shown.", "Do not expect init(coder:) or awakeFromNib() to follow: those are for views from a xib or storyboard."],
            seeds: ["003: init() goes through initWithFrame:; a view made in code never gets initWithCoder: or awakeFromNib."],
            see: ["V-1"]),
        Explanation(
            "init(coder:)", "initWithCoder:", on: "UIView / UIViewController",
            when: "When a storyboard or nib is unarchived: for every view and controller in it. A storyboard controller gets it when it is instantiated (at launch for the initial one, or when a segue fires).",
            state: "Being decoded. For a view, its archived subviews are already added (their didAddSubview(_:) came first); outlets and actions are not connected yet.",
            do: ["Initialise state that does not depend on other objects of the file.", "Call super.init(coder:) first; it is the required, failable initializer."],
            dont: ["Do not message outlets or other objects of the archive: they may not exist yet; wait for awakeFromNib().", "Do not read a controller's view here unless you mean to load it now: it runs loadView() inside the initializer, and assigning view here makes viewDidLoad() run before awakeFromNib() (VC-12)."],
            seeds: ["000: storyboards never call initWithNibName:bundle:, they call initWithCoder:.", "002: called once in the controller's life; it is required and can fail.", "003: setting self.view inside initWithCoder: makes viewDidLoad come first, then awakeFromNib, and loadView is never called."],
            see: ["VC-1", "VC-12", "V-2"]),
        Explanation(
            "init(nibName:bundle:)", "initWithNibName:bundle:", on: "UIViewController",
            when: "When code creates a view controller, with a nib's name or with nil for both. init() calls it with nil, nil.",
            state: "Created, with no view: the nib (if named) is loaded lazily, the first time view is read.",
            do: ["Set up the controller's data and configuration: titles, model objects, flags.", "Keep the nib name for the default loadView(), which loads it."],
            dont: ["Do not touch view: reading it here runs loadView() and viewDidLoad() before the initializer returns (VC-11).", "Do not start work that needs the screen; the controller may never be shown."],
            seeds: ["000: every controller not made by a storyboard goes through it, xib or code; do no view work here, the view is created in loadView.", "001: init calls initWithNibName:bundle: with nil arguments, so its log line comes first.", "003: reading self.view inside it runs loadView and viewDidLoad first; assigning self.view there means loadView never runs."],
            see: ["VC-2", "VC-3", "VC-11"]),
        Explanation(
            "awakeFromNib()", "awakeFromNib", on: "UIView / UIViewController",
            when: "After every object of a storyboard scene or nib exists and its outlets and actions are connected; once per object.",
            state: "Fully decoded and connected. A controller still has no view loaded (unless its init(coder:) read or assigned it).",
            do: ["Call super.awakeFromNib().", "Finish configuration that needs the other objects of the file, or that Interface Builder cannot express (user preferences, computed styles)."],
            dont: ["Do not expect it for objects created in code: they never get it.", "Do not read a controller's view unless you want it loaded now."],
            seeds: ["000: outlets and actions are connected by now; settings that cannot live in the storyboard belong here.", "002: always call super; since the order in which an archive's objects are created is not fixed, message other objects here rather than in the initializer."],
            see: ["VC-1", "VC-12", "V-2"]),
        Explanation(
            "deinit", "dealloc", on: "UIView / UIViewController",
            when: "When the last strong reference goes: for a popped or dismissed controller once the transition has finished and nothing else holds it; a view when its superview and owner let go.",
            state: "Leaving memory. A controller's view goes with it, and the view's subviews get willMove(toSuperview: nil) / didMoveToSuperview() as they are detached.",
            do: ["Remove observers and cancel work that was registered with other objects.", "Use the trace to check that a controller that left really went: a missing deinit is a leak."],
            dont: ["Do not call super.deinit or touch UI here; under ARC there is nothing to release by hand.", "Do not rely on it for saving state: it may never come if something holds the object."],
            seeds: ["000: release what init and viewDidLoad created.", "001: under ARC, do not call [super dealloc].", "003: the controller's dealloc comes before its subviews leave their superview and are deallocated."],
            see: ["V-7", "VC-4", "VC-6"]),
    ]
}
