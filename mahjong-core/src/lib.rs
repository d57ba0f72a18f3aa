//! # mahjong-core
//!
//! The rules of mahjong as a library: whether a hand wins, which hand it is, how far it is from
//! winning and what it is worth, for American (NMJL-style) mah jongg, Chinese classical and
//! British (BMJA) mahjong, with the table rules a game client needs.
//!
//! | module | what it answers |
//! |---|---|
//! | [`tile`], [`tileset`], [`notation`], [`hand`] | tiles, tile sets, MPSZ/American/Unicode text, the hand model |
//! | [`american`] | American card files, matching a hand against card lines, nearest lines, the sample card |
//! | [`standard`] | four sets and a pair: decompositions, special hands, waits, tiles away |
//! | [`scoring`] | classical, British, two- and three-player scores and payments; American settlement |
//! | [`mcr`] | the Chinese Official rules (MCR): hand forms, the 81 fans, the 8-point minimum, payments |
//! | [`rules`] | calls, claims, joker exchange, dead hands, Charleston, deal, wall and rotation |
//! | [`name`], [`ErrorKind`] | the canonical names every face prints and reads; the stable kind of every error |
//! | `sim` | whole seeded hands played by bots or step by step, game logs, card statistics (with `alloc`) |
//!
//! The hot paths are `no_std` and allocation-free: a [`Hand`] lives on the stack, parsers and
//! printers work on borrowed text and [`core::fmt::Write`], matching writes into caller buffers.
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
//! The main jobs, one line each:
//!
//! ```
//! use mahjong_core::{Hand, american::Card, scoring, standard};
//!
//! // American: the best line of the embedded sample card (Year 2026 #1, value 25).
//! let m = Card::sample().match_hand(&Hand::parse("FFF 2026c 222b 2222d").unwrap()).unwrap();
//! assert_eq!((m.section(), m.number(), m.value()), ("Year 2026", 1, 25));
//!
//! // Four sets and a pair: winning, and how far from winning (riichi shanten: -1 complete).
//! let hand = Hand::parse("123m456p789s111z55z").unwrap();
//! assert_eq!(standard::is_winning(&hand, standard::RuleProfile::Classical), Ok(true));
//! let away = standard::tiles_away(&Hand::parse("123m456p789s111z5z").unwrap(), standard::RuleProfile::Classical);
//! assert_eq!(away.unwrap().standard(), 0);
//!
//! // Classical score: 10 for going Mah Jong, 8 for the concealed pung of East (a major pung),
//! // 2 for the pair of dragons = 20 points; the pung of the player's own (and prevailing) wind
//! // doubles twice: 20 × 4 = 80.
//! let s = scoring::score(&hand, &scoring::ScoreRules::classical()).unwrap();
//! assert_eq!(s.total(), 80);
//! ```
//!
//! # Seats and winds
//!
//! Two words, two meanings, everywhere in the crate:
//!
//! - a **seat** ([`rules::Seat`], 0 to 3) is a place in turn order: seat `n + 1` plays after
//!   seat `n`, on its right. The table rules (calls, claims, the Charleston, the deal,
//!   rotation) take seats, because they follow turn order whoever deals;
//! - a **wind** ([`Wind`]) is a seat wind: East is the dealer's seat, then South, West and North
//!   in turn order. Scoring, settlement, the win context of a hand (`seat_wind=`, `prevailing=`)
//!   and the Chinese Official payments name players by wind, and their arrays run East, South,
//!   West, North.
//!
//! [`rules::Seat::wind`] gives the wind of a seat when another seat deals (three players are
//! East, South and West; two players East and West), and [`rules::Seat::with_wind`] the seat
//! holding a wind.
//!
//! ```
//! use mahjong_core::{Wind, rules::{Seat, Table}};
//! let dealer = Seat::ALL[2];
//! assert_eq!(Seat::ALL[3].wind(dealer, &Table::chinese()), Some(Wind::South));
//! assert_eq!(Seat::with_wind(Wind::South, dealer, &Table::chinese()), Some(Seat::ALL[3]));
//! ```
//!
//! # Names and error kinds
//!
//! Every value a user names has one canonical name, the lower snake_case of its variant
//! (`Call::MahJong` is `mah_jong`), printed by its `name()` and read by its `FromStr`, which
//! also takes the rule-book words and the aliases the faces accept ([`name`]). Every error has a
//! `kind()`, an [`ErrorKind`] whose numbers never change ([`KindedError`] gives it to generic code).
//!
//! ```
//! use mahjong_core::{ErrorKind, Hand, rules::Call, standard::RuleProfile};
//! assert_eq!(Call::MahJong.name(), "mah_jong");
//! assert_eq!("Mah Jongg".parse::<Call>(), Ok(Call::MahJong));
//! assert_eq!("two-player".parse::<RuleProfile>().map(RuleProfile::name), Ok("two_player"));
//! assert_eq!(Hand::parse("123x").unwrap_err().kind(), ErrorKind::ParseUnknownLetter);
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
//! - `improving-tables` (default): about 3.5 MB of tables that give the improving tiles of a
//!   suit at once; without them the improving tiles are worked out from the tiles-away tables,
//!   rank by rank, with the same answers (the WebAssembly package leaves them out to stay small).
//! - `fast-tables` (default): a few hundred KB of further tables read by the batch tiles-away
//!   entry points and the Chinese Official scoring's decomposition search; without them the same
//!   answers come from the smaller tables (the WebAssembly package leaves them out).
//! - `serde`: `Serialize` for the public data types (the JSON of the CLI and of Python's
//!   `to_dict()`); a named value is written as its canonical name (see [`name`]).
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

pub mod advice;
pub mod american;
pub mod args;
pub mod error;
pub mod hand;
mod kind;
pub mod mcr;
pub mod name;
pub mod notation;
mod quote;
pub mod rules;
pub mod scoring;
#[cfg(feature = "serde")]
mod ser;
#[cfg(feature = "alloc")]
pub mod sim;
pub mod standard;
pub mod tile;
mod tile_kind;
pub mod tileset;
pub mod tileset_kind;

#[cfg(feature = "serde")]
mod tileset_serde;

pub use error::{ParseError, ParseErrorKind};
pub use hand::{Hand, Meld, MeldKind, MeldStatus, WinContext, WinMethod};
pub use kind::{ErrorKind, KindedError};
pub use tile::{Dragon, Suit, Tile, TileKind, Wind};
pub use tile_kind::TileKindVariant;
pub use tileset::TileSet;

/// The README's Rust example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;
