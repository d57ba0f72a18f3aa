//! What advice refuses: the error shared by American odds and advice
//! ([`american::advice`](crate::american::advice)) and standard discard advice
//! ([`standard::advice`](crate::standard::advice)). The definitions (unseen pool, committed odds)
//! are in those modules and in `docs/advice.md`.
//!
//! ```
//! use mahjong_core::advice::AdviceError;
//! let err = AdviceError::Visible { tile: "5m".parse().unwrap(), count: 5, set: 4 };
//! assert_eq!(err.to_string(), "tile 5m: the hand and the visible tiles hold 5 of it; the set has 4");
//! ```

// The error is defined beside the standard discard advice, which returns it and wraps the
// standard rules' error in it; this module is its documented home (`advice::AdviceError`).
pub use crate::standard::advice::AdviceError;
