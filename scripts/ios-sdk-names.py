#!/usr/bin/env python3
"""Builds Data/ios-sdk-api.txt: the public Swift names of UIKit, Foundation and Core Animation as an
iOS app sees them (types with their superclass and protocols, and the base names of their members),
read from an iPhoneOS SDK's Objective-C headers, API notes and Swift overlay interfaces.

Usage: scripts/ios-sdk-names.py SDK_DIR [--overlays-from SDK_DIR2] [--write REPO | --swift4-aliases]
  SDK_DIR: an iPhoneOS*.sdk folder (docs/compatibility.md says which one and where it came from).
  Prints the list; with --write, writes REPO/Data/ios-sdk-api.txt and the same text embedded in
  REPO/Sources/LearnerBuild/IOSSDKNames+Data.swift (a test keeps the two equal).

The Objective-C to Swift renaming is approximated: NS_SWIFT_NAME and API notes are exact; for other
methods every base name Swift could give the selector is listed (the first selector piece, cut
before each preposition, and with the words naming its first parameter's type dropped), so the list
errs on the side of "this is iOS API" for a name written on the right type, never for a name no
selector of that type starts with.
"""
import os, re, sys
from collections import defaultdict

sdk = sys.argv[1]
frameworks = ["Foundation", "QuartzCore", "UIKit"]  # typedefs before the constants of other frameworks
types = {}                         # Swift type name -> [supertypes]
members = defaultdict(set)         # Swift type name -> member base names; "*" is module scope
objc_to_swift = {}                 # Objective-C type name -> Swift type name
api_methods = {}                   # (class, selector) -> Swift base name
api_globals = {}                   # global or tag name -> Swift name
typed_enums = set()
api_props = {}                     # (class, property) -> Swift name

PREPOSITIONS = ["With", "At", "For", "From", "To", "In", "On", "By", "Of", "Using", "Into", "Over", "Under",
                "After", "Before", "Through", "Via", "Along", "Since", "Until", "Within", "As", "Like", "Onto", "Inside", "Toward", "Towards", "Upon", "Between", "Below", "Above", "Across", "Against", "Around", "Behind", "Beside", "Beyond", "During", "Except", "Near", "Off", "Out", "Past", "Per", "Without"]

def lower_camel(name):
    """Swift's lowercasing of an imported name's first word: URLString -> urlString, ASCIICapable -> asciiCapable."""
    if not name: return name
    m = re.match(r"^([A-Z]+)(?=[A-Z][a-z])|^([A-Z]+)(?![a-z])", name)
    if m:
        run = m.group(0)
        return run.lower() + name[len(run):]
    return name[0].lower() + name[1:]

def words(name):
    return re.findall(r"[A-Z]+(?=[A-Z][a-z]|[0-9]|$)|[A-Z]?[a-z]+|[A-Z]+|[0-9]+", name)

def read_apinotes(path):
    if not os.path.exists(path): return
    current_class = None; section = None; selector = None; name = None; prop = None
    for raw in open(path, encoding="utf-8", errors="replace"):
        line = raw.rstrip("\n")
        if line.startswith("SwiftVersions:"): break          # older Swift's names come after this
        s = line.strip()
        if re.match(r"^(Classes|Protocols|Tags|Typedefs|Globals|Functions|Enumerators):", line):
            section = line.split(":")[0]; current_class = None; continue
        m = re.match(r"^- Name: (\S+)", line)
        if m: current_class = m.group(1); name = current_class; selector = None; prop = None; continue
        m = re.match(r"^\s+- Selector: \"?([^\"]+)\"?", line)
        if m: selector = m.group(1); prop = None; continue
        m = re.match(r"^\s+- Name: (\S+)", line)
        if m: prop = m.group(1); selector = None; continue
        m = re.match(r"^\s+SwiftName: (\S+)", line)
        if m:
            swift = m.group(1)
            if selector and current_class: api_methods[(current_class, selector)] = swift.split("(")[0]
            elif prop and current_class: api_props[(current_class, prop)] = swift
            elif current_class: api_globals[current_class] = swift

AVAILABILITY = re.compile(r"\b(?:API|NS|UIKIT|CA|CF|__IOS|__OSX|__TVOS|__WATCHOS|__API|SPI)_?\w*(?:AVAILABLE|DEPRECATED|UNAVAILABLE|SWIFT_UNAVAILABLE|PRIVATE)\w*\s*\(")

def strip_availability(text):
    """Removes availability macros with their (nested) arguments: they hide the declared name."""
    out = []; i = 0
    while True:
        m = AVAILABILITY.search(text, i)
        if not m: out.append(text[i:]); break
        out.append(text[i:m.start()]); depth = 0; j = m.end() - 1
        while j < len(text):
            if text[j] == "(": depth += 1
            elif text[j] == ")":
                depth -= 1
                if depth == 0: break
            j += 1
        i = j + 1
    return "".join(out)

def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    return text

SWIFT_NAME = re.compile(r"NS_SWIFT_NAME\(([^()]*(?:\([^()]*\))?[^()]*)\)")

def swift_type(objc):
    return objc_to_swift.get(objc, api_globals.get(objc, objc))

def add_type(name, supers):
    types.setdefault(name, [])
    for s in supers:
        if s and s not in types[name]: types[name].append(s)

def method_names(cls, selector_text, decl):
    """Candidate Swift base names of an Objective-C method declaration."""
    sel_pieces = re.findall(r"(\w+)\s*:", selector_text)
    selector = "".join(p + ":" for p in sel_pieces) if sel_pieces else re.match(r"\s*(\w+)", selector_text).group(1)
    m = SWIFT_NAME.search(decl)
    if m: return {m.group(1).split("(")[0].split(".")[-1]}
    if (cls, selector) in api_methods: return {api_methods[(cls, selector)].split(".")[-1]}
    first = sel_pieces[0] if sel_pieces else selector
    if first.startswith("init") and (len(first) == 4 or first[4].isupper()): return {"init"}
    names = {first}
    if first.endswith("Animated") and len(first) > 8: names.add(first[:-8])   # popViewControllerAnimated: -> popViewController(animated:)
    w = words(first)
    for i in range(1, len(w)):
        if w[i] in PREPOSITIONS: names.add("".join(w[:i]))
    # drop the words that name the first parameter's type: presentViewController:(UIViewController *) -> present
    pm = re.search(r":\s*\(([^)]*)\)", selector_text)
    if pm:
        ptype = re.sub(r"\b(nullable|nonnull|_Nullable|_Nonnull|const|__kindof|NS_NOESCAPE)\b|[*<>]", " ", pm.group(1)).split()
        ptype = ptype[0] if ptype else ""
        tw = words(ptype)
        for n in list(names):
            nw = words(n)
            for k in range(len(nw) - 1, 0, -1):
                if nw[k:] == tw[-(len(nw) - k):] if len(nw) - k <= len(tw) else False:
                    names.add(lower_camel("".join(nw[:k])) if k > 0 else n); break
    return {n[0].lower() + n[1:] if n[:1].isupper() and not n[:2].isupper() else n for n in names if n}

def parse_enum(body, objc_name, swift_name):
    cases = []
    for part in body.split(","):
        part = re.sub(r"\b(API_\w+|NS_\w+|UIKIT_\w+|__\w+)\s*(\([^()]*(\([^()]*\))*[^()]*\))?", " ", part)
        m = re.match(r"\s*(\w+)", part)
        if m: cases.append(m.group(1))
    if not cases: return
    prefix = objc_name
    # Swift drops the longest word prefix the case names share with each other (and the type name).
    if len(cases) > 1:
        ws = [words(c) for c in cases]
        common = 0
        while all(len(x) > common + 1 for x in ws) and len({tuple(x[common:common + 1]) for x in ws}) == 1: common += 1
        for c, x in zip(cases, ws): members[swift_name].add(lower_camel("".join(x[common:])))
    else:
        tw = words(objc_name); cw = words(cases[0]); k = 0
        while k < len(tw) and k < len(cw) - 1 and tw[k] == cw[k]: k += 1
        members[swift_name].add(lower_camel("".join(cw[k:])))

def parse_header(path, framework):
    text = strip_availability(strip_comments(open(path, encoding="utf-8", errors="replace").read()))
    text = re.sub(r"^\s*#.*$", " ", text, flags=re.M)
    # forward declarations would otherwise open a class or protocol body
    text = re.sub(r"@(class|protocol)\s+\w+(\s*,\s*\w+)*\s*;", " ", text)
    text = re.sub(r"\b(UI_APPEARANCE_SELECTOR|NS_DESIGNATED_INITIALIZER|NS_REQUIRES_SUPER|NS_UNAVAILABLE|NS_REFINED_FOR_SWIFT)\b", " ", text)
    # typedef enums
    for m in re.finditer(r"typedef\s+(NS_ENUM|NS_OPTIONS|NS_CLOSED_ENUM|NS_ERROR_ENUM)\s*\(\s*\w+\s*,\s*(\w+)\s*\)\s*\{(.*?)\}\s*([^;]*);", text, flags=re.S):
        objc = m.group(2); tail = m.group(4)
        sm = SWIFT_NAME.search(tail)
        swift = sm.group(1) if sm else api_globals.get(objc, objc)
        objc_to_swift[objc] = swift
        add_type(swift, [])
        if "." in swift:
            outer, inner = swift.rsplit(".", 1); members[outer].add(inner)
        parse_enum(m.group(3), objc, swift)
    # typed string constants (NS_TYPED_ENUM / NS_EXTENSIBLE_STRING_ENUM)
    for m in re.finditer(r"typedef\s+NSString\s*\*\s*(\w+)\s*(NS_TYPED_ENUM|NS_TYPED_EXTENSIBLE_ENUM|NS_EXTENSIBLE_STRING_ENUM|NS_STRING_ENUM)([^;]*);", text):
        objc = m.group(1); sm = SWIFT_NAME.search(m.group(3))
        swift = sm.group(1) if sm else api_globals.get(objc, objc)
        objc_to_swift[objc] = swift; add_type(swift, []); typed_enums.add(objc)
        if "." in swift:
            outer, inner = swift.rsplit(".", 1); members[outer].add(inner)
    # extern constants and functions
    for m in re.finditer(r"(?:UIKIT_EXTERN|FOUNDATION_EXPORT|FOUNDATION_EXTERN|CA_EXTERN|extern|UIKIT_STATIC_INLINE|NS_INLINE|static inline)\s+([^;{]*?)\b(\w+)\s*(\([^;{]*?\))?\s*(?:(?:(?:NS|CF|UIKIT|CA)_[A-Z_0-9]+|__\w+)\s*(?:\([^;{]*?\))?\s*)*[;{]", text):
        decl = m.group(0); name = m.group(2)
        if name in ("void", "const"): continue
        sm = SWIFT_NAME.search(decl)
        swift = sm.group(1) if sm else api_globals.get(name)
        # A typed constant imports as a static member of its type: NSAttributedStringKey const NSFontAttributeName -> .font
        tm = re.search(r"(\w+)\s+const\s*$", m.group(1).strip())
        typed = tm is not None and tm.group(1) in typed_enums
        if swift:
            if "." in swift:
                outer, inner = swift.split("(")[0].rsplit(".", 1); members[outer].add(inner)
            elif typed: members[objc_to_swift.get(tm.group(1), tm.group(1))].add(swift)
            else: members["*"].add(swift.split("(")[0])
        else:
            owner = objc_to_swift.get(tm.group(1)) if tm else None
            if typed:
                owner = owner or tm.group(1)
                tw = words(tm.group(1)); cw = words(name); k = 0
                while k < len(tw) and k < len(cw) - 1 and tw[k] == cw[k]: k += 1
                rest = cw[k:]
                members[owner].add(lower_camel("".join(rest)))
                for suffix in (["Attribute", "Name"], ["Key"], ["Name"], ["Notification"], ["Identifier"], ["Option", "Key"], ["Key", "Path"]):
                    if len(rest) > len(suffix) and rest[-len(suffix):] == suffix:
                        members[owner].add(lower_camel("".join(rest[:-len(suffix)])))
            else:
                members["*"].add(name)
    # classes, categories, protocols
    for m in re.finditer(r"@(interface|protocol)\s+(\w+)\s*(?:<([^>]*)>)?\s*(?::\s*(\w+))?\s*(\(\s*\w*\s*\))?\s*(<([^>]*)>)?(.*?)@end", text, flags=re.S):
        kind, objc, generics, superclass, category, _, protocols, body = m.groups()
        if kind == "protocol" and generics: protocols = generics   # @protocol UIKeyInput <UITextInputTraits>
        pre = text[max(0, m.start() - 300):m.start()]
        if kind == "protocol" and body.strip().startswith(";"): continue
        swift = api_globals.get(objc, objc)
        ns = re.findall(r"NS_SWIFT_NAME\((\w+)\)\s*$", pre.strip()[-200:])
        if ns: swift = ns[-1]
        objc_to_swift[objc] = swift
        supers = [swift_type(superclass)] if superclass else []
        supers += [swift_type(p.strip()) for p in (protocols or "").split(",") if p.strip()]
        add_type(swift, supers)
        # statements of the body
        for stmt in re.split(r";", body):
            s = " ".join(stmt.split())
            if not s: continue
            if s.startswith("@property"):
                attrs = re.match(r"@property\s*(\(([^)]*)\))?", s)
                getter = re.search(r"getter\s*=\s*(\w+)", attrs.group(2) or "") if attrs else None
                is_class = "class" in re.split(r"[ ,]+", (attrs.group(2) or "")) if attrs else False
                rest = s[attrs.end():] if attrs else s
                rest = re.sub(r"\b(API_\w+|NS_\w+|UIKIT_\w+|__\w+)\s*(\([^()]*(\([^()]*\))*[^()]*\))?", " ", rest)
                rest = re.sub(r"\^\s*\w*\s*\)?\s*\([^)]*\)", "", rest)
                names = re.findall(r"\(\s*\^\s*(\w+)\s*\)|(\w+)\s*$", rest.strip())
                pname = None
                bm = re.search(r"\(\s*\^\s*(\w+)\s*\)", s)
                if bm: pname = bm.group(1)
                else:
                    nm = re.search(r"(\w+)\s*$", rest.strip())
                    pname = nm.group(1) if nm else None
                if not pname: continue
                sm = SWIFT_NAME.search(s)
                if sm: members[swift].add(sm.group(1)); continue
                if (objc, pname) in api_props: members[swift].add(api_props[(objc, pname)].split("(")[0]); continue
                members[swift].add(pname)
                if getter and re.search(r"\bBOOL\b", s): members[swift].add(getter.group(1))
            elif s[0] in "-+":
                decl = s
                sel = re.sub(r"^[-+]\s*\([^()]*(\([^()]*\)[^()]*)*\)\s*", "", decl)
                sel = re.sub(r"\b(API_\w+|NS_\w+|UIKIT_\w+|__\w+|CF_\w+)\s*(\([^()]*(\([^()]*\))*[^()]*\))?\s*$", "", sel)
                if not re.match(r"\s*\w", sel): continue
                for n in method_names(objc, sel, decl): members[swift].add(n)

for fw in frameworks:
    read_apinotes(os.path.join(sdk, "System/Library/Frameworks", fw + ".framework/Headers", fw + ".apinotes"))
for fw in frameworks:
    headers = os.path.join(sdk, "System/Library/Frameworks", fw + ".framework/Headers")
    if not os.path.isdir(headers): continue
    for name in sorted(os.listdir(headers)):
        if name.endswith(".h"): parse_header(os.path.join(headers, name), fw)

# Swift overlays: members added in Swift (UIEdgeInsets.zero, UIFont.Weight, …). A module whose
# overlay SDK_DIR lacks (the iPhoneOS 16.5 copy has no Foundation.swiftmodule) is read from the SDK
# given with --overlays-from, when there is one.
OWN_MODULES = ("UIKit.", "Foundation.", "QuartzCore.", "ObjectiveC.")
def own_name(name):
    """`Foundation._KeyValueCodingAndObserving` -> `_KeyValueCodingAndObserving`: the modules listed
    here are one namespace for an app that imports UIKit."""
    for module in OWN_MODULES:
        if name.startswith(module): return name[len(module):]
    return name
fallback_sdk = sys.argv[sys.argv.index("--overlays-from") + 1] if "--overlays-from" in sys.argv else None
for module in ["UIKit", "Foundation", "QuartzCore", "CoreGraphics"]:
    path = os.path.join(sdk, "usr/lib/swift", module + ".swiftmodule", "arm64-apple-ios.swiftinterface")
    if not os.path.exists(path) and fallback_sdk:
        path = os.path.join(fallback_sdk, "usr/lib/swift", module + ".swiftmodule", "arm64-apple-ios.swiftinterface")
    if not os.path.exists(path): continue
    stack = []
    for line in open(path, encoding="utf-8", errors="replace"):
        s = line.strip()
        m = re.match(r"(?:@\S+\s+)*(?:public |open |final |@frozen )*(extension|class|struct|enum|protocol)\s+([\w.]+)(?:<[^>]*>)?\s*(?::\s*([^{]+?))?\s*(?:where\b[^{]*)?\{", s)
        depth_change = line.count("{") - line.count("}")
        if m and not line.startswith(" " * 4):
            stack = [own_name(m.group(2))]
            # Its conformances (`extension ObjectiveC.NSObject : Foundation._KeyValueCodingAndObserving`),
            # so a member of a protocol extension is found on the types that conform.
            supers = [own_name(x.strip()) for x in (m.group(3) or "").split(",") if re.match(r"^[\w.]+$", x.strip())]
            add_type(stack[0], [x for x in supers if not x.startswith("Swift.")])
        elif stack:
            dm = re.match(r"(?:@\S+\s+)*(?:(?:public|open|static|class|final|mutating|nonmutating|override|convenience|required|dynamic|optional|indirect|@objc|@inlinable|@_\w+)\s+)*(func|var|let|init|case|typealias|struct|enum|class|subscript)\b\s*([\w`]+)?", s)
            if dm and line.startswith("  ") and not line.startswith("    "):
                kind, name = dm.group(1), dm.group(2)
                if kind == "init": members[stack[0]].add("init")
                elif name: members[stack[0]].add(name.strip("`"))
        if s == "}" and not line.startswith(" "): stack = []

if "--swift4-aliases" in sys.argv:
    # The types' names before Swift 4.2 (the API notes' `SwiftVersions: 4` section, Tags and
    # Typedefs) as typealiases obsoleted in 4.2, for Sources/UIKit/Core/Swift4Names.swift; the
    # lines whose new name the simulation lacks fail to compile there and are left out by hand.
    for fw in ["Foundation", "UIKit"]:
        path = os.path.join(sdk, "System/Library/Frameworks", fw + ".framework/Headers", fw + ".apinotes")
        text = open(path, encoding="utf-8", errors="replace").read() if os.path.exists(path) else ""
        if "- Version: 4" not in text: continue
        section = None
        for line in text.split("SwiftVersions:", 1)[1].split("- Version: 4", 1)[1].split("- Version: 3", 1)[0].splitlines():
            m = re.match(r"^  (\w+):\s*$", line)
            if m: section = m.group(1); continue
            m = re.match(r"^  - Name: (\S+)", line)
            if m and section in ("Tags", "Typedefs") and swift_type(m.group(1)) != m.group(1):
                print(f'@available(swift, obsoleted: 4.2, renamed: "{swift_type(m.group(1))}") public typealias {m.group(1)} = {swift_type(m.group(1))}')
    sys.exit(0)

lines = ["# The public Swift names of UIKit, Foundation and Core Animation for iOS, one type a line:",
         "# TYPE<tab>SUPERCLASS AND PROTOCOLS (comma-separated)<tab>MEMBER BASE NAMES (space-separated); empty fields at the end are left out.",
         "# TYPE `*` holds module-scope names (types, functions, constants). Made by scripts/ios-sdk-names.py;",
         "# see docs/compatibility.md, 'The iOS SDK's names', for the SDK it was read from. Do not edit by hand."]
for t in sorted(types): members["*"].add(t.split(".")[0])
for t in sorted(set(types) | set(members)):
    ms = sorted(x for x in members.get(t, ()) if x and re.match(r"^\w+$", x))
    # No trailing whitespace: Swift's multi-line string literals drop it.
    lines.append(f"{t}\t{','.join(types.get(t, []))}\t{' '.join(ms)}".rstrip())
text = "\n".join(lines) + "\n"
if "--write" in sys.argv:
    repo = sys.argv[sys.argv.index("--write") + 1]
    assert '"""#' not in text and "\\#" not in text
    open(os.path.join(repo, "Data/ios-sdk-api.txt"), "w").write(text)
    open(os.path.join(repo, "Sources/LearnerBuild/IOSSDKNames+Data.swift"), "w").write(
        "// Generated from Data/ios-sdk-api.txt by scripts/ios-sdk-names.py: do not edit.\n\n"
        "extension IOSSDKNames {\n    static let data = #\"\"\"\n" + text + "\n\"\"\"#\n}\n")  # the literal drops the last line break
else:
    sys.stdout.write(text)
