//
//  FadeSegue.swift
//  ManyCompileErrors
//

import UIKit

/// A custom segue: presents the destination full screen with a cross-dissolve.
class FadeSegue: UIStoryboardSegue {
    override func perform() {
        destination.modalPresentationStyle = .fullScreen
        destination.modalTransitionStyle = .crossDissolve
        source.present(destination, animated: true, completion: nil)
    }
}
