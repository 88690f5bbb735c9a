extension Explanations {
    static let storyboards: [Explanation] = [
        Explanation(
            "shouldPerformSegue(withIdentifier:sender:)", "shouldPerformSegueWithIdentifier:sender:", on: "UIViewController",
            when: "When a control or cell with a segue is triggered, before the segue is created. Not asked for performSegue(withIdentifier:sender:) called in code.",
            state: "The source controller is on screen; nothing has been created for the segue yet.",
            do: ["Return false to cancel the segue, for instance when a form is not valid."],
            dont: ["Do not perform another segue from here."],
            see: ["VC-1"]),
        Explanation(
            "prepare(for:sender:)", "prepareForSegue:sender:", on: "UIViewController",
            when: "After the segue and its destination controller were created (init(coder:), awakeFromNib), before the destination is shown.",
            state: "The destination exists but its view is not loaded: its outlets are still nil.",
            do: ["Pass data to segue.destination through properties."],
            dont: ["Do not touch the destination's views or outlets: reading its view here loads it early (VC-8), and the outlets are not connected before that."],
            see: ["VC-1"]),
        Explanation(
            "perform()", "perform", on: "UIStoryboardSegue",
            when: "Right after prepare(for:sender:): the segue shows its destination (a push, a presentation, a replacement).",
            state: "Source and destination exist; the transition has not started.",
            do: ["Override it in a custom segue class to show the destination your way."],
            dont: ["Do not call it yourself; call performSegue(withIdentifier:sender:)."],
            see: []),
        Explanation(
            "canPerformUnwindSegueAction(_:from:sender:)", "canPerformUnwindSegueAction:fromViewController:sender:", on: "UIViewController",
            when: "While UIKit looks for the controller that handles an unwind segue, walking from the source back through its parents and presenters.",
            state: "Nothing has been dismissed or popped yet.",
            do: ["Return false to let the search go on past this controller."],
            dont: ["Do not change the hierarchy from here."],
            see: []),
        Explanation(
            "unwind(for:towards:)", "unwindForSegue:towardsViewController:", on: "UIViewController",
            when: "On the containers between the unwind's source and its destination, so that each can show the destination (a navigation controller pops to it).",
            state: "The unwind action has been found; the transition is starting.",
            do: ["In a custom container, bring the child that leads to the destination on screen."],
            dont: ["Do not call it yourself."],
            see: []),
        Explanation(
            "tableView(_:numberOfRowsInSection:)", "tableView:numberOfRowsInSection:", on: "UITableViewDataSource",
            when: "When the table view loads its data: on its first layout in a window, and after reloadData().",
            state: "The table view is in a window (or being laid out).",
            do: ["Return the count from your model, quickly."],
            dont: ["Do not reload the table or change the model from here."],
            see: []),
        Explanation(
            "tableView(_:cellForRowAt:)", "tableView:cellForRowAtIndexPath:", on: "UITableViewDataSource",
            when: "For each row the table view shows, after numberOfRowsInSection.",
            state: "The table view is laying out its rows.",
            do: ["Dequeue (or create) a cell and configure it from the model."],
            dont: ["Do not keep references to cells: they are reused."],
            see: []),
        Explanation(
            "tableView(_:didSelectRowAt:)", "tableView:didSelectRowAtIndexPath:", on: "UITableViewDelegate",
            when: "After the user tapped a row. A cell's segue, if any, is performed before it.",
            state: "The row is selected; the table view is on screen.",
            do: ["Show the row's detail, or act on it; deselect it if the app does not keep selections."],
            dont: ["Do not expect it for selections made in code with selectRow(at:animated:scrollPosition:)."],
            see: []),
    ]
}
