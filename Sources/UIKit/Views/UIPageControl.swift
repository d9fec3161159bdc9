import Foundation

/// A page control (the dots under a paged scroll view or an onboarding screen). `currentPage`
/// stays within `0..<numberOfPages` as in UIKit (setting it out of range clamps it; fewer pages
/// move it back). The app sets it from code; no step taps its dots (nothing is drawn), so
/// `valueChanged` comes only from `sendActions(for:)`.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }
    public enum InteractionState: Int, Sendable { case none, discrete, continuous }
    public enum Direction: Int, Sendable { case natural, leftToRight, rightToLeft, topToBottom, bottomToTop }

    private var storedCurrentPage = 0
    private var indicatorImages: [Int: UIImage] = [:]
    private var currentIndicatorImages: [Int: UIImage] = [:]

    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            storedCurrentPage = min(storedCurrentPage, max(0, numberOfPages - 1))
        }
    }
    open var currentPage: Int {
        get { storedCurrentPage }
        set { storedCurrentPage = min(max(0, newValue), max(0, numberOfPages - 1)) }
    }
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
    open var backgroundStyle: BackgroundStyle = .automatic
    open private(set) var interactionState: InteractionState = .none
    open var allowsContinuousInteraction = true
    open var direction: Direction = .natural
    open var preferredIndicatorImage: UIImage?
    open var preferredCurrentPageIndicatorImage: UIImage?
    open var defersCurrentPageDisplay = false

    open func updateCurrentPageDisplay() {}
    open func size(forNumberOfPages pageCount: Int) -> CGSize { CGSize(width: CGFloat(max(0, pageCount)) * 16, height: 26) }
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { indicatorImages[page] = image }
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? { currentIndicatorImages[page] }
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) { currentIndicatorImages[page] = image }
}
