import Testing

/// The reliability tests of issue #6: each proves one promise of the README's "What painlog
/// promises about your data" by driving the built `painlog` binary.
///
/// They run one at a time: they start many processes, kill them at chosen moments and mount small
/// file systems, and on a 2-core machine tests running side by side would only slow each other
/// down. Each nested suite lives in its own `Reliability*Tests.swift` file.
@Suite(.serialized)
struct ReliabilityTests {}
