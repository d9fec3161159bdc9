import Foundation

/// The files Xcode's App template writes, so a generated exercise opens in Xcode and runs here.
enum ProjectTemplate {
    static func appDelegate(_ module: String) -> String {
        """
        //
        //  AppDelegate.swift
        //  \(module)
        //

        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                return true
            }

            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            }
        }

        """
    }

    static func sceneDelegate(_ module: String) -> String {
        """
        //
        //  SceneDelegate.swift
        //  \(module)
        //

        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {

            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let _ = (scene as? UIWindowScene) else { return }
            }
        }

        """
    }

    /// Written whole (the target sets GENERATE_INFOPLIST_FILE = NO): the bundle keys Xcode
    /// fills from build settings, the scene manifest naming Main, and the launch screen.
    static let infoPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>CFBundleDevelopmentRegion</key>
    \t<string>$(DEVELOPMENT_LANGUAGE)</string>
    \t<key>CFBundleExecutable</key>
    \t<string>$(EXECUTABLE_NAME)</string>
    \t<key>CFBundleIdentifier</key>
    \t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
    \t<key>CFBundleInfoDictionaryVersion</key>
    \t<string>6.0</string>
    \t<key>CFBundleName</key>
    \t<string>$(PRODUCT_NAME)</string>
    \t<key>CFBundlePackageType</key>
    \t<string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string>
    \t<key>CFBundleShortVersionString</key>
    \t<string>$(MARKETING_VERSION)</string>
    \t<key>CFBundleVersion</key>
    \t<string>$(CURRENT_PROJECT_VERSION)</string>
    \t<key>LSRequiresIPhoneOS</key>
    \t<true/>
    \t<key>UIApplicationSceneManifest</key>
    \t<dict>
    \t\t<key>UIApplicationSupportsMultipleScenes</key>
    \t\t<false/>
    \t\t<key>UISceneConfigurations</key>
    \t\t<dict>
    \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
    \t\t\t<array>
    \t\t\t\t<dict>
    \t\t\t\t\t<key>UISceneConfigurationName</key>
    \t\t\t\t\t<string>Default Configuration</string>
    \t\t\t\t\t<key>UISceneDelegateClassName</key>
    \t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
    \t\t\t\t\t<key>UISceneStoryboardFile</key>
    \t\t\t\t\t<string>Main</string>
    \t\t\t\t</dict>
    \t\t\t</array>
    \t\t</dict>
    \t</dict>
    \t<key>UIApplicationSupportsIndirectInputEvents</key>
    \t<true/>
    \t<key>UILaunchStoryboardName</key>
    \t<string>LaunchScreen</string>
    \t<key>UIMainStoryboardFile</key>
    \t<string>Main</string>
    \t<key>UISupportedInterfaceOrientations</key>
    \t<array>
    \t\t<string>UIInterfaceOrientationPortrait</string>
    \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
    \t\t<string>UIInterfaceOrientationLandscapeRight</string>
    \t</array>
    </dict>
    </plist>

    """

    /// The project file for an exercise whose Swift files (relative to `<module>/`) are `swiftFiles`.
    static func pbxproj(_ module: String, swiftFiles: [String]) -> String {
        XcodeProject(module: module, swiftFiles: swiftFiles).pbxproj
    }

    /// `Base.lproj/LaunchScreen.storyboard`: an empty scene in the system background colour.
    static let launchScreen = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="launch">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
            <!--View Controller-->
            <scene sceneID="launch-scene">
                <objects>
                    <viewController id="launch" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="launch-view">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <viewLayoutGuide key="safeArea" id="launch-safeArea"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="launch-responder" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="0" y="0"/>
            </scene>
        </scenes>
        <resources>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>

    """
}
