//! A hand read as the American set holds it. The set's eight flowers are interchangeable, so a
//! Chinese flower or season written in a hand (`1f`, `4g`) is the flower `F`, as a drawn one
//! joins an American hand ([`take_tile`](crate::rules::take_tile)) and a discarded one is called
//! ([`check_discard_tile`](crate::rules::check_discard_tile)).

use crate::{Hand, Meld, ParseError, ParseErrorKind, Tile, TileKind, TileSet};

/// Whether `set` holds flowers as the American sets do: the flower `F` and none of the Chinese
/// flowers and seasons.
fn interchangeable_flowers(set: &TileSet) -> bool {
    set.count(Tile::AMERICAN_FLOWER) > 0 && Tile::all().filter(|&t| chinese_bonus(t)).all(|t| set.count(t) == 0)
}

fn chinese_bonus(t: Tile) -> bool {
    matches!(t.kind(), TileKind::Flower(_) | TileKind::Season(_))
}

fn as_american(t: Tile) -> Tile {
    if chinese_bonus(t) { Tile::AMERICAN_FLOWER } else { t }
}

/// Reads a hand as [`Hand::parse_in`] does, except that a set whose flowers are interchangeable
/// (the American sets: eight of the flower `F`, none of the Chinese flowers and seasons) reads
/// each Chinese flower or season in the hand as its flower `F`, held with the concealed tiles
/// (or in the meld that holds it). Every other set reads exactly as [`Hand::parse_in`].
///
/// Errors: those of [`Hand::parse_in`]; more flowers in all than the set holds is refused with
/// the count of the flower `F` (`0f`; column 0: the hand as a whole).
///
/// ```
/// use mahjong_core::{Hand, TileSet, american::{self, Card}};
/// let set = TileSet::american();
/// // Year 2026 #1 "FFF 2026a 222b 2222c" in MPSZ (2026 craks: 2m 0 = 5z 2m 6m), its three
/// // flowers written as Chinese flowers and seasons.
/// let hand = american::parse_hand_in("1f2f3g 226m5z 222s 2222p", &set).unwrap();
/// assert_eq!(hand, Hand::parse("226m5z222s2222p000f").unwrap());
/// assert_eq!(Card::sample().matches(&hand).next().map(|m| (m.section(), m.number())), Some(("Year 2026", 1)));
/// // Eight flowers at most, whatever their faces.
/// let err = american::parse_hand_in("00000000f 1f", &set).unwrap_err();
/// assert_eq!(err.to_string(), "9 copies of flower (0f); the American 152 set has 8");
/// // A Chinese set keeps its flowers apart, and has no American flower.
/// assert_eq!(american::parse_hand_in("1f 11m", &TileSet::chinese(true)).unwrap().bonus().len(), 1);
/// assert!(american::parse_hand_in("F 11m", &TileSet::chinese(true)).is_err());
/// ```
pub fn parse_hand_in(text: &str, set: &TileSet) -> Result<Hand, ParseError> {
    let first = Hand::parse_in(text, set);
    let folds = match &first {
        Err(ParseError { kind: ParseErrorKind::TooManyCopies { tile, max: 0, .. }, .. }) => {
            chinese_bonus(*tile) && interchangeable_flowers(set)
        }
        _ => false,
    };
    if !folds {
        return first;
    }
    let read = Hand::parse(text)?;
    let whole = |kind| ParseError { column: 0, kind };
    let mut hand = Hand::new();
    for &t in read.concealed().iter().chain(read.bonus()) {
        hand.push(as_american(t)).map_err(whole)?;
    }
    for m in read.melds() {
        let mut tiles = [Tile::JOKER; 6];
        let n = m.tiles().len();
        for (slot, &t) in tiles.iter_mut().zip(m.tiles()) {
            *slot = as_american(t);
        }
        hand.push_meld(Meld::new(&tiles[..n], m.status()).map_err(whole)?).map_err(whole)?;
    }
    hand.try_set_context(*read.context()).map_err(whole)?;
    hand.check(set)?;
    Ok(hand)
}
