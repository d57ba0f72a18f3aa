//! The American (NMJL-style) card engine: card files, the line notation, matching with jokers,
//! nearest lines and the embedded sample card.
//!
//! The League's card changes every year and is copyrighted; this library never ships it. Users
//! bring their own card file; [`Card::sample`] is our own original card
//! (`mahjong-core/cards/sample-2026.toml`), embedded as the default.
//!
//! ```
//! use mahjong_core::Hand;
//! use mahjong_core::american::{Card, Nearest};
//!
//! let card = Card::sample();
//! let hand = Hand::parse("[222b] [FFJ] 2026c 2222d").unwrap();
//! let m = card.match_hand(&hand).unwrap();
//! assert_eq!((m.section(), m.number(), m.value(), m.marking()), ("Year 2026", 1, 25, "X"));
//! assert_eq!(m.groups()[0].jokers(), 1); // the joker stands in the flower pung
//! assert!(!m.jokerless());
//!
//! // Lines closest to a 13-tile hand: only lines that take both exposures count.
//! let mut near = [Nearest::EMPTY; 5];
//! let waiting = Hand::parse("[222b] [FFJ] 2026c 222d").unwrap();
//! assert_eq!(card.nearest(&waiting, &mut near), 2);
//! assert_eq!((near[0].number(), near[0].tiles_away()), (1, 1));
//! assert_eq!(near[0].needed_eligible()[0].to_string(), "2p");
//! ```
//!
//! # Parts
//!
//! - The line notation ([`Line::parse`]): groups like `2222a`, `2016a`, `NEWS`,
//!   `XXX1a`, `DDb`, alternatives with `|`, ornaments `+ - x × / = *` skipped.
//! - [`Card`]: a compiled card. [`Card::compile`] (with `alloc`) takes [`HandSpec`]s; with the
//!   `card-files` feature (on with `std`) [`Card::from_toml_str`], [`Card::from_json_str`],
//!   [`Card::load`] read card files, and [`Card::sample`] gives the embedded card.
//! - [`Card::match_hand`] gives the best line, [`Card::matches`] every line,
//!   [`Card::nearest`] the closest lines; results are plain `Copy` structs ([`Match`],
//!   [`Nearest`]) with fixed arrays.
//! - With the `serde` feature, [`Match`], [`Nearest`], [`GroupMatch`], [`GroupKind`],
//!   [`FormCount`] and [`CardError`] implement `serde::Serialize` (rule-book names as strings,
//!   tiles as MPSZ strings), for the JSON of the bindings and the command line.
//!
//! # How matching works
//!
//! Compiling expands every line into its concrete forms: every choice among `|` alternatives,
//! every assignment of distinct real suits to the letters `a`, `b`, `c`, every allowed base
//! number n, and every wind for each `Z` group. A form is two 48-byte count vectors over the 34
//! faces and the flower: the naturals it requires (singles, pairs, groups of different tiles) and
//! its slots (all its tiles). A concealed hand matches a form when, for every tile, its naturals
//! lie between the two; its jokers then fill the joker-eligible slots exactly, because the hand
//! holds 14 tiles. Exposures add a check that each takes a distinct joker-eligible group of the
//! same tile and size. Forms of a line that hold the same tiles with the same joker-eligible
//! groups (lines whose suit letters are interchangeable, such as `XXXX0a XXXX0b XXXX0c FF`) are
//! stored once, the first in compile order ([`Card::distinct_form_count`]). Forms are grouped
//! into blocks that share a suit-free profile (numbers
//! summed over suits, winds, dragons, flowers), and lines carry the union of their blocks, so
//! most of the card is ruled out by a 16-byte compare.
//!
//! # Choices where the rules leave room
//!
//! - **Best line**: the one paying most, i.e. the value doubled when jokerless (for lines with a
//!   joker-eligible group); ties go to the line first in card order. [`Match::value`] is the
//!   printed value, [`Match::points`] the value won.
//! - **`matches`** reports each matching line once (a hand's alternative lines separately), with
//!   the first matching form in compile order (alternatives, n, suits craks-dots-bams, winds
//!   E-S-W-N). For a jokerless hand a form with a joker-eligible group is preferred.
//! - **Jokers in a match** go to the groups in line order: exposures keep their own jokers;
//!   concealed sets of one tile are filled with naturals first, in line order.
//! - **Exposures** are the hand's `[…]` melds (exposed or added). A concealed kong `(…)` counts
//!   as concealed tiles (American play has no concealed-kong declaration). An exposed chow fits
//!   no line. Any Chinese flower or season counts as a flower `F` (and [`parse_hand_in`] reads
//!   one written in a hand as `F` when the set is American). Blanks fit nowhere.
//! - **`Z`** in a group stands for one wind for the whole group; different `Z` groups choose
//!   independently (they may be the same wind).
//! - **Suit letters** on groups of suitless tiles (`FFa`, `NNNa`) are accepted and ignored; a
//!   group with numbers, `D` or `X` needs one. The soap `0` is suitless, so `0000` needs no letter.
//! - **Alternatives** of one group must have the same number of tiles, so every line has 14.
//! - **The base number n** runs over every value such that every `X<k>` number n + k stays within
//!   1..9 (as docs/card-format.md says): from 1 − (least k) to 9 − (greatest
//!   k). So a line without an `X0` group can still use 1s: `XXXX1a XXXX2a XXXX3a FF` has n from 0
//!   to 6, and n = 0 is 1111 2222 3333. The hand's `numbers` filters n itself: `odd` and `even`
//!   by the parity of n (0 is even), a list (of 1–9) only those n. A line without `X` has no n.
//! - **Impossible forms** (more naturals of a tile than the 152-tile set holds: 4, or 8 flowers;
//!   or more than 8 jokers needed) are dropped; a line all of whose forms are impossible is an
//!   error naming the group where it became impossible.
//! - **Tiles away** (nearest) = 14 − (naturals that fit + jokers that fit joker-eligible slots),
//!   minimised over the forms consistent with the exposures; ties go to card order. The tiles
//!   needed are split into naturals-only and joker-eligible slots (before spare jokers are placed;
//!   [`Nearest::jokers_fit`] says how many jokers already held fill them).
//! - **Caps**, so that any card, of any size or shape, is compiled or refused in bounded time and
//!   memory, each refusal its own error naming the hand (and line): a line has at most 14 groups,
//!   32 alternatives and [`MAX_COMBINATIONS`] combinations of them
//!   ([`CardErrorKind::TooManyCombinations`]); a hand at most [`MAX_LINES`] lines
//!   ([`CardErrorKind::TooManyLines`]); a card at most [`MAX_FORMS`] forms
//!   ([`CardErrorKind::TooManyForms`]) and a work budget of [`MAX_WORK`] steps (lines,
//!   combinations tried, forms made; [`CardErrorKind::WorkBudget`]). Past the form cap or the
//!   budget, compiling (and linting) stops.
//! - **Reading caps**, so that reading any card text is bounded too: a text of at most
//!   [`MAX_CARD_BYTES`] (256 KiB, a dozen times the largest real card), at most [`MAX_HANDS`]
//!   hands, [`MAX_LINES`] lines a hand and [`MAX_NUMBERS`] values in a `numbers` list, each
//!   refused as soon as the reader meets it, before anything is built. Reading, compiling or
//!   linting any text under the byte cap peaks at about 20 MiB plus a few copies of the text
//!   (measured by `tests/card_memory.rs`). A lint ([`CardLint`]) keeps the first
//!   [`MAX_LINT_PROBLEMS`] errors and warnings and counts the rest.
//! - **Messages** quote at most a window of [`crate::error::MESSAGE_WINDOW`] characters of any
//!   input (a file name, a section, a key), with control characters escaped.
//! - **Hand sizes**: [`Card::match_hand`] and [`Card::matches`] give nothing for a hand that is not
//!   14 tiles, [`Card::nearest`] nothing outside 13 or 14; their `try_` twins
//!   ([`Card::try_match_hand`], [`Card::try_matches`], [`Card::try_nearest`]) say why with a
//!   [`MatchError`], which the bindings report as errors.
//! - **Lint warnings** ([`Card::warnings`]): a card with no hands, and two hands with the same
//!   section and number.

mod charleston;
mod group;
mod hand;
mod line;

#[cfg(feature = "alloc")]
pub mod advice;

#[cfg(feature = "alloc")]
pub(crate) mod bound;
#[cfg(feature = "alloc")]
mod card;
#[cfg(feature = "alloc")]
mod compile;
#[cfg(feature = "alloc")]
mod display;
#[cfg(feature = "alloc")]
mod error;
#[cfg(feature = "card-files")]
mod file;
#[cfg(feature = "alloc")]
pub(crate) mod forms;
#[cfg(feature = "alloc")]
mod lint;
#[cfg(all(feature = "serde", feature = "alloc"))]
mod lint_serialize;
#[cfg(feature = "alloc")]
mod matcher;
#[cfg(feature = "alloc")]
mod names;
#[cfg(feature = "alloc")]
mod nearest;
#[cfg(feature = "alloc")]
mod report;
#[cfg(all(feature = "serde", feature = "alloc"))]
mod serialize;
#[cfg(feature = "alloc")]
mod spec;

#[cfg(feature = "alloc")]
pub use card::{Card, FormCount};
pub use charleston::{CharlestonPass, PassDirection};
#[cfg(feature = "alloc")]
pub use compile::{MAX_CARD_BYTES, MAX_COMBINATIONS, MAX_FORMS, MAX_HANDS, MAX_LINES, MAX_WORK};
#[cfg(feature = "alloc")]
pub use error::{CardError, CardErrorKind, MatchError};
#[cfg(feature = "card-files")]
pub use file::CardFormat;
pub use group::GroupKind;
pub use hand::parse_hand_in;
pub use line::{
    Alternative, Glyph, LINE_TILES, Line, LineError, LineErrorKind, LineGroup, MAX_ALTERNATIVES, MAX_GROUPS, MAX_SET,
};
#[cfg(feature = "alloc")]
pub use lint::{CardLint, CardWarning, MAX_LINT_PROBLEMS};
#[cfg(feature = "alloc")]
pub use matcher::Matches;
#[cfg(feature = "alloc")]
pub use nearest::Nearest;
#[cfg(feature = "alloc")]
pub use report::{AwayText, GroupMatch, JokersText, Match, PointsText, jokerless};
#[cfg(feature = "alloc")]
pub use spec::{HandSpec, MAX_NUMBERS, Numbers, marking};

/// How many nearest lines the bindings and the `mahjong nearest` command give when the caller
/// does not say (the `k` of [`Card::nearest`]).
///
/// ```
/// assert_eq!(mahjong_core::american::DEFAULT_NEAREST, 5);
/// ```
pub const DEFAULT_NEAREST: usize = 5;
