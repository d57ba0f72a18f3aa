//! From a [`Hand`] to its [`Score`]: reading melds and concealed tiles as groups, checking the
//! hand belongs to the game, and picking the best reading of a Mah Jong hand.

use super::breakdown::{Group, Shape, WinFacts, score_groups};
use super::{Score, ScoreError, ScoreRules};
use crate::{Hand, MeldKind, MeldStatus, Tile, TileKind};

/// Checks that the hand belongs to a classical/British game: no jokers, quints, sextets,
/// American flowers or blanks; the seat at the table; not too many exposed chows; no North
/// wind in the three-player game.
pub(crate) fn check_hand(hand: &Hand, rules: &ScoreRules) -> Result<(), ScoreError> {
    let profile = rules.profile;
    if !profile.has_seat(hand.context().seat) {
        return Err(ScoreError::SeatNotAtTable(hand.context().seat));
    }
    for t in hand.concealed().iter().chain(hand.melds().iter().flat_map(|m| m.tiles())).chain(hand.bonus()) {
        if matches!(t.kind(), TileKind::Joker | TileKind::AmericanFlower | TileKind::Blank) {
            return Err(ScoreError::NotInThisGame(*t));
        }
        if profile == super::Profile::ThreePlayer && *t == Tile::wind(crate::Wind::North) {
            return Err(ScoreError::NotInThisGame(*t));
        }
    }
    for m in hand.melds() {
        if matches!(m.kind(), MeldKind::Quint | MeldKind::Sextet) {
            return Err(ScoreError::NotInThisGame(m.tile()));
        }
    }
    let chows = hand.melds().iter().filter(|m| m.kind() == MeldKind::Chow).count();
    if chows > profile.max_chows() as usize {
        return Err(ScoreError::TooManyChows { count: chows as u8, max: profile.max_chows() });
    }
    Ok(())
}

/// The hand's melds as scoring groups (added kongs count as exposed).
pub(crate) fn meld_groups(hand: &Hand) -> ([Group; 4], usize) {
    let mut out = [Group { shape: Shape::Pair, tile: Tile::BLANK, concealed: false }; 4];
    for (slot, m) in out.iter_mut().zip(hand.melds()) {
        let shape = match m.kind() {
            MeldKind::Chow => Shape::Chow,
            MeldKind::Pung => Shape::Pung,
            _ => Shape::Kong,
        };
        *slot = Group { shape, tile: m.tile(), concealed: m.status() == MeldStatus::Concealed };
    }
    (out, hand.melds().len())
}

/// True when no meld is exposed (concealed kongs only).
pub(crate) fn all_concealed(hand: &Hand) -> bool {
    hand.melds().iter().all(|m| m.status() == MeldStatus::Concealed)
}

/// Scores a hand that did not go Mah Jong, for the losers' settlement: its melds, the pungs it
/// holds concealed (three or four identical tiles in hand count as a concealed pung; a kong
/// scores only once declared), each pair of dragons, of the prevailing wind or of the player's
/// own wind it holds, its flowers and seasons (when the rules use them), and the doubles for
/// any player. No Mah Jong items.
///
/// Errors: the seat is not at the table, the hand holds tiles this game does not use, or too
/// many exposed chows.
///
/// ```
/// use mahjong_core::{Hand, scoring::{score_losing_hand, ScoreRules}};
/// // South player: exposed pung of 5 dots (2), concealed pung of North winds (8), a pair of
/// // South winds (own wind, 2): 12 points, no doubles.
/// let hand = Hand::parse("[555p] 444z 22z 1379m ; seat=S").unwrap();
/// let s = score_losing_hand(&hand, &ScoreRules::classical()).unwrap();
/// assert_eq!((s.points(), s.doubles(), s.total()), (12, 0, 12));
/// ```
pub fn score_losing_hand(hand: &Hand, rules: &ScoreRules) -> Result<Score, ScoreError> {
    check_hand(hand, rules)?;
    let ctx = hand.context();
    let (melds, n_melds) = meld_groups(hand);
    let mut groups = [Group { shape: Shape::Pair, tile: Tile::BLANK, concealed: true }; 4 + crate::hand::MAX_CONCEALED];
    groups[..n_melds].copy_from_slice(&melds[..n_melds]);
    let mut n = n_melds;
    let counts = hand.concealed_counts34();
    for (i, &c) in counts.iter().enumerate() {
        let tile = Tile::from_index(i as u8).unwrap_or(Tile::BLANK);
        let scoring_pair = tile.is_dragon() || tile == Tile::wind(ctx.seat) || tile == Tile::wind(ctx.prevailing);
        let shape = match c {
            3 | 4 => Shape::Pung,
            2 if scoring_pair => Shape::Pair,
            _ => continue,
        };
        groups[n] = Group { shape, tile, concealed: true };
        n += 1;
    }
    let facts = WinFacts { mah_jong: false, only_possible_tile: false, all_concealed: false };
    Ok(score_groups(&groups[..n], hand.bonus(), ctx, rules, facts))
}
