//! A table that plays itself: whole hands from the shuffle to the settlement, for American
//! mah jongg (with a card) and the Chinese classical game, driven one action at a time.
//!
//! ```
//! use mahjong_core::{american::Card, rules::{Seat, Table}, sim::{Actions, Bot, BotKind, Game, play}};
//!
//! // A seeded hand, stepped by hand: the legal actions, one taken, the observation.
//! let mut g = Game::new(Table::american(), Some(Card::sample()), 2026).unwrap();
//! let mut legal = Actions::new();
//! g.legal_actions(&mut legal);
//! g.step(legal.as_slice()[0]).unwrap();
//! let seen = g.observe(Seat::ALL[0]);
//! assert_eq!(seen.own.iter().map(|&n| u32::from(n)).sum::<u32>(), 14);
//!
//! // The same seed played by bots to the end: the payments sum to zero.
//! let mut g = Game::new(Table::american(), Some(Card::sample()), 2026).unwrap();
//! let out = play(&mut g, &mut Bot::seats(BotKind::Greedy, 2026), None).unwrap();
//! assert_eq!(out.nets.iter().sum::<i64>(), 0);
//! ```
//!
//! # The engine
//!
//! [`Game`] holds the wall, the four hands, the discards and whose decision it is. Every rule
//! comes from the rules modules, never written again here: the deal ([`crate::rules::deal_order`],
//! [`crate::rules::take_tile`], [`crate::rules::Wall`]), the Charleston
//! ([`crate::rules::check_charleston_pass`], [`crate::rules::apply_charleston_pass`],
//! [`crate::rules::apply_courtesy_pass`], [`crate::rules::second_charleston`]), the discard
//! ([`crate::rules::discard_tile`]), calls and their priority ([`crate::rules::calls`],
//! [`crate::rules::check_call`], [`crate::rules::expose`], [`crate::rules::claim_winner`]), the
//! card's facts ([`crate::rules::lines_possible`], [`crate::american::Card::match_hand`]), joker
//! exchange ([`crate::rules::exchange_joker`]), dead hands ([`crate::rules::american_dead_hand`],
//! [`crate::rules::american_dead_hand_rack`], [`crate::rules::next_live_seat`]), kongs and loose
//! tiles ([`crate::rules::declare_concealed_kong`], [`crate::rules::add_to_pung`],
//! [`crate::rules::rob_kong`]), winning ([`crate::standard::is_winning`]) and the settlement
//! ([`crate::scoring::settle_american`] on the card's match; [`crate::scoring::settle_hands`],
//! which is [`crate::scoring::score`] and [`crate::scoring::settle`], for the classical game).
//!
//! A [`Game`] is a plain value (about 3 KiB, `Clone`); stepping it allocates nothing.
//!
//! # Choices
//!
//! - One hand, East (seat 0) the dealer, the prevailing wind East; seat `n` sits at wind `n`.
//! - American: the League's rules (no blanks); the Charleston passes are made one tile at a time,
//!   none blind; "jokerless" is announced whenever the winning hand has no joker; Mah Jongg may
//!   be declared after drawing, after a joker exchange, or on an exposure just called.
//!   A player whose exposure makes the hand dead stops playing; its valid exposures stay for joker
//!   exchange. With fewer than two live players the hand ends with no winner.
//! - Classical: the 144 tiles with flowers and seasons, set aside and replaced at once; loose
//!   tiles come from the far end of the live wall; a kong is declared only after drawing, and an
//!   added kong may be robbed.
//! - Claims: every player with a call on the discard answers in turn order after the
//!   discarder, not seeing the others' answers; [`crate::rules::claim_winner`] picks the claim.
//! - A wall game pays nothing.
//!
//! # Knowing cheaply that a hand cannot be complete
//!
//! Matching a hand against the card is the expensive question, and most hands are far from
//! any line. The engine keeps for each player a lower bound of the hand's tiles away from the card
//! ([`crate::american::Card::nearest`]): a tile gained (a draw, a call, a pass received, a joker
//! exchanged) lowers tiles away by at most one, a tile given up never lowers it, and an exposure
//! only takes lines away. A hand is matched only when its bound says it may be one tile (on a
//! discard) or no tile (after a draw) from complete, and the bound is refreshed then: first from
//! the card's suit-free profiles (how many of the hand's tiles each line has room for, which is
//! cheap), and from [`crate::american::Card::nearest`] only when that says the hand may be close.
//! Likewise the call rule is asked only of players who may win on the discard, hold two of it
//! (American: of it and jokers) or, in classical play, sit next after the discarder holding a
//! tile of its suit within two of it (a chow).
//!
//! Classical hands keep the same kind of bound from the hand evaluator's tiles away
//! ([`crate::standard::tiles_away`], and for a hand with melds the cheaper count of its concealed
//! tiles, [`crate::standard::tiles_away_counts`], which is never more): the evaluator
//! ([`crate::standard::is_winning`]) is asked whether a hand wins only when the bound says it may
//! be complete after a draw, or one tile from complete on a discard, and then only the calls the
//! hand may have are put to [`crate::rules::check_call`].
//! The tests play the same seeds with and without these shortcuts and require the same games.
//!
//! The engine also keeps each hand's concealed tiles counted by face, with masks of the faces
//! held and held four times, as tiles come and go (a draw or discard changes one count; a call,
//! a kong or a pass counts the new hand again): they say how many of a discard a hand holds,
//! whether it holds a tile a chow needs, which faces it may discard and which kongs to put to
//! the rules, and feed the tiles-away count, without a pass over the hand's tiles.
//!
//! # Random numbers
//!
//! [`Xoshiro256`] (xoshiro256**) seeded by [`SplitMix64`], from their published definitions; the
//! shuffle is Fisher–Yates with Lemire's exactly uniform bounded numbers, so a seed and the list
//! of actions replay the same hand on every platform.

mod game;
#[cfg(all(feature = "serde", feature = "card-files"))]
pub mod log;
mod players;
mod rng;
mod seats;
#[cfg(feature = "std")]
pub mod stats;

pub use game::{
    ACTION_SPACE, Action, Actions, DEALER, Game, MAX_ACTIONS, MAX_TILES, NotAnAction, Observation, Outcome, Phase,
    SimError, WinBy,
};
pub use players::{Bot, BotKind, Move, Player, RandomBot, play};
pub use rng::{SplitMix64, Xoshiro256};
pub use seats::{play_seats, step_then_play};
