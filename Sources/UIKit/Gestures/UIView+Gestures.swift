import HeadlessCore
import Foundation

/// Attaching gesture recognizers to views. The list of each view lives in the process's
/// ``GestureArena`` (a plain view pays nothing for the feature).
extension UIView {
    var attachedGestureRecognizers: [UIGestureRecognizer]? {
        let list = runtime.gestureArena.recognizers(of: self)
        return list.isEmpty ? nil : list
    }

    func addGestureRecognizerMechanism(_ recognizer: UIGestureRecognizer) {
        let arena = runtime.gestureArena
        if let previous = recognizer.storedView {
            if previous === self { return }
            previous.removeGestureRecognizerMechanism(recognizer)
        }
        recognizer.storedView = self
        hasAttachedGestureRecognizers = true
        var list = arena.recognizers(of: self)
        list.append(recognizer)
        arena.setRecognizers(list, of: self)
    }

    func removeGestureRecognizerMechanism(_ recognizer: UIGestureRecognizer) {
        guard recognizer.isAttached(to: self) else { return }
        let arena = runtime.gestureArena
        if recognizer.storedState == .began || recognizer.storedState == .changed {
            arena.apply(.cancelled, to: recognizer)
        }
        let remaining = arena.recognizers(of: self).filter { $0 !== recognizer }
        recognizer.storedView = nil
        arena.setRecognizers(remaining, of: self)
    }

    func replaceGestureRecognizers(with list: [UIGestureRecognizer]) {
        for old in runtime.gestureArena.recognizers(of: self) where !list.contains(identicalTo: old) {
            removeGestureRecognizerMechanism(old)
        }
        for recognizer in list { addGestureRecognizerMechanism(recognizer) }
    }

    /// A view being destroyed detaches its recognizers, which refer to it unretained.
    func detachGestureRecognizersForDeallocation() {
        runtime.gestureArena.detachAll(of: self)
    }
}
