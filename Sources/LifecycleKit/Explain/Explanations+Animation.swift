extension Explanations {
    /// Block animations, Core Animation's delegate, and a text field's editing with the
    /// keyboard notifications it brings.
    static let animationAndText: [Explanation] = [
        Explanation(
            "animate(withDuration:animations:completion:)", "animateWithDuration:animations:completion:", on: "UIView",
            when: "The completion runs once: inside the stop of the block's last animation, with that stop's finished flag, when one had started; otherwise in the next turn of the main run loop, with true when the block changed nothing animatable (or the duration is zero, or animations are off) and false when its animations were removed first (References §38).",
            state: "The views already hold their final values; finished says whether the animations actually ran to the end (removeAllAnimations() or a replacing animation of the same key ends them early with false).",
            do: ["Check finished before chaining the next step; clean up state the animation needed."],
            dont: ["Do not assume the completion waits for the duration when the block changed nothing: it runs in the next turn.", "Do not assume finished is always true."]),
        Explanation(
            "animationDidStop(_:finished:)", "animationDidStop:finished:", on: "CAAnimationDelegate",
            when: "When a layer's animation ends: at the end of its active time, or earlier with finished false when it is removed (removeAnimation(forKey:), removeAllAnimations(), a new animation of the same key, its layer released), also before it started (References §38).",
            state: "The animation is no longer running; with isRemovedOnCompletion it is gone from the layer, which shows its model value.",
            do: ["Start what follows the animation; look at finished to tell an end from a removal."],
            dont: ["Do not expect it for an animation whose layer was never committed to the screen's transaction."]),
        Explanation(
            "textFieldDidBeginEditing(_:)", "textFieldDidBeginEditing:", on: "UITextFieldDelegate",
            when: "When the field has become first responder: after textFieldShouldBeginEditing(_:) returned true, and after the keyboard's will-change-frame and will-show notifications when the keyboard comes up, or comes again for a field whose inputView or inputAccessoryView is another view (References §50.5).",
            state: "The field is first responder and isEditing is true; the keyboard is showing or about to finish showing.",
            do: ["Highlight the field; scroll it clear of the keyboard using the frame from UIKeyboardWillChangeFrameNotification."],
            dont: ["Do not assume keyboard notifications come only once per keyboard: moving focus between fields with their own accessory views posts all four again."]),
    ]
}
