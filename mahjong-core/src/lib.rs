//! # mahjong-core
//!
//! The rules of mahjong as a library: tiles and tile sets, the MPSZ, American and Unicode
//! notations, and the hand model that the rule engines read.
//!
//! Everything here is `no_std` and allocation-free on its hot paths: a [`Hand`] lives on the
//! stack, parsers and printers work on borrowed text and [`core::fmt::Write`].
//!
//! ```
//! use mahjong_core::{Hand, Tile, TileSet, notation};
//!
//! // Tiles in any notation.
//! let five_dots: Tile = "5p".parse().unwrap();
//! assert_eq!(five_dots.unicode(), '\u{1F01D}');
//!
//! // Hands, with exposed melds and a concealed kong.
//! let hand = Hand::parse("123m456p11z [789s] (5555z)").unwrap();
//! assert_eq!(hand.tile_count(), 15);
//! assert_eq!(notation::american(&hand).to_string(), "123c 456d EE [789b] (0000)");
//!
//! // Tile sets with exact contents, and errors that name the tile and the column.
//! assert_eq!(TileSet::american().total(), 152);
//! let err = Hand::parse_in("7777z7z", &TileSet::chinese(true)).unwrap_err();
//! assert_eq!(err.to_string(), "column 6: 5 copies of red dragon (7z); the Chinese 144 set has 4");
//! ```
//!
//! # Crate features
//!
//! - `alloc`: compiled American cards (`american::Card`), the card-dependent table rules and
//!   other heap-using conveniences. Matching a hand against a compiled card allocates nothing.
//! - `card-files`: reading American card files (TOML with `toml`, JSON with `serde_json`) and the
//!   embedded sample card; implies `alloc`.
//! - `std` (default): `std::error::Error` for the error types and `Card::load` from a path;
//!   implies `alloc` and `card-files`.
//! - `serde`: `Serialize` for the public data types (the JSON of the CLI and of Python's
//!   `to_dict()`).
//!
//! Without default features the crate is `no_std` with no allocation at all: tiles, notations,
//! hands, four sets and a pair, waits, tiles away, scoring and the table rules that need no card.
#![no_std]
#![deny(missing_docs)]
#![forbid(unsafe_code)]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod american;
pub mod error;
pub mod hand;
pub mod notation;
pub mod rules;
pub mod scoring;
pub mod standard;
pub mod tile;
pub mod tileset;

pub use error::{ParseError, ParseErrorKind};
pub use hand::{Hand, Meld, MeldKind, MeldStatus, WinContext, WinMethod};
pub use tile::{Dragon, Suit, Tile, TileKind, Wind};
pub use tileset::TileSet;

/// The README's Rust example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;
