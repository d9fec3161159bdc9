// Every file of the module reads the catalogs.
@_exported import Texts
