//! The one error type of the table rules. Every message names what is wrong and where.

use super::{Call, CharlestonPass, Seat, TurnPhase};
use crate::Tile;

crate::kind::error_enum! {
    /// Why a table action is not allowed. `Display` gives a sentence naming the seat, tile, pass or
    /// position involved.
    ///
    /// ```
    /// use mahjong_core::rules::{CharlestonPass, RulesError, Seat};
    /// let e = RulesError::PassesJoker { pass: CharlestonPass::FirstOver, seat: Seat::ALL[1], position: 3 };
    /// assert_eq!(e.to_string(), "pass 2 (over): seat 1 passes a joker at position 3");
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
    #[non_exhaustive]
    pub enum RulesError {
        /// A seat number outside the seats in play.
        #[error("{seat} is not in play at a table of {players}")]
        SeatNotInPlay {
            /// The seat.
            seat: Seat,
            /// Players at the table.
            players: u8,
        } => SeatNotInPlay,
        /// A player tried to call their own discard.
        #[error("{seat} cannot call its own discard")]
        OwnDiscard {
            /// The seat.
            seat: Seat,
        } => OwnDiscard,
        /// Only the most recent discard can be called.
        #[error("only the most recent discard can be called")]
        NotLatestDiscard => NotLatestDiscard,
        /// A discarded joker is dead.
        #[error("a discarded joker is dead and may never be claimed")]
        DiscardedJoker => DiscardedJoker,
        /// A dead hand neither draws, calls, exchanges nor discards.
        #[error("{seat} has a dead hand")]
        DeadHand {
            /// The seat.
            seat: Seat,
        } => DeadHand,
        /// The claim window closed before the call.
        #[error("the claim window has closed")]
        WindowClosed => WindowClosed,
        /// The call is not one the variant has (a chow in American play, a quint in Chinese).
        #[error("{call} is not a call in {variant} play")]
        CallNotInVariant {
            /// The call.
            call: Call,
            /// The variant's name.
            variant: &'static str,
        } => CallNotInVariant,
        /// The hand does not hold the tiles the call needs.
        #[error("{seat} cannot call {call} on {tile}: holds {have} of the {need} tiles needed")]
        CannotCall {
            /// The caller.
            seat: Seat,
            /// The call.
            call: Call,
            /// The discard.
            tile: Tile,
            /// Matching tiles (and usable jokers) held.
            have: u8,
            /// Tiles needed from the hand.
            need: u8,
        } => CannotCall,
        /// A chow is claimed only from the player on the left (the previous in turn).
        #[error("{seat} can call chow only from {left}, not from {discarder}")]
        ChowNotFromLeft {
            /// The caller.
            seat: Seat,
            /// The player on the caller's left.
            left: Seat,
            /// Who discarded.
            discarder: Seat,
        } => ChowNotFromLeft,
        /// British rules: one chow per player per hand.
        #[error("{seat} has already declared a chow this hand")]
        OneChowPerHand {
            /// The caller.
            seat: Seat,
        } => OneChowPerHand,
        /// The discard completes no chow with the tiles named.
        #[error("{tile} and the run from {lowest} are not a chow the hand holds")]
        NotAChow {
            /// The discard.
            tile: Tile,
            /// The lowest tile of the chow asked for.
            lowest: Tile,
        } => NotAChow,
        /// A pair or single may be called only for Mah Jongg.
        #[error("a discard completes a pair or a single only for Mah Jongg")]
        PairOnlyForMahJong => PairOnlyForMahJong,
        /// A concealed (C) hand calls only for Mah Jongg.
        #[error("{seat} holds a concealed hand and calls only for Mah Jongg")]
        ConcealedHandCallsOnlyMahJong {
            /// The caller.
            seat: Seat,
        } => ConcealedHandCallsOnlyMahJong,
        /// The call would leave no card line possible (house option).
        #[error("{call} would leave {seat} no line of the card")]
        CallLeavesNoLine {
            /// The caller.
            seat: Seat,
            /// The call.
            call: Call,
        } => CallLeavesNoLine,
        /// The hand cannot win with this tile.
        #[error("{seat} cannot go Mah Jongg with {tile}")]
        NotMahJong {
            /// The caller.
            seat: Seat,
            /// The tile.
            tile: Tile,
        } => NotMahJong,
        /// More jokers asked for than the hand holds or the group can take.
        #[error("{call} of {tile} cannot use {jokers} jokers: the hand holds {held}")]
        JokerCount {
            /// The call.
            call: Call,
            /// The discard.
            tile: Tile,
            /// Jokers asked for.
            jokers: u8,
            /// Jokers held.
            held: u8,
        } => JokerCount,
        /// A hand already holds four melds.
        #[error("{seat} already has four exposures")]
        TooManyMelds {
            /// The seat.
            seat: Seat,
        } => TooManyMelds,
        /// Two claims by one seat.
        #[error("{seat} made two claims on one discard")]
        DuplicateClaim {
            /// The seat.
            seat: Seat,
        } => DuplicateClaim,
        /// An action taken outside the player's own turn or at the wrong moment in it.
        #[error("{seat} cannot {action} now ({phase})")]
        WrongPhase {
            /// The seat.
            seat: Seat,
            /// What was attempted.
            action: &'static str,
            /// Where the player is in the turn.
            phase: TurnPhase,
        } => WrongPhase,
        /// Jokers are not used in this variant.
        #[error("jokers are not used in {variant} play")]
        NoJokers {
            /// The variant's name.
            variant: &'static str,
        } => NoJokers,
        /// No exposure with that index on that rack.
        #[error("{seat} has no exposure {index}")]
        NoSuchExposure {
            /// The rack's owner.
            seat: Seat,
            /// 0-based exposure index.
            index: u8,
        } => NoSuchExposure,
        /// A concealed kong is not an exposure.
        #[error("exposure {index} of {seat} is concealed")]
        ExposureConcealed {
            /// The rack's owner.
            seat: Seat,
            /// 0-based exposure index.
            index: u8,
        } => ExposureConcealed,
        /// The exposure holds no joker.
        #[error("exposure {index} of {seat} holds no joker")]
        NoJokerInExposure {
            /// The rack's owner.
            seat: Seat,
            /// 0-based exposure index.
            index: u8,
        } => NoJokerInExposure,
        /// The tile offered is not the one the joker stands for.
        #[error("{offered} does not match the joker, which stands for {stands_for}")]
        NaturalDoesNotMatch {
            /// The tile offered.
            offered: Tile,
            /// What the joker stands for.
            stands_for: Tile,
        } => NaturalDoesNotMatch,
        /// The tile is not among the player's concealed tiles (a discard cannot be reclaimed).
        #[error("{seat} does not hold {tile} in hand")]
        TileNotHeld {
            /// The seat.
            seat: Seat,
            /// The tile.
            tile: Tile,
        } => TileNotHeld,
        /// A house rule that this table does not play.
        #[error("house rule not played at this table: {rule}")]
        HouseRuleOff {
            /// The house rule.
            rule: &'static str,
        } => HouseRuleOff,
        /// A Charleston pass holds a joker.
        #[error("pass {} ({}): {seat} passes a joker at position {position}", pass.number(), pass.direction_name())]
        PassesJoker {
            /// The pass.
            pass: CharlestonPass,
            /// The passing seat.
            seat: Seat,
            /// 1-based position in the pass.
            position: u8,
        } => PassesJoker,
        /// A Charleston pass holds a tile the player does not have.
        #[error("pass {} ({}): {seat} passes {tile} at position {position} but does not hold it", pass.number(), pass.direction_name())]
        PassesTileNotHeld {
            /// The pass.
            pass: CharlestonPass,
            /// The passing seat.
            seat: Seat,
            /// 1-based position in the pass.
            position: u8,
            /// The tile.
            tile: Tile,
        } => PassesTileNotHeld,
        /// A Charleston pass with the wrong number of tiles.
        #[error("pass {} ({}): {seat} passes {count} tiles; this pass takes {expected}", pass.number(), pass.direction_name())]
        PassCount {
            /// The pass.
            pass: CharlestonPass,
            /// The passing seat.
            seat: Seat,
            /// Tiles passed.
            count: u8,
            /// Tiles the pass takes.
            expected: u8,
        } => PassCount,
        /// A blind pass outside the last pass of a Charleston, or of tiles not just received.
        #[error("pass {} ({}): {seat} passes blind at position {position}, allowed only on the last pass of a Charleston with tiles just received", pass.number(), pass.direction_name())]
        BlindPassNotAllowed {
            /// The pass.
            pass: CharlestonPass,
            /// The passing seat.
            seat: Seat,
            /// 1-based position in the pass.
            position: u8,
        } => BlindPassNotAllowed,
        /// A Charleston pass that is not played at this table or at this point.
        #[error("pass {} ({}) is not played here", pass.number(), pass.direction_name())]
        PassNotPlayed {
            /// The pass.
            pass: CharlestonPass,
        } => PassNotPlayed,
        /// Courtesy pass: more than three tiles asked.
        #[error("{seat} asks for {count} tiles in the courtesy pass; the most is 3")]
        CourtesyCount {
            /// The seat.
            seat: Seat,
            /// Tiles asked.
            count: u8,
        } => CourtesyCount,
        /// No tile left to draw from the live wall.
        #[error("the live wall is exhausted")]
        WallExhausted => WallExhausted,
        /// No replacement (loose) tile: American play has none, or the wall is empty.
        #[error("no replacement draw: {0}")]
        NoReplacement(&'static str) => NoReplacement,
        /// A melded pung becomes a kong only with a self-drawn tile.
        #[error("a melded pung becomes a kong only with a self-drawn tile")]
        AddedKongNeedsSelfDrawnTile => AddedKongNeedsSelfDrawnTile,
        /// No melded pung of the tile to add to.
        #[error("{seat} has no melded pung of {tile}")]
        NoPungToAdd {
            /// The seat.
            seat: Seat,
            /// The tile.
            tile: Tile,
        } => NoPungToAdd,
        /// A kong and Mah Jong may not be declared on the same tile.
        #[error("a kong and Mah Jong cannot be declared on the same tile; the kong takes a replacement draw")]
        KongAndMahJongOnSameTile => KongAndMahJongOnSameTile,
        /// A kong may be robbed only when it is an added kong (or for The Thirteen Unique Wonders).
        #[error("only an added kong may be robbed, except to complete The Thirteen Unique Wonders")]
        RobOnlyAddedKong => RobOnlyAddedKong,
        /// A table action the variant does not have (adding to a pung, a concealed kong or robbing
        /// a kong in American play, where exposures change only through a joker exchange).
        #[error("{action} is not allowed in {variant} play")]
        NotInVariant {
            /// What was attempted.
            action: &'static str,
            /// The variant's name.
            variant: &'static str,
        } => NotInVariant,
        /// A number outside its range: the argument's name, the value given and the range allowed.
        #[error("{argument} {value} is out of range: {expected}")]
        OutOfRange {
            /// The argument's name.
            argument: &'static str,
            /// The value given.
            value: u32,
            /// What is allowed.
            expected: &'static str,
        } => OutOfRange,
        /// A hand index off the card.
        #[error("hand {index} is out of range: the card has {hands}")]
        NoSuchCardHand {
            /// The 0-based hand index given.
            index: u32,
            /// Hands on the card.
            hands: u32,
        } => NoSuchCardHand,
        /// A line index off a hand of the card.
        #[error("line {line} is out of range: hand {hand} has {lines}")]
        NoSuchCardLine {
            /// The 0-based hand index.
            hand: u32,
            /// The 0-based line index given.
            line: u32,
            /// Lines of that hand.
            lines: u32,
        } => NoSuchCardLine,
        /// More copies of a tile counted as visible than the tile set holds.
        #[error("{count} of {tile} visible, but the {set} set has {max}")]
        TooManyVisible {
            /// The tile.
            tile: Tile,
            /// The count given.
            count: u8,
            /// Copies in the set.
            max: u8,
            /// The set's name.
            set: &'static str,
        } => TooManyVisible,
        /// A Chinese or British caller without 13 tiles in sets (a kong counts three).
        #[error("{seat} cannot call: the hand has {tiles} tiles in sets; a caller holds 13")]
        CallerTileCount {
            /// The caller.
            seat: Seat,
            /// Tiles in sets (concealed tiles, bonus tiles aside, and three per meld).
            tiles: u8,
        } => CallerTileCount,
        /// The hand evaluator rejected the hand (Chinese and British).
        #[error("{0}")]
        Hand(#[from] crate::standard::StandardError) => Hand,
        /// Chinese and British play: a discard that is not a tile of the table's set
        /// ([`Table::tile_set`](super::Table::tile_set)): a joker or a blank, a North wind at three players.
        #[error("the discard {tile} is not a tile of the {set} set")]
        DiscardNotInSet {
            /// The discard.
            tile: Tile,
            /// The set's name.
            set: &'static str,
        } => DiscardNotInSet,
    }
    /// Which rule the error reports, with a number that never changes (see [`ErrorKind`](crate::ErrorKind)).
    ///
    /// ```
    /// use mahjong_core::{ErrorKind, rules::RulesError};
    /// assert_eq!(RulesError::WallExhausted.kind(), ErrorKind::WallExhausted);
    /// ```
    const fn kind;
}

impl RulesError {
    /// Whether the rules refuse a number the caller gave as outside its range (a count, an index
    /// off the card, more visible copies of a tile than the set holds) rather than a move they
    /// forbid: the two a face reports apart.
    ///
    /// ```
    /// use mahjong_core::rules::{RulesError, Table};
    /// assert!(Table::american().with_players(9).unwrap_err().is_out_of_range());
    /// assert!(!RulesError::WindowClosed.is_out_of_range());
    /// ```
    pub const fn is_out_of_range(&self) -> bool {
        matches!(
            self,
            RulesError::OutOfRange { .. }
                | RulesError::NoSuchCardHand { .. }
                | RulesError::NoSuchCardLine { .. }
                | RulesError::TooManyVisible { .. }
        )
    }

    /// The tiles the message names, in the order it names them (none for most errors), for a
    /// face that writes tiles in the table's own notation: the message writes them as a
    /// [`Tile`] displays (`5p`), an American table as [`Tile::american`] does (`5d`).
    ///
    /// ```
    /// use mahjong_core::rules::{RulesError, Seat};
    /// let (tile, lowest) = ("4m".parse().unwrap(), "1m".parse().unwrap());
    /// let e = RulesError::NotAChow { tile, lowest };
    /// assert_eq!(e.to_string(), "4m and the run from 1m are not a chow the hand holds");
    /// assert_eq!(e.tiles().collect::<Vec<_>>(), [tile, lowest]);
    /// assert_eq!(RulesError::TileNotHeld { seat: Seat::ALL[1], tile }.tiles().collect::<Vec<_>>(), [tile]);
    /// assert_eq!(RulesError::WindowClosed.tiles().count(), 0);
    /// ```
    pub fn tiles(&self) -> impl Iterator<Item = Tile> + use<> {
        let (first, second) = match *self {
            RulesError::CannotCall { tile, .. }
            | RulesError::NotMahJong { tile, .. }
            | RulesError::JokerCount { tile, .. }
            | RulesError::TileNotHeld { tile, .. }
            | RulesError::PassesTileNotHeld { tile, .. }
            | RulesError::NoPungToAdd { tile, .. }
            | RulesError::TooManyVisible { tile, .. }
            | RulesError::DiscardNotInSet { tile, .. } => (Some(tile), None),
            RulesError::NotAChow { tile, lowest } => (Some(tile), Some(lowest)),
            RulesError::NaturalDoesNotMatch { offered, stands_for } => (Some(offered), Some(stands_for)),
            _ => (None, None),
        };
        first.into_iter().chain(second)
    }
}
