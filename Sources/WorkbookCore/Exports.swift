// Every module that uses WorkbookCore also speaks its languages and reads its catalog.
@_exported import Texts
