import Foundation
import WorkbookProtocol

/// Writes the storyboard model as an Interface Builder `.storyboard` that Xcode opens and the
/// importer reads back to the same model. Each controller's controls get frames and Auto Layout
/// constraints (`StoryboardLayout`: a vertical stack in the safe area) and the system background
/// colour, so the scenes look right in Interface Builder and on an iPhone. Output is deterministic.
public enum InterfaceBuilderWriter {
    public static func write(_ document: StoryboardDocument, moduleName: String) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES""#
                + (document.initialControllerID.map { #" initialViewController="\#(escape($0))""# } ?? "") + ">",
            #"    <device id="retina6_12" orientation="portrait" appearance="light"/>"#,
            "    <dependencies>",
            #"        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>"#,
            #"        <capability name="Safe area layout guides" minToolsVersion="9.0"/>"#,
            #"        <capability name="System colors in document resources" minToolsVersion="11.0"/>"#,
            #"        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>"#,
            "    </dependencies>",
            "    <scenes>",
        ]
        let underBar = StoryboardLayout.underNavigationBar(document)
        for (index, scene) in document.scenes.enumerated() {
            lines += sceneLines(scene, moduleName: moduleName, index: index, underNavigationBar: underBar.contains(scene.controller.id))
        }
        lines += ["    </scenes>", "    <resources>",
                  #"        <systemColor name="systemBackgroundColor">"#,
                  #"            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#,
                  "        </systemColor>", "    </resources>", "</document>", ""]
        return lines.joined(separator: "\n")
    }

    static func sceneLines(_ scene: SceneModel, moduleName: String, index: Int, underNavigationBar: Bool = false) -> [String] {
        let controller = scene.controller
        var lines = ["        <!--\(escape(controller.title ?? controller.customClass ?? controller.className))-->",
                     #"        <scene sceneID="\#(escape(scene.sceneID ?? "\(controller.id)-scene"))">"#,
                     "            <objects>"]
        let element = controller.kind == .navigationController ? "navigationController" : "viewController"
        var attributes = [#"id="\#(escape(controller.id))""#]
        if let custom = controller.customClass {
            attributes.append(#"customClass="\#(escape(custom))" customModule="\#(escape(moduleName))" customModuleProvider="target""#)
        }
        if let identifier = controller.storyboardIdentifier { attributes.append(#"storyboardIdentifier="\#(escape(identifier))""#) }
        if let style = controller.modalPresentationStyle { attributes.append(#"modalPresentationStyle="\#(escape(style))""#) }
        attributes.append(#"sceneMemberID="viewController""#)
        lines.append("                <\(element) \(attributes.joined(separator: " "))>")
        if controller.kind == .navigationController {
            lines += [#"                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="\#(escape(controller.id))-bar">"#,
                      #"                        <rect key="frame" x="0.0" y="\#(StoryboardLayout.statusBarHeight)" width="\#(StoryboardLayout.screenWidth)" height="\#(StoryboardLayout.navigationBarHeight)"/>"#,
                      #"                        <autoresizingMask key="autoresizingMask"/>"#,
                      "                    </navigationBar>"]
        }
        if let view = controller.view {
            let top = StoryboardLayout.statusBarHeight + (underNavigationBar ? StoryboardLayout.navigationBarHeight : 0)
            lines += rootViewLines(view, layout: StoryboardLayout.layout(root: view, safeTop: top), indent: 20)
        }
        if let item = controller.navigationItem {
            let title = item.title.map { #" title="\#(escape($0))""# } ?? ""
            lines.append(#"                    <navigationItem key="navigationItem"\#(title) id="\#(escape(item.id ?? "\(controller.id)-item"))">"#)
            if !item.rightBarButtonItems.isEmpty {
                lines.append("                        <rightBarButtonItems>")
                for bar in item.rightBarButtonItems {
                    var barAttributes = ""
                    if let system = bar.systemItem { barAttributes += #" systemItem="\#(escape(system))""# }
                    if let title = bar.title { barAttributes += #" title="\#(escape(title))""# }
                    lines.append(#"                            <barButtonItem\#(barAttributes) id="\#(escape(bar.id))">"#)
                    lines += connectionLines(actions: bar.actions, segues: bar.segues, outlets: [], indent: 32)
                    lines.append("                            </barButtonItem>")
                }
                lines.append("                        </rightBarButtonItems>")
            }
            lines.append("                    </navigationItem>")
        }
        lines += connectionLines(actions: [], segues: controller.segues, outlets: controller.outlets, indent: 20)
        lines.append("                </\(element)>")
        lines.append(#"                <placeholder placeholderIdentifier="IBFirstResponder" id="\#(escape(controller.id))-responder" sceneMemberID="firstResponder"/>"#)
        if let exit = scene.exitID {
            lines.append(#"                <exit id="\#(escape(exit))" userLabel="Exit" sceneMemberID="exit"/>"#)
        }
        lines += ["            </objects>",
                  #"            <point key="canvasLocation" x="\#(index * 420)" y="0"/>"#,
                  "        </scene>"]
        return lines
    }

    /// A controller's root view: full screen, resized by its controller (no
    /// translatesAutoresizingMaskIntoConstraints), with the safe area guide, the background
    /// colour and the constraints of its stacked controls.
    static func rootViewLines(_ view: ViewModel, layout: StoryboardLayout.RootLayout, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        let element = view.kind == .other ? (view.elementName ?? "view") : view.kind.rawValue
        var attributes = [#"key="view""#, #"contentMode="scaleToFill""#]
        if let custom = view.customClass { attributes.append(#"customClass="\#(escape(custom))""#) }
        attributes += commonAttributes(view)
        attributes.append(#"id="\#(escape(view.id))""#)
        var lines = ["\(pad)<\(element) \(attributes.joined(separator: " "))>",
                     #"\#(pad)    <rect key="frame" x="0.0" y="0.0" width="\#(StoryboardLayout.screenWidth)" height="\#(StoryboardLayout.screenHeight)"/>"#,
                     #"\#(pad)    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#]
        if let identifier = view.accessibilityIdentifier {
            lines.append(#"\#(pad)    <accessibility key="accessibilityConfiguration" identifier="\#(escape(identifier))"/>"#)
        }
        if !view.subviews.isEmpty {
            lines.append("\(pad)    <subviews>")
            for subview in view.subviews { lines += viewLines(subview, placement: layout.placements[subview.id], indent: indent + 8) }
            lines.append("\(pad)    </subviews>")
        }
        lines.append(#"\#(pad)    <viewLayoutGuide key="safeArea" id="\#(escape(layout.safeAreaID))"/>"#)
        lines.append(#"\#(pad)    <color key="backgroundColor" systemColor="systemBackgroundColor"/>"#)
        lines += constraintLines(layout.constraints, indent: indent + 4)
        lines += connectionLines(actions: view.actions, segues: view.segues, outlets: [], indent: indent + 4)
        lines.append("\(pad)</\(element)>")
        return lines
    }

    /// `enabled` and `hidden` as the model holds them (written when set, so they read back the same).
    static func commonAttributes(_ view: ViewModel) -> [String] {
        var attributes: [String] = []
        if let enabled = view.isEnabled { attributes.append(#"enabled="\#(enabled ? "YES" : "NO")""#) }
        if let hidden = view.isHidden { attributes.append(#"hidden="\#(hidden ? "YES" : "NO")""#) }
        if let tag = view.tag { attributes.append(#"tag="\#(tag)""#) }
        return attributes
    }

    static func constraintLines(_ constraints: [StoryboardLayout.Constraint], indent: Int) -> [String] {
        guard !constraints.isEmpty else { return [] }
        let pad = String(repeating: " ", count: indent)
        var lines = ["\(pad)<constraints>"]
        for constraint in constraints {
            var attributes: [String] = []
            if let first = constraint.firstItem { attributes.append(#"firstItem="\#(escape(first))""#) }
            attributes.append(#"firstAttribute="\#(constraint.firstAttribute)""#)
            if let relation = constraint.relation { attributes.append(#"relation="\#(relation)""#) }
            if let second = constraint.secondItem { attributes.append(#"secondItem="\#(escape(second))""#) }
            if let attribute = constraint.secondAttribute { attributes.append(#"secondAttribute="\#(attribute)""#) }
            attributes.append(#"constant="\#(constraint.constant)""#)
            attributes.append(#"id="\#(escape(constraint.id))""#)
            lines.append("\(pad)    <constraint \(attributes.joined(separator: " "))/>")
        }
        lines.append("\(pad)</constraints>")
        return lines
    }

    /// A control (or a view inside one): the attributes Interface Builder writes for its kind,
    /// its frame and own constraints when the layout placed it, then its contents.
    static func viewLines(_ view: ViewModel, placement: StoryboardLayout.Placement?, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        let element = view.kind == .other ? (view.elementName ?? "view") : view.kind.rawValue
        var attributes: [String] = []
        switch view.kind {
        case .label:
            attributes += [#"opaque="NO""#, #"userInteractionEnabled="NO""#, #"contentMode="left""#,
                           #"horizontalHuggingPriority="251""#, #"verticalHuggingPriority="251""#]
        case .button:
            attributes += [#"opaque="NO""#, #"contentMode="scaleToFill""#, #"contentHorizontalAlignment="center""#, #"contentVerticalAlignment="center""#]
        case .textField:
            attributes += [#"opaque="NO""#, #"contentMode="scaleToFill""#, #"contentHorizontalAlignment="left""#, #"contentVerticalAlignment="center""#,
                           #"borderStyle="roundedRect""#]
        case .textView:
            attributes += [#"clipsSubviews="YES""#, #"multipleTouchEnabled="YES""#, #"contentMode="scaleToFill""#]
        case .switch, .stepper:
            attributes += [#"opaque="NO""#, #"contentMode="scaleToFill""#, #"horizontalHuggingPriority="750""#, #"verticalHuggingPriority="750""#,
                           #"contentHorizontalAlignment="center""#, #"contentVerticalAlignment="center""#]
        case .slider, .segmentedControl:
            attributes += [#"opaque="NO""#, #"contentMode="scaleToFill""#, #"contentHorizontalAlignment="left""#, #"contentVerticalAlignment="top""#]
        default:
            attributes.append(#"contentMode="scaleToFill""#)
        }
        if let custom = view.customClass { attributes.append(#"customClass="\#(escape(custom))""#) }
        if let text = view.text, view.kind == .label || view.kind == .textField || view.kind == .textView { attributes.append(#"text="\#(escape(text))""#) }
        if let placeholder = view.placeholder { attributes.append(#"placeholder="\#(escape(placeholder))""#) }
        if view.kind == .label || view.kind == .textField || view.kind == .textView { attributes.append(#"textAlignment="natural""#) }
        if view.kind == .label {
            attributes += [#"lineBreakMode="tailTruncation""#, #"baselineAdjustment="alignBaselines""#, #"adjustsFontSizeToFit="NO""#]
        }
        if view.kind == .textField { attributes.append(#"minimumFontSize="17""#) }
        if view.kind == .button { attributes += [#"buttonType="system""#, #"lineBreakMode="middleTruncation""#] }
        if let on = view.isOn { attributes.append(#"on="\#(on ? "YES" : "NO")""#) }
        attributes += commonAttributes(view)
        switch view.kind {
        case .stepper:
            if let value = view.value { attributes.append(#"value="\#(value.formattedForTrace)""#) }
            if let value = view.minimumValue { attributes.append(#"minimumValue="\#(value.formattedForTrace)""#) }
            if let value = view.maximumValue { attributes.append(#"maximumValue="\#(value.formattedForTrace)""#) }
            if let value = view.stepValue { attributes.append(#"stepValue="\#(value.formattedForTrace)""#) }
        case .slider:
            if let value = view.value { attributes.append(#"value="\#(value.formattedForTrace)""#) }
            if let value = view.minimumValue { attributes.append(#"minValue="\#(value.formattedForTrace)""#) }
            if let value = view.maximumValue { attributes.append(#"maxValue="\#(value.formattedForTrace)""#) }
        case .segmentedControl:
            if let selected = view.selectedSegmentIndex { attributes.append(#"selectedSegmentIndex="\#(selected)""#) }
        default:
            break
        }
        attributes.append(#"translatesAutoresizingMaskIntoConstraints="NO" id="\#(escape(view.id))""#)
        var lines = ["\(pad)<\(element) \(attributes.joined(separator: " "))>"]
        if let frame = placement?.frame {
            lines.append(#"\#(pad)    <rect key="frame" x="\#(frame.x)" y="\#(frame.y)" width="\#(frame.width)" height="\#(frame.height)"/>"#)
        }
        if view.kind == .textView {
            lines.append(#"\#(pad)    <color key="backgroundColor" systemColor="systemBackgroundColor"/>"#)
        }
        if let identifier = view.accessibilityIdentifier {
            lines.append(#"\#(pad)    <accessibility key="accessibilityConfiguration" identifier="\#(escape(identifier))"/>"#)
        }
        if let placement { lines += constraintLines(placement.ownConstraints, indent: indent + 4) }
        switch view.kind {
        case .label:
            lines += [#"\#(pad)    <fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
                      #"\#(pad)    <nil key="textColor"/>"#, #"\#(pad)    <nil key="highlightedColor"/>"#]
        case .textField, .textView:
            lines += [#"\#(pad)    <fontDescription key="fontDescription" type="system" pointSize="\#(view.kind == .textField ? 14 : 17)"/>"#,
                      #"\#(pad)    <textInputTraits key="textInputTraits"/>"#]
        default:
            break
        }
        if view.kind == .button, let title = view.title {
            lines.append(#"\#(pad)    <state key="normal" title="\#(escape(title))"/>"#)
            lines.append(#"\#(pad)    <buttonConfiguration key="configuration" style="plain" title="\#(escape(title))"/>"#)
        }
        if view.kind == .segmentedControl, let segments = view.segments {
            lines.append("\(pad)    <segments>")
            lines += segments.map { #"\#(pad)        <segment title="\#(escape($0))"/>"# }
            lines.append("\(pad)    </segments>")
        }
        if !view.subviews.isEmpty {
            lines.append("\(pad)    <subviews>")
            for subview in view.subviews { lines += viewLines(subview, placement: nil, indent: indent + 8) }
            lines.append("\(pad)    </subviews>")
        }
        lines += connectionLines(actions: view.actions, segues: view.segues, outlets: [], indent: indent + 4)
        lines.append("\(pad)</\(element)>")
        return lines
    }

    static func connectionLines(actions: [ActionModel], segues: [SegueModel], outlets: [OutletModel], indent: Int) -> [String] {
        guard !actions.isEmpty || !segues.isEmpty || !outlets.isEmpty else { return [] }
        let pad = String(repeating: " ", count: indent)
        var lines = ["\(pad)<connections>"]
        for (index, action) in actions.enumerated() {
            let event = action.eventType.map { #" eventType="\#($0)""# } ?? ""
            lines.append(#"\#(pad)    <action selector="\#(escape(action.selector))" destination="\#(escape(action.destinationID))"\#(event) id="\#(escape(action.destinationID))-action-\#(escape(action.selector))-\#(index)"/>"#)
        }
        for outlet in outlets {
            lines.append(#"\#(pad)    <outlet property="\#(escape(outlet.property))" destination="\#(escape(outlet.destinationID))" id="outlet-\#(escape(outlet.destinationID))-\#(escape(outlet.property))"/>"#)
        }
        for segue in segues {
            var attributes = [#"destination="\#(escape(segue.destinationID))""#, #"kind="\#(segue.kind.rawValue)""#]
            if let relationship = segue.relationship { attributes.append(#"relationship="\#(escape(relationship))""#) }
            if let identifier = segue.identifier { attributes.append(#"identifier="\#(escape(identifier))""#) }
            if let custom = segue.customClass { attributes.append(#"customClass="\#(escape(custom))""#) }
            if let action = segue.unwindAction { attributes.append(#"unwindAction="\#(escape(action))""#) }
            if let style = segue.modalPresentationStyle { attributes.append(#"modalPresentationStyle="\#(escape(style))""#) }
            if let transition = segue.modalTransitionStyle { attributes.append(#"modalTransitionStyle="\#(escape(transition))""#) }
            if !segue.animates { attributes.append(#"animates="NO""#) }
            attributes.append(#"id="\#(escape(segue.id))""#)
            lines.append("\(pad)    <segue \(attributes.joined(separator: " "))/>")
        }
        lines.append("\(pad)</connections>")
        return lines
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "\n", with: "&#10;").replacingOccurrences(of: "\r", with: "&#13;")
            .replacingOccurrences(of: "\t", with: "&#9;")
    }
}
