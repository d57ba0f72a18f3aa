//! Dead hands (American), with the reason; the rules are written in the `rules` module docs
//! ("Dead hands").

use super::{Remedy, Seat, Table, TurnPhase};
use crate::{Hand, Meld};

/// Why a hand is dead.
///
/// ```
/// use mahjong_core::rules::DeadHandReason;
/// let r = DeadHandReason::WrongTileCount { has: 12, expected: 13 };
/// assert_eq!(r.to_string(), "wrong tile count: 12 tiles, 13 expected");
/// assert_eq!(r.label(), "wrong tile count");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DeadHandReason {
    /// The player does not hold the right number of tiles.
    #[error("wrong tile count: {has} tiles, {expected} expected")]
    #[cfg_attr(feature = "serde", serde(alias = "WrongTileCount"))]
    WrongTileCount {
        /// Tiles held (concealed and exposed).
        has: u8,
        /// Tiles that should be held.
        expected: u8,
    },
    /// A false Mah Jongg whose tiles were exposed.
    #[error("false Mah Jongg exposed")]
    #[cfg_attr(feature = "serde", serde(alias = "FalseMahJong"))]
    FalseMahJong,
    /// A concealed (C) hand was improperly exposed.
    #[error("concealed hand improperly exposed")]
    #[cfg_attr(feature = "serde", serde(alias = "ConcealedHandExposed"))]
    ConcealedHandExposed,
    /// An exposure fits no X line of the card.
    #[error("exposure {meld} fits no exposed line of the card")]
    #[cfg_attr(feature = "serde", serde(alias = "ExposureFitsNoLine"))]
    ExposureFitsNoLine {
        /// 0-based exposure index.
        meld: u8,
    },
    /// The exposures together fit no single X line.
    #[error("the exposures fit no single exposed line of the card")]
    #[cfg_attr(feature = "serde", serde(alias = "IncompatibleExposures"))]
    IncompatibleExposures,
    /// Strict: no line is still possible given the tiles visible to all.
    #[error("no line of the card is still possible given the visible tiles")]
    #[cfg_attr(feature = "serde", serde(alias = "NoLinePossible"))]
    NoLinePossible,
}

impl DeadHandReason {
    /// The canonical name of the reason (see [`crate::name`]): its [`variant`](Self::variant)'s.
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::DeadHandReason::ExposureFitsNoLine { meld: 0 }.name(), "exposure_fits_no_line");
    /// ```
    pub const fn name(self) -> &'static str {
        self.variant().name()
    }

    /// Short name: its [`variant`](Self::variant)'s.
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::DeadHandReason::NoLinePossible.label(), "no line possible");
    /// ```
    pub const fn label(self) -> &'static str {
        self.variant().label()
    }
}

/// What a face says for a hand that is not dead (no [`DeadHandReason`]), beside a reason's own
/// sentence.
///
/// ```
/// assert_eq!(mahjong_core::rules::LIVE_HAND, "live hand");
/// ```
pub const LIVE_HAND: &str = "live hand";

/// A dead-hand verdict in words, as every face prints it: `live hand` when no rule makes the
/// hand dead, else `dead hand: ` and the reason's text.
///
/// ```
/// use mahjong_core::rules::{DeadHandReason, DeadHandVerdict};
/// assert_eq!(DeadHandVerdict(None).to_string(), "live hand");
/// let r = DeadHandReason::WrongTileCount { has: 12, expected: 13 };
/// assert_eq!(DeadHandVerdict(Some(r)).to_string(), "dead hand: wrong tile count: 12 tiles, 13 expected");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeadHandVerdict(pub Option<DeadHandReason>);

impl core::fmt::Display for DeadHandVerdict {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.0 {
            None => f.write_str(LIVE_HAND),
            Some(r) => write!(f, "dead hand: {r}"),
        }
    }
}

/// A dead-hand reason as it is reported: `{"reason": "wrong_tile_count", "message": "wrong tile
/// count: 12 tiles, 13 expected", "has": 12, "expected": 13, "exposure": null}` (`reason` its
/// canonical name, `message` its text, and the numbers the reason carries, else `null`).
///
/// ```
/// use mahjong_core::rules::{DeadHandReason, DeadHandReport};
/// let v = serde_json::to_value(DeadHandReport(DeadHandReason::ExposureFitsNoLine { meld: 1 })).unwrap();
/// assert_eq!((v["reason"].as_str(), v["exposure"].as_u64()), (Some("exposure_fits_no_line"), Some(1)));
/// assert!(v["has"].is_null());
/// ```
#[cfg(feature = "serde")]
#[derive(Clone, Copy, Debug)]
pub struct DeadHandReport(pub DeadHandReason);

#[cfg(feature = "serde")]
impl serde::Serialize for DeadHandReport {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let r = self.0;
        let mut m = s.serialize_map(Some(5))?;
        m.serialize_entry("reason", r.name())?;
        m.serialize_entry("message", &format_args!("{r}"))?;
        m.serialize_entry("has", &r.has())?;
        m.serialize_entry("expected", &r.expected())?;
        m.serialize_entry("exposure", &r.exposure())?;
        m.end()
    }
}

/// A wrong tile count makes a hand dead: 14 tiles on turn before discarding (after drawing or
/// exposing), 13 otherwise. American: every tile counts, flowers and jokers included, and a
/// kong is four of the hand's fourteen. Chinese and British: "A Kong counts as one
/// complete set, even though it contains four tiles", so a kong counts three (its fourth tile
/// was replaced from the wall), and flowers and seasons set aside do not count.
///
/// ```
/// use mahjong_core::{Hand, rules::{tile_count_dead, DeadHandReason, Table, TurnPhase}};
/// let h = Hand::parse("111222333444b").unwrap();
/// assert_eq!(tile_count_dead(&Table::american(), &h, TurnPhase::Waiting), Some(DeadHandReason::WrongTileCount { has: 12, expected: 13 }));
/// let kong = Hand::parse("[1111m] 234m 567p 89s 11z").unwrap();
/// assert_eq!(tile_count_dead(&Table::chinese(), &kong, TurnPhase::Waiting), None);
/// // American: Chinese flowers written in the hand are flowers, and count.
/// let flowers = Hand::parse("1f 2f 3g 226m5z 222s 2222p").unwrap();
/// assert_eq!(tile_count_dead(&Table::american(), &flowers, TurnPhase::Drawn), None);
/// ```
pub fn tile_count_dead(table: &Table, hand: &Hand, phase: TurnPhase) -> Option<DeadHandReason> {
    let has = match table.variant() {
        super::Variant::American => hand.tile_count() + hand.bonus().len(),
        _ => {
            let melds: usize = hand.melds().iter().map(|m| m.tiles().len().min(3)).sum();
            hand.concealed().iter().filter(|t| !t.is_bonus()).count() + melds
        }
    };
    let has = u8::try_from(has).unwrap_or(u8::MAX);
    let expected = phase.tiles_held();
    (has != expected).then_some(DeadHandReason::WrongTileCount { has, expected })
}

/// A concealed (C) hand with any exposure is dead (improperly exposed).
///
/// ```
/// use mahjong_core::{Hand, rules::{concealed_hand_exposed, DeadHandReason}};
/// let h = Hand::parse("[FFF] 1b").unwrap();
/// assert_eq!(concealed_hand_exposed(&h, true), Some(DeadHandReason::ConcealedHandExposed));
/// assert_eq!(concealed_hand_exposed(&h, false), None);
/// ```
pub fn concealed_hand_exposed(hand: &Hand, concealed_line: bool) -> Option<DeadHandReason> {
    let exposed = hand.melds().iter().any(|m| m.status() != crate::MeldStatus::Concealed);
    (concealed_line && exposed).then_some(DeadHandReason::ConcealedHandExposed)
}

/// The state of the table after a mistaken Mah Jongg declaration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FalseDeclaration {
    /// The declarer fully exposed the hand.
    pub exposed: bool,
    /// Another player exposed or threw in tiles.
    pub others_threw_in: bool,
    /// A wall was disturbed.
    pub wall_disturbed: bool,
}

/// What follows a false Mah Jongg (the League's procedure): withdrawn if nobody has exposed, thrown in tiles
/// or disturbed a wall; a dead hand for the declarer if the hand was exposed but the others'
/// hands and the walls are intact (play continues); otherwise (house remedy) the hand ends with
/// no winner and the next East deals.
///
/// ```
/// use mahjong_core::rules::{false_mah_jong, FalseDeclaration, FalseMahJongOutcome};
/// assert_eq!(false_mah_jong(FalseDeclaration::default()), FalseMahJongOutcome::Withdrawn);
/// let exposed = FalseDeclaration { exposed: true, ..FalseDeclaration::default() };
/// assert_eq!(false_mah_jong(exposed), FalseMahJongOutcome::DeadHand);
/// ```
pub const fn false_mah_jong(state: FalseDeclaration) -> FalseMahJongOutcome {
    if state.others_threw_in || state.wall_disturbed {
        FalseMahJongOutcome::Ended(Remedy::RedealNextEast)
    } else if state.exposed {
        FalseMahJongOutcome::DeadHand
    } else {
        FalseMahJongOutcome::Withdrawn
    }
}

/// See [`false_mah_jong`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum FalseMahJongOutcome {
    /// The declaration is withdrawn; play goes on.
    #[cfg_attr(feature = "serde", serde(alias = "Withdrawn"))]
    Withdrawn,
    /// The declarer's hand is dead ([`DeadHandReason::FalseMahJong`]); the others play on.
    #[cfg_attr(feature = "serde", serde(alias = "DeadHand"))]
    DeadHand,
    /// The hand ends with this remedy.
    #[cfg_attr(feature = "serde", serde(alias = "Ended"))]
    Ended(Remedy),
}

impl FalseMahJongOutcome {
    /// The canonical name of the kind of outcome (see [`crate::name`]): its [`variant`](Self::variant)'s.
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::FalseMahJongOutcome::DeadHand.name(), "dead_hand");
    /// ```
    pub const fn name(self) -> &'static str {
        self.variant().name()
    }

    /// Words for messages: `withdrawn`, `dead hand` or `ended`.
    ///
    /// ```
    /// assert_eq!(mahjong_core::rules::FalseMahJongOutcome::DeadHand.label(), "dead hand");
    /// ```
    pub const fn label(self) -> &'static str {
        self.variant().label()
    }
}

/// The dead hand's rack: exposures marked valid (`valid[i]` for exposure `i`) stay for joker
/// exchange, the others return to the concealed rack. For a C hand (`concealed_line`) every
/// exposure returns, so none of its jokers can be redeemed.
///
/// ```
/// use mahjong_core::{Hand, rules::dead_hand_rack};
/// let h = Hand::parse("[FFJ] [1b 1b 1b] 2b").unwrap();
/// let rack = dead_hand_rack(&h, &[true, false], false);
/// assert_eq!(rack.melds().len(), 1);
/// assert_eq!(rack.concealed().len(), 4);
/// assert_eq!(dead_hand_rack(&h, &[true, true], true).melds().len(), 0);
/// ```
pub fn dead_hand_rack(hand: &Hand, valid: &[bool], concealed_line: bool) -> Hand {
    let mut out = Hand::new();
    for &t in hand.concealed().iter().chain(hand.bonus()) {
        let _ = out.push(t);
    }
    let mut kept = [None::<Meld>; crate::hand::MAX_MELDS];
    for (i, m) in hand.melds().iter().enumerate() {
        if !concealed_line && valid.get(i).copied().unwrap_or(false) {
            kept[i] = Some(*m);
        } else {
            for &t in m.tiles() {
                let _ = out.push(t);
            }
        }
    }
    for m in kept.into_iter().flatten() {
        let _ = out.push_meld(m);
    }
    out.set_context(*hand.context());
    out
}

/// The next seat to play after `from`, skipping dead hands; `None` when fewer than two players
/// are still live (a house finish of the American social format: the hand ends with no winner).
///
/// ```
/// use mahjong_core::rules::{next_live_seat, Seat, Table};
/// let s = Seat::ALL;
/// assert_eq!(next_live_seat(&Table::american(), s[0], [false, true, false, false]), Some(s[2]));
/// assert_eq!(next_live_seat(&Table::american(), s[0], [false, true, true, true]), None);
/// ```
pub fn next_live_seat(table: &Table, from: Seat, dead: [bool; 4]) -> Option<Seat> {
    let live = Seat::ALL[..table.seats() as usize].iter().filter(|s| !dead[s.index() as usize]).count();
    if live < 2 {
        return None;
    }
    let mut s = table.next(from);
    while dead[s.index() as usize] {
        s = table.next(s);
    }
    Some(s)
}
