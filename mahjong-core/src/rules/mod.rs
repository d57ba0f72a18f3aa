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
//! The American rules that depend on the card need the `alloc` feature: a
//! line is *still possible* for a hand when one of its forms takes every exposure and the tiles
//! not visible to all can complete it (the exact test is below).
//! [`american_call_facts`] fills [`CallFacts`] (Mah Jongg on the discard, only C lines left,
//! which exposures keep a line, dead by the card); [`exposures_dead`] gives
//! [`DeadHandReason::ExposureFitsNoLine`] and [`DeadHandReason::IncompatibleExposures`];
//! [`no_line_possible`] the strict [`DeadHandReason::NoLinePossible`]; [`american_dead_hand`]
//! checks them in turn; [`valid_exposures`] and [`american_dead_hand_rack`] keep a dead hand's
//! earlier valid exposures for joker exchange; [`lines_possible`], [`line_possible`] and
//! [`visible_tiles`] are the building blocks.
//!
//! ## When a line is still possible
//!
//! Everything here rests on one definition. Given a hand and the tiles visible to all (every
//! discard and every exposure on every rack, as counts per [`Tile::index`](crate::Tile::index); see
//! [`visible_tiles`]), a line of the card is **still possible** when
//!
//! 1. the hand has no exposed chow, and the line is an X line or the hand has no exposures (a
//!    concealed (C) line takes no exposure);
//! 2. one of the line's concrete forms (a choice of alternatives, suits, base number and winds)
//!    takes every exposure of the hand as a distinct joker-eligible group of the same tile and
//!    size (the exposures never change, so every one must still fit);
//! 3. the set can still supply that form: for every face, the naturals the form requires outside
//!    the exposures (its singles and pairs) are at most the tiles of that face not visible, and
//!    the joker-eligible slots the naturals left over cannot fill are at most the jokers not
//!    visible.
//!
//! The set holds 4 of each face, 8 flowers (any flower or season is a flower) and 8 jokers. "Not
//! visible" is the set minus the visible count; the hand's own exposures are always counted as
//! visible, so passing `&[0; 45]` means "nothing known but the hand's own exposures". The hand's
//! concealed tiles do not enter the test: a tile the player holds is one of those not visible,
//! so the answer depends only on public information (the League's procedure: a dead-hand challenge uses only
//! exposures and discards).
//!
//! ## The rules
//!
//! - [`american_call_facts`]: does the discard give Mah Jongg ([`Card::match_hand`](crate::american::Card::match_hand) on the hand
//!   plus the discard); are all the lines still possible C lines (then the hand calls only for
//!   Mah Jongg); for each exposure size, does some way to make it (any number of the hand's
//!   jokers) keep a line possible (read with [`HouseRules::calls_keep_a_line`]); is the
//!   hand dead by the card.
//! - [`exposures_dead`]: exposures that fit no X line ([`DeadHandReason::ExposureFitsNoLine`],
//!   the first such exposure) or fit none together ([`DeadHandReason::IncompatibleExposures`]),
//!   judged by condition 3 with only the hand's own exposures visible.
//! - [`no_line_possible`]: the strict dead hand ([`DeadHandReason::NoLinePossible`]).
//! - [`american_dead_hand`]: a wrong tile count, then the exposures, then (with
//!   [`HouseRules::strict_dead_hand`]) the strict test.
//! - [`valid_exposures`] and [`american_dead_hand_rack`]: a dead hand's earlier valid exposures
//!   stay for joker exchange. Exposures are judged in the order they were made (the order of
//!   [`Hand::melds`](crate::Hand::melds)): one is valid when it fits an X line together with the valid ones before
//!   it; an exposure that breaks the hand, and any later one that fits no line with the valid
//!   ones, return to the concealed rack.
//!
//! Every function taking `visible` counts refuses a count above the copies of the American set
//! (four of each face, eight jokers, six blanks, eight flowers: flowers and seasons of every
//! index count together as the American flower) with [`RulesError::TooManyVisible`], naming the
//! tile and the count.
//!
//! None of these allocate: the hand is folded into fixed count arrays and the card's forms are
//! scanned in place, stopping at the first possible line where a yes or no is enough.
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
//! - Three-player Charleston: right and left passes only, no courtesy pass ([The Charleston](#the-charleston)).
//! - Misdeals in Chinese and British play: always a redeal with the same East ([The deal, the wall and kongs](#the-deal-the-wall-and-kongs)).
//! - Chinese loose tiles come from the end of the live wall; the British Kong Box holds 14 and,
//!   once empty, replacements come from the live wall ([The deal, the wall and kongs](#the-deal-the-wall-and-kongs)).
//! - "One chow per round" (British) is read as one chow per player per hand.
//! - Seat winds at smaller tables: three players are East, South, West; two players
//!   East and West ([`Seat::wind`]).
//! - A game lasts four wind rounds unless [`HouseRules::wind_rounds`] says fewer (the three-player rules'
//!   three players agree on "3 or 4 rounds"); see [Dealer and prevailing wind](#dealer-and-prevailing-wind).
//! - Dead-hand tile counts: a Chinese or British kong counts three tiles ("A Kong counts as one
//!   complete set"), an American kong four ([`tile_count_dead`]).
//! - American exposures change only through a joker exchange: adding to a pung, declaring a
//!   concealed kong and robbing a kong are refused with [`RulesError::NotInVariant`].
//! - Where rule books differ, on breaking the wall and on the deal after a
//!   draw are written down in [The deal, the wall and kongs](#the-deal-the-wall-and-kongs) and
//!   [Dealer and prevailing wind](#dealer-and-prevailing-wind).
//!
//! # The Charleston
//!
//! The Charleston and the courtesy pass (American).
//!
//! The first Charleston (right, over, left) is required; the second (left, over, right) is
//! played only if all four players agree, so any one player can stop it. Each pass is three
//! tiles, never a joker; a blind pass (passing on tiles just received, unseen) is allowed on the
//! last pass of each Charleston. After the Charleston, players across from each other may
//! exchange 0–3 tiles; both pass the lower number asked. With fewer than four players the
//! Charleston is skipped unless the house rule plays it.
//!
//! Three-player Charleston (house rule): the rule books leave the order to the table; here the
//! "over" passes and the courtesy pass are skipped (nobody sits across), leaving right, left and
//! left, right, the most common published order.
//!
//! # Dead hands
//!
//! Dead hands (American), with the reason.
//!
//! A hand is dead for a wrong tile count, a false Mah Jongg that was exposed, a concealed (C)
//! hand improperly exposed, exposures that fit no X line of the card (or are incompatible with
//! each other), and, with the strict house option, when no card line is still possible given the
//! tiles visible to all. The card-dependent checks are under [Rules that need the card](#rules-that-need-the-card). A dead player stops
//! drawing, calling, exchanging and discarding for the rest of the hand; their turns are
//! skipped; their earlier valid exposures stay for joker exchange, while an illegal exposure and
//! the tiles exposed in an erroneous win go back to the concealed rack (all exposures of a C
//! hand, whose jokers then cannot be redeemed).
//!
//! # The deal, the wall and kongs
//!
//! The deal and misdeals, breaking the wall, the live wall and the Kong Box (loose tiles),
//! flowers and seasons and the wall game. Kongs are at the end of this section.
//!
//! Choices where the rule books leave it open:
//! - The missing-13th-tile remedy is the American League's; in Chinese and British
//!   play every wrong count is a misdeal, redealt with the same East.
//! - Chinese play takes replacement (loose) tiles from the far end of the wall
//!   itself, so they shorten the live wall. British play sets 14 tiles aside as the
//!   Kong Box, the two loose tiles included; replacements come from it, and once it is empty
//!   from the far end of the live wall. The Kong Box is never drawn in ordinary play.
//! - A hand is a wall game when a player must draw and the live wall is empty (the League's procedure: the
//!   last discard may still be claimed first).
//! - With fewer than four players the deal goes round the seats in play only: four tiles each,
//!   three times round, then one tile each from East and East's last tile (13 × players + 1
//!   tiles, [`deal_order`]).
//! - Dice: the American break sums both dice (the League's procedure, "East rolls both dice"), each 1–6. A
//!   Chinese or British throw is the total of two dice, 2–12.
//!
//! ## Where rule books differ: breaking the wall (Chinese)
//!
//! One statement of the Chinese rules says "East rolls one or two dice. Starting at the right end of East's
//! wall, count…": East breaks East's own wall with a single throw. The classical rule book has East's throw pick
//! the breaker by counting the players, and the breaker throws again and counts the total of
//! both throws along their own wall. [`break_wall`] implements the classical two-throw break for
//! Chinese and British play (it is the fuller rule and matches its worked example); a table
//! following the single-throw rule can use the American single-count break, which counts along East's wall.
//!
//! Kongs (Chinese and British): [`declare_concealed_kong`], [`add_to_pung`], [`check_rob_kong`], [`rob_kong`] and [`check_kong_or_mah_jong`].
//!
//! # Dealer and prevailing wind
//!
//! Dealer and prevailing wind: who deals the next hand.
//!
//! American: East passes to the right after every hand, whoever won, wall
//! games included. With five players the fifth sits out each game and the seat rotates.
//! Chinese and British: East keeps the deal after winning; otherwise the deal
//! passes to the right. A draw keeps East. The prevailing wind advances East → South
//! → West → North once every player has dealt and the current East does not keep the deal; the
//! game ends when the last wind round ends: the North round by default, or after
//! [`HouseRules::wind_rounds`] rounds (the three-player game is "3 or 4 rounds as
//! agreed"; 0, the default, means all four).
//!
//! Seat winds follow the players at the table ([`Seat::wind`]): three players are East, South
//! and West (the classical rules: triangular Mah Jong "eliminates the North position completely"); two
//! players are East and West (the classical rules: "One player plays East, the other West").
//!
//! ## Where rule books differ: the deal after a draw (Chinese)
//!
//! One statement of the Chinese rules says "If East does not win: The deal passes counterclockwise to the
//! next player", which passes the deal after a draw too. The classical rules say that after a draw "game
//! is restarted with the same player as East wind". [`next_round`] follows the classical rule (the draw
//! keeps East), the common published practice; that sentence is read as being about hands
//! that someone else wins.
#[cfg(feature = "alloc")]
mod american;
pub mod args;
mod calls;
mod charleston;
mod chinese;
mod dead;
mod deal;
mod error;
mod exchange;
mod kong;
pub mod limits;

mod outcomes;
mod played;
mod rotation;
mod table;
mod turn;

#[cfg(feature = "alloc")]
pub(crate) use american::witness;
#[cfg(feature = "alloc")]
pub use american::{
    LinesPossible, american_call_facts, american_dead_hand, american_dead_hand_rack, exposures_dead, hand_of_card,
    line_possible, lines_possible, no_line_possible, valid_exposures, visible_tiles,
};
#[cfg(feature = "alloc")] // for the game engine
pub(crate) use calls::calls_among;
pub use calls::{
    Call, CallFacts, CallSet, Claim, Discard, TableAction, call_in_time, calls, check_american_call, check_call,
    check_chinese_call, check_discard_callable, check_discard_tile, chow_options, claim_order, claim_window_open,
    claim_winner, expose, expose_chow, must_discard_after, next_to_play, resolve_mah_jong_claims, turns_lost,
};
pub use charleston::{
    CharlestonPass, Pass, PassDirection, PassOutcome, apply_charleston_pass, apply_courtesy_pass, charleston_played,
    check_charleston_pass, courtesy_count, passed_joker_remedy, second_charleston,
};
pub use chinese::{
    assumed_call_facts, call_facts, calls_given, check_call_given, chinese_call_facts, rob_kong, standard_profile,
};
#[cfg(feature = "serde")]
pub use dead::DeadHandReport;
pub use dead::{
    DeadHandReason, DeadHandVerdict, FalseDeclaration, FalseMahJongOutcome, LIVE_HAND, concealed_hand_exposed,
    dead_hand_rack, false_mah_jong, next_live_seat, tile_count_dead,
};
#[cfg(feature = "alloc")] // for the game engine
pub(crate) use deal::take_tile_in;
pub use deal::{
    DealOrder, KONG_BOX_TILES, MAX_DEAL_COUNT, Remedy, ReplacementSource, Wall, WallBreak, bonus_replacements,
    break_wall, check_deal, deal_order, dealt_tiles, holds_all_bonus_tiles, take_tile, tiles_dealt, wall_stacks,
};
pub use error::RulesError;
pub use exchange::{JokerExchange, Turn, TurnPhase, exchange_joker, trade_blank};
pub use kong::{add_to_pung, check_kong_or_mah_jong, check_rob_kong, declare_concealed_kong};
pub use outcomes::{BetOutcomeVariant, DeadHandReasonVariant, FalseMahJongOutcomeVariant};
pub use played::charleston_passes;
pub use rotation::{Bet, BetOutcome, HandResult, Round, next_round, settle_bet, sitting_out};
pub use table::{HouseRules, Seat, Table, Variant};
pub use turn::discard_tile;
#[cfg(feature = "alloc")] // for the game engine
pub(crate) use turn::discard_tile_in;
