//! Table rules for game clients: calls, claim priority, joker exchange, dead hands, Charleston,
//! deal and rotation.
//!
//! Every rule is a pure function over state the caller passes in: the [`Table`] (variant,
//! players, [`HouseRules`]), the four hands as `[Hand; 4]`, seats as [`Seat`] (0–3 in turn
//! order), the discard, the turn phase. There is no hidden game loop. Results are plain `Copy`
//! values; errors are one [`RulesError`] enum whose message names what is wrong and where.
//!
//! ```
//! use mahjong_core::{Hand, rules::{calls, claim_winner, Call, CallFacts, Claim, Discard, Seat, Table}};
//! let s = Seat::ALL;
//! let table = Table::chinese();
//! // Seat 0 discards 5 craks; seat 1 (on its right) may chow, seat 2 may pung.
//! let d = Discard::latest("5m".parse().unwrap(), s[0]);
//! let chow = calls(&table, &Hand::parse("46m 99p 123s 456s 789s").unwrap(), s[1], &d, &CallFacts::default()).unwrap();
//! assert!(chow.contains(Call::Chow));
//! let claims = [Claim::new(s[1], Call::Chow), Claim::new(s[2], Call::Pung)];
//! assert_eq!(claim_winner(&table, s[0], &claims).unwrap().unwrap().seat, s[2]);
//! ```
//!
//! # Rules that need the card
//!
//! The American rules that depend on the card are in [`card`] (with the `alloc` feature): a
//! line is *still possible* for a hand when one of its forms takes every exposure and the tiles
//! not visible to all can complete it (see [`card`] for the exact test).
//! [`american_call_facts`] fills [`CallFacts`] (Mah Jongg on the discard, only C lines left,
//! which exposures keep a line, dead by the card); [`exposures_dead`] gives
//! [`DeadHandReason::ExposureFitsNoLine`] and [`DeadHandReason::IncompatibleExposures`];
//! [`no_line_possible`] the strict [`DeadHandReason::NoLinePossible`]; [`american_dead_hand`]
//! checks them in turn; [`valid_exposures`] and [`american_dead_hand_rack`] keep a dead hand's
//! earlier valid exposures for joker exchange; [`lines_possible`], [`line_possible`] and
//! [`visible_tiles`] are the building blocks.
//!
//! # Seats and directions
//!
//! Play moves to the right (counterclockwise): seat `n + 1` plays after seat `n`. East is the
//! dealer's seat; South sits to East's right, West across, North on East's left
//! ([`Seat::wind`]). One rule book says a Chow comes from "the player immediately before you in turn
//! order (the player to your right)"; the player before you in turn order is on your left, so
//! the Chow comes from the previous seat, as in every other rule book.
//!
//! # League rules and house rules
//!
//! [`HouseRules::LEAGUE`] is the default. The American house rules (blanks in play, three-player
//! Charleston, the fifth player's bet, paying for the party) and the optional table rules
//! (strict dead hand, calls that keep a line) are fields of [`HouseRules`], set once.
//! The American social format's remedies (a passed joker, a destroyed wall, one live player left)
//! are applied as written; they only change outcomes the League leaves to the table.
//!
//! # Where the rules leave something open
//!
//! - Blanks (an American house rule): traded on the player's own turn after drawing, for any discard except a
//!   joker ([`trade_blank`]).
//! - Three-player Charleston: right and left passes only, no courtesy pass ([`charleston`]).
//! - Misdeals in Chinese and British play: always a redeal with the same East ([`deal`]).
//! - Chinese loose tiles come from the end of the live wall; the British Kong Box holds 14 and,
//!   once empty, replacements come from the live wall ([`deal`]).
//! - "One chow per round" (British) is read as one chow per player per hand.
//! - Seat winds at smaller tables: three players are East, South, West; two players
//!   East and West ([`Seat::wind`]).
//! - A game lasts four wind rounds unless [`HouseRules::wind_rounds`] says fewer (the three-player rules'
//!   three players agree on "3 or 4 rounds"); see [`rotation`].
//! - Dead-hand tile counts: a Chinese or British kong counts three tiles ("A Kong counts as one
//!   complete set"), an American kong four ([`tile_count_dead`]).
//! - American exposures change only through a joker exchange: adding to a pung, declaring a
//!   concealed kong and robbing a kong are refused with [`RulesError::NotInVariant`].
//! - Where rule books differ, on breaking the wall and on the deal after a
//!   draw are written down in [`deal`] and [`rotation`].

mod calls;
#[cfg(feature = "alloc")]
pub mod card;
pub mod charleston;
pub mod dead;
pub mod deal;
mod error;
mod exchange;
pub mod rotation;
mod standard;
mod table;
mod turn;

pub use calls::{
    Call, CallFacts, CallSet, Claim, Discard, TableAction, call_in_time, calls, check_american_call, check_call,
    check_chinese_call, check_discard_callable, chow_options, claim_order, claim_window_open, claim_winner, expose,
    expose_chow, must_discard_after, next_to_play, resolve_mah_jong_claims, turns_lost,
};
#[cfg(feature = "alloc")]
pub use card::{
    LinesPossible, american_call_facts, american_dead_hand, american_dead_hand_rack, exposures_dead, line_possible,
    lines_possible, no_line_possible, valid_exposures, visible_tiles,
};
pub use charleston::{
    CharlestonPass, Pass, PassDirection, PassOutcome, apply_charleston_pass, apply_courtesy_pass, charleston_played,
    check_charleston_pass, courtesy_count, passed_joker_remedy, second_charleston,
};
pub use dead::{
    DeadHandReason, FalseDeclaration, FalseMahJongOutcome, concealed_hand_exposed, dead_hand_rack, false_mah_jong,
    next_live_seat, tile_count_dead,
};
pub use deal::{
    DealOrder, KONG_BOX_TILES, MAX_DEAL_COUNT, Remedy, ReplacementSource, Wall, WallBreak, add_to_pung,
    bonus_replacements, break_wall, check_deal, check_kong_or_mah_jong, check_rob_kong, deal_order, dealt_tiles,
    declare_concealed_kong, holds_all_bonus_tiles, take_tile, tiles_dealt, wall_stacks,
};
pub use error::RulesError;
pub use exchange::{JokerExchange, Turn, TurnPhase, exchange_joker, trade_blank};
pub use rotation::{Bet, BetOutcome, HandResult, Round, next_round, settle_bet, sitting_out};
pub use standard::{assumed_call_facts, chinese_call_facts, rob_kong, standard_profile};
pub use table::{HouseRules, Seat, Table, Variant};
pub use turn::discard_tile;
