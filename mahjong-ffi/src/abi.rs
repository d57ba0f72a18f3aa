// Included by build.rs (for the shared library's SONAME) and by lib.rs (for the header and
// `mahjong_abi_version`), so both read one number.

/// The ABI version of this header and library: it changes whenever a program built against an
/// older header could misbehave with this library (a function or struct changed, a struct the
/// library writes into grew). The shared library's SONAME carries it (`libmahjong.so.4`).
/// Compare it with `mahjong_abi_version()` at start-up and refuse to run when they differ.
pub const MAHJONG_ABI_VERSION: u32 = 4;
