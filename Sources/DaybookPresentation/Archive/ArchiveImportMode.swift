import DaybookDomain

/// What an import or a copy does with a destination that holds data (the Domain's
/// `ImportMode`), under the name front ends use.
public typealias ArchiveImportMode = ImportMode
