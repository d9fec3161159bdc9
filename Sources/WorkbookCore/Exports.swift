// Every module that uses WorkbookCore also speaks its languages and reads its catalog.
@_exported import Texts
// The teaching rules and their `Explanation`s are part of every check report.
@_exported import Teaching
