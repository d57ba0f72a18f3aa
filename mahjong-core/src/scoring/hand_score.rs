//! From a [`Hand`] to its [`Score`]: reading melds and concealed tiles as groups, checking the
//! hand belongs to the game, and picking the best reading of a Mah Jong hand.

use super::breakdown::{Group, Shape, WinFacts, score_groups};
use super::{Score, ScoreError, ScoreItemKind, ScoreRules};
use crate::standard::{self, RuleProfile, SetKind, SpecialHand, SpecialHands, StandardError};
use crate::{Hand, MeldKind, MeldStatus, Tile, TileKind};

/// Checks the rules (a limit of at least 1) and that the hand belongs to a classical/British
/// game: no jokers, quints, sextets, American flowers or blanks; the winner's wind at the table; not too
/// many exposed chows; no North wind, Bamboo flower or Winter season in the three-player game.
pub(crate) fn check_hand(hand: &Hand, rules: &ScoreRules) -> Result<(), ScoreError> {
    rules.check()?;
    let profile = rules.profile;
    if !profile.has_wind(hand.context().seat_wind) {
        return Err(ScoreError::WindNotAtTable(hand.context().seat_wind));
    }
    for t in hand.tiles().chain(hand.bonus()) {
        if matches!(t.kind(), TileKind::Joker | TileKind::AmericanFlower | TileKind::Blank) {
            return Err(ScoreError::NotInThisGame(*t));
        }
        // Seed 003, triangular game: the 4 North winds are removed, and "if flowers and seasons
        // are included, one season and one flower is removed, usually Winter and Bamboo tiles".
        let removed =
            *t == Tile::wind(crate::Wind::North) || matches!(t.kind(), TileKind::Flower(4) | TileKind::Season(4));
        if profile == RuleProfile::ThreePlayer && removed {
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
/// A hand calling on a special hand (its 13 tiles wait on a tile that would make one) scores
/// under that hand's rule, "Calling on a special hand": the limit or half the limit (or its own
/// score, if higher).
///
/// Errors: the limit is 0, the wind is not at the table, the hand holds tiles this game does
/// not use, too many exposed chows, or the hand does not hold 13 tiles in sets (a kong counts
/// 3; [`StandardError::WrongTileCount`] inside [`ScoreError::Standard`]).
///
/// ```
/// use mahjong_core::{Hand, scoring::{score_losing_hand, ScoreError, ScoreRules}, standard::StandardError};
/// // South player: exposed pung of 5 dots (2), concealed pung of North winds (8), a pair of
/// // South winds (own wind, 2): 12 points, no doubles.
/// let hand = Hand::parse("[555p] 444z 22z 13579m ; seat_wind=S").unwrap();
/// let s = score_losing_hand(&hand, &ScoreRules::classical()).unwrap();
/// assert_eq!((s.points(), s.doubles(), s.total()), (12, 0, 12));
/// // A losing hand holds 13 tiles.
/// let err = score_losing_hand(&Hand::parse("5z").unwrap(), &ScoreRules::classical()).unwrap_err();
/// assert_eq!(err, ScoreError::Standard(StandardError::WrongTileCount { count: 1, expected: "13" }));
/// ```
pub fn score_losing_hand(hand: &Hand, rules: &ScoreRules) -> Result<Score, ScoreError> {
    check_hand(hand, rules)?;
    // 13 tiles in sets, and the tiles the hand waits on (for "Calling on a special hand").
    let waits = standard::waits(hand, rules.profile)?;
    let ctx = hand.context();
    let (melds, n_melds) = meld_groups(hand);
    let mut groups = [Group { shape: Shape::Pair, tile: Tile::BLANK, concealed: true }; 4 + crate::hand::MAX_CONCEALED];
    groups[..n_melds].copy_from_slice(&melds[..n_melds]);
    let mut n = n_melds;
    let counts = hand.concealed_counts34();
    for (i, &c) in counts.iter().enumerate() {
        let tile = Tile::from_index(i as u8).unwrap_or(Tile::BLANK);
        let scoring_pair = tile.is_dragon() || tile == Tile::wind(ctx.seat_wind) || tile == Tile::wind(ctx.prevailing);
        let shape = match c {
            3 | 4 => Shape::Pung,
            2 if scoring_pair => Shape::Pair,
            _ => continue,
        };
        groups[n] = Group { shape, tile, concealed: true };
        n += 1;
    }
    let facts = WinFacts { mah_jong: false, only_possible_tile: false, all_concealed: false };
    let own = score_groups(&groups[..n], hand.bonus(), ctx, rules, facts);
    // Calling on a special hand: the 13 tiles wait on a tile that would make one.
    let calling = waits.iter().filter_map(|t| best_special(waits.special_hands(t), rules)).fold(None, |b, c| match b {
        Some((_, v)) if v >= c.1 => b,
        _ => Some(c),
    });
    Ok(match calling {
        Some((h, _)) => {
            better(Some(own), Score::from_special(ScoreItemKind::CallingOnSpecialHand, h, rules)).unwrap_or(own)
        }
        None => own,
    })
}

/// The best of the special hands in `set`: the highest value; among equal values any other
/// hand before Buried Treasure (its concealed pungs come with most pung-based special hands
/// held concealed), then the first in the table's order.
fn best_special(set: SpecialHands, rules: &ScoreRules) -> Option<(SpecialHand, u32)> {
    let key = |h: SpecialHand| (rules.special_value(h), h != SpecialHand::BuriedTreasure);
    set.iter()
        .map(|h| (h, key(h)))
        .fold(None, |best: Option<(SpecialHand, (u32, bool))>, cur| match best {
            Some(b) if b.1 >= cur.1 => Some(b),
            _ => Some(cur),
        })
        .map(|(h, (v, _))| (h, v))
}

/// Picks the higher score: the higher total after the limit; on equal totals the special hand
/// (so its name is not lost when a standard reading also reaches the limit), then the higher
/// raw total; the first on a full tie.
fn better(best: Option<Score>, s: Score) -> Option<Score> {
    let key = |x: &Score| (x.total(), x.special().is_some(), x.raw_total());
    match best {
        Some(b) if key(&b) >= key(&s) => Some(b),
        _ => Some(s),
    }
}

/// Scores the hand that went Mah Jong, under `rules`, reading the win from `hand.context()`
/// (winning tile, how it came, own and prevailing wind, original call).
///
/// Special hands score the limit or half the limit. Otherwise every reading of the hand as four
/// sets and a pair is scored (with each place a discarded winning tile could have gone: a pung
/// it completes counts as exposed) and the highest total is returned; a special hand and a
/// standard reading are compared the same way.
///
/// Errors: the limit is 0, the wind or a tile is not in this game, too many chows, a hand that cannot be read
/// ([`ScoreError::Standard`]) or does not go Mah Jong ([`ScoreError::NotMahJong`]).
///
/// ```
/// use mahjong_core::{Hand, scoring::{score, ScoreRules}};
/// // South player, West round, won on a discarded 4p (23p waited on 1p and 4p):
/// // [555z] exposed dragons 4, 999m concealed major pung 8, Mah Jong 10 = 22 points;
/// // doubles: dragons 1 → 44.
/// let hand = Hand::parse("[555z] 999m 234p 456s 77p ; win=4p seat_wind=S prevailing=W").unwrap();
/// let s = score(&hand, &ScoreRules::classical()).unwrap();
/// assert_eq!((s.points(), s.doubles(), s.total()), (22, 1, 44));
/// let names: Vec<_> = s.items().iter().map(|i| i.label()).collect();
/// assert_eq!(names, ["Major tile Pung", "Major tile Pung", "For going Mah Jong", "Pung or Kong of Dragons"]);
/// ```
pub fn score(hand: &Hand, rules: &ScoreRules) -> Result<Score, ScoreError> {
    check_hand(hand, rules)?;
    let profile = rules.profile;
    let ctx = hand.context();
    let mut best = None;
    if let Some((special, _)) = best_special(standard::special_hands(hand, profile)?, rules) {
        best = Some(Score::from_special(ScoreItemKind::SpecialHand, special, rules));
    }
    let only_possible_tile = match standard::only_possible_tile(hand, profile) {
        Ok(b) => b,
        Err(StandardError::NoWinningTile | StandardError::WinningTileNotInHand(_)) => false,
        Err(e) => return Err(e.into()),
    };
    let facts = WinFacts { mah_jong: true, only_possible_tile, all_concealed: all_concealed(hand) };
    let by_discard = !ctx.method.is_self_drawn();
    standard::decompose(hand, profile, |d| {
        let mut groups = [Group { shape: Shape::Pair, tile: d.pair(), concealed: true }; 5];
        for (g, set) in groups.iter_mut().zip(d.sets()) {
            let shape = match set.kind() {
                SetKind::Chow => Shape::Chow,
                SetKind::Pung => Shape::Pung,
                SetKind::Kong => Shape::Kong,
            };
            *g = Group { shape, tile: set.tile(), concealed: set.is_concealed() };
        }
        // Where a discarded winning tile may have gone: a set of concealed tiles or the pair.
        let mut placed = false;
        if let (true, Some(w)) = (by_discard, ctx.winning_tile) {
            for (i, set) in d.sets().iter().enumerate() {
                if set.meld_status().is_none() && set.tiles().contains(&w) {
                    let mut read = groups;
                    read[i].concealed = false;
                    best = better(best, score_groups(&read, hand.bonus(), ctx, rules, facts));
                    placed = true;
                }
            }
            placed |= d.pair() == w;
        }
        if !placed || d.pair() == ctx.winning_tile.unwrap_or(Tile::BLANK) {
            best = better(best, score_groups(&groups, hand.bonus(), ctx, rules, facts));
        }
    })?;
    best.ok_or(ScoreError::NotMahJong(rules.profile.label()))
}
