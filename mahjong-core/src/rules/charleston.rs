//! The Charleston and the courtesy pass (American); the rules and the choices made are written in
//! the `rules` module docs ("The Charleston").

use super::limits::PASS_TILES;
use super::{RulesError, Seat, Table, Variant};
// The passes and their directions are the American card's too (Charleston advice takes a pass),
// so they are defined in `american`; their rules at a table are here.
pub use crate::american::{CharlestonPass, PassDirection};
use crate::{Hand, Tile};

impl PassDirection {
    /// The receiving seat at a four-player table.
    ///
    /// ```
    /// use mahjong_core::rules::{PassDirection, Seat};
    /// assert_eq!(PassDirection::Over.to(Seat::ALL[1]), Seat::ALL[3]);
    /// ```
    pub const fn to(self, from: Seat) -> Seat {
        match self {
            PassDirection::Right => from.right(),
            PassDirection::Over => from.across(),
            PassDirection::Left => from.left(),
        }
    }
}

impl CharlestonPass {
    /// True when this pass is played at `table` (a four-player table plays every pass; a
    /// three-player table with the house rule skips the over passes and the courtesy pass;
    /// otherwise no pass is played).
    ///
    /// ```
    /// use mahjong_core::rules::{CharlestonPass, HouseRules, Table};
    /// let three = Table::american().with_players(3).unwrap().with_house(HouseRules { three_player_charleston: true, ..HouseRules::LEAGUE }).unwrap();
    /// assert!(CharlestonPass::FirstRight.is_played(&three));
    /// assert!(!CharlestonPass::FirstOver.is_played(&three));
    /// ```
    pub const fn is_played(self, table: &Table) -> bool {
        charleston_played(table) && (table.seats() == 4 || !matches!(self.direction(), PassDirection::Over))
    }

    /// The pass that follows this one at `table`; `second_agreed` says whether all four agreed
    /// to the second Charleston (asked after the first). `None` after the courtesy pass.
    ///
    /// ```
    /// use mahjong_core::rules::{CharlestonPass, Table};
    /// let t = Table::american();
    /// assert_eq!(CharlestonPass::FirstLeft.next(&t, false), Some(CharlestonPass::Courtesy));
    /// assert_eq!(CharlestonPass::FirstLeft.next(&t, true), Some(CharlestonPass::SecondLeft));
    /// ```
    pub fn next(self, table: &Table, second_agreed: bool) -> Option<CharlestonPass> {
        let mut n = self as u8 + 1;
        while let Some(p) = CharlestonPass::from_number(n) {
            let skipped_second = !second_agreed && !p.is_required() && p != CharlestonPass::Courtesy;
            if p.is_played(table) && !skipped_second {
                return Some(p);
            }
            n += 1;
        }
        None
    }

    /// The receiving seat at `table` (at three seats, right and left wrap among the three).
    ///
    /// ```
    /// use mahjong_core::rules::{CharlestonPass, Seat, Table};
    /// let three = Table::american().with_players(3).unwrap();
    /// assert_eq!(CharlestonPass::FirstRight.receiver(&three, Seat::ALL[2]), Seat::ALL[0]);
    /// ```
    pub const fn receiver(self, table: &Table, from: Seat) -> Seat {
        match self.direction() {
            PassDirection::Right => table.next(from),
            PassDirection::Left => table.previous(from),
            PassDirection::Over => from.across(),
        }
    }
}

/// True when the Charleston is played at `table`: American play with four players, or with
/// three when the house rule plays it.
///
/// ```
/// use mahjong_core::rules::{charleston_played, Table};
/// assert!(charleston_played(&Table::american()));
/// assert!(!charleston_played(&Table::american().with_players(3).unwrap()));
/// assert!(!charleston_played(&Table::british()));
/// ```
pub const fn charleston_played(table: &Table) -> bool {
    matches!(table.variant(), Variant::American)
        && (table.seats() == 4 || (table.seats() == 3 && table.house().three_player_charleston))
}

/// The second Charleston happens only if every seated player agrees: any one can stop it.
///
/// ```
/// use mahjong_core::rules::{second_charleston, Table};
/// assert!(second_charleston(&Table::american(), [true; 4]));
/// assert!(!second_charleston(&Table::american(), [true, true, false, true]));
/// ```
pub fn second_charleston(table: &Table, agree: [bool; 4]) -> bool {
    charleston_played(table) && agree[..table.seats() as usize].iter().all(|&a| a)
}

/// The courtesy pass count for two players across from each other: the lower of the two numbers
/// asked, each 0–3.
///
/// ```
/// use mahjong_core::rules::{courtesy_count, Seat};
/// assert_eq!(courtesy_count(Seat::ALL[0], 3, Seat::ALL[2], 1), Ok(1));
/// assert!(courtesy_count(Seat::ALL[0], 4, Seat::ALL[2], 1).is_err());
/// ```
pub fn courtesy_count(a: Seat, a_asks: u8, b: Seat, b_asks: u8) -> Result<u8, RulesError> {
    for (seat, count) in [(a, a_asks), (b, b_asks)] {
        if usize::from(count) > PASS_TILES {
            return Err(RulesError::CourtesyCount { seat, count });
        }
    }
    Ok(a_asks.min(b_asks))
}

/// The tiles one player passes: up to three, each marked blind or not (a blind tile is one just
/// received, passed on unseen).
///
/// ```
/// use mahjong_core::{Tile, rules::Pass};
/// let t: Tile = "1m".parse().unwrap();
/// let p = Pass::new(&[t, t]).unwrap().with_blind(1);
/// assert_eq!(p.tiles().len(), 2);
/// assert!(p.is_blind(1) && !p.is_blind(0));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pass {
    tiles: [Tile; PASS_TILES],
    len: u8,
    blind: u8,
}

impl Default for Pass {
    fn default() -> Pass {
        Pass::EMPTY
    }
}

impl Pass {
    /// No tiles.
    pub const EMPTY: Pass = Pass { tiles: [Tile::BLANK; PASS_TILES], len: 0, blind: 0 };

    /// A pass of up to three tiles (`None` for more).
    ///
    /// ```
    /// assert!(mahjong_core::rules::Pass::new(&[mahjong_core::Tile::JOKER; 4]).is_none());
    /// ```
    pub fn new(tiles: &[Tile]) -> Option<Pass> {
        if tiles.len() > PASS_TILES {
            return None;
        }
        let mut p = Pass::EMPTY;
        p.tiles[..tiles.len()].copy_from_slice(tiles);
        p.len = tiles.len() as u8;
        Some(p)
    }

    /// Marks the tile at `position` (0-based) as passed blind.
    ///
    /// ```
    /// assert!(!mahjong_core::rules::Pass::EMPTY.with_blind(0).is_blind(0));
    /// ```
    pub const fn with_blind(mut self, position: usize) -> Pass {
        if position < self.len as usize {
            self.blind |= 1 << position;
        }
        self
    }

    /// The tiles.
    ///
    /// ```
    /// assert!(mahjong_core::rules::Pass::EMPTY.tiles().is_empty());
    /// ```
    pub fn tiles(&self) -> &[Tile] {
        &self.tiles[..self.len as usize]
    }

    /// True when the tile at `position` is passed blind.
    ///
    /// ```
    /// assert!(!mahjong_core::rules::Pass::EMPTY.is_blind(2));
    /// ```
    pub const fn is_blind(&self, position: usize) -> bool {
        position < PASS_TILES && self.blind & (1 << position) != 0
    }
}

/// `{"tiles": ["5p", "5p", "1z"], "blind": [0, 1]}`: the tiles, and the positions passed blind.
///
/// ```
/// use mahjong_core::rules::Pass;
/// let p: Pass = serde_json::from_str(r#"{"tiles": ["5p", "5p", "1z"], "blind": [1]}"#).unwrap();
/// assert!(p.is_blind(1) && !p.is_blind(0));
/// assert_eq!(serde_json::to_string(&p).unwrap(), r#"{"tiles":["5p","5p","1z"],"blind":[1]}"#);
/// let e = serde_json::from_str::<Pass>(r#"{"tiles": ["5p"], "blind": [1]}"#).unwrap_err();
/// assert!(e.to_string().starts_with("blind position 1 is not a tile of this pass (0 to 0)"), "{e}");
/// let e = serde_json::from_str::<Pass>(r#"{"tiles": ["5p", "5p", "5p", "5p"]}"#).unwrap_err();
/// assert!(e.to_string().starts_with("a pass holds at most 3 tiles, not 4"), "{e}");
/// ```
#[cfg(feature = "serde")]
impl serde::Serialize for Pass {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        struct Blind(Pass);
        impl serde::Serialize for Blind {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_seq((0..self.0.tiles().len()).filter(|&i| self.0.is_blind(i)))
            }
        }
        let mut m = s.serialize_map(Some(2))?;
        m.serialize_entry("tiles", self.tiles())?;
        m.serialize_entry("blind", &Blind(*self))?;
        m.end()
    }
}

/// A pass as it is written in JSON, checked by [`from_form`].
#[cfg(all(feature = "serde", feature = "alloc"))]
#[derive(serde::Deserialize)]
struct PassForm {
    tiles: alloc::vec::Vec<Tile>,
    #[serde(default)]
    blind: alloc::vec::Vec<i64>,
}

/// A pass of `seat` (when passes are given by seat) read from its serde form by the readers of
/// every face, in their words: a pass too long is
/// [`ArgError::PassTooLong`](super::args::ArgError::PassTooLong) ([`args::pass_of`](super::args::pass_of)
/// names the seat), a blind position past its tiles
/// [`ArgError::NotInPass`](super::args::ArgError::NotInPass) ([`args::pass`](super::args::pass)),
/// after `seat N: ` when the pass is a seat's.
#[cfg(all(feature = "serde", feature = "alloc"))]
fn from_form<E: serde::de::Error>(seat: Option<Seat>, f: PassForm) -> Result<Pass, E> {
    use alloc::string::{String, ToString};
    super::args::checked_pass(seat, &f.tiles).map_err(E::custom)?;
    let written: alloc::vec::Vec<String> = f.blind.iter().map(i64::to_string).collect();
    let blind = f.blind.iter().copied().zip(written.iter().map(String::as_str));
    super::args::pass(&f.tiles, blind).map_err(|e| match seat {
        Some(seat) => E::custom(format_args!("{seat}: {e}")),
        None => E::custom(e),
    })
}

#[cfg(all(feature = "serde", feature = "alloc"))]
impl<'de> serde::Deserialize<'de> for Pass {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Pass, D::Error> {
        from_form(None, PassForm::deserialize(d)?)
    }
}

/// The four hands after a pass, and what each seat received (hand it to the next call as
/// `received`, for blind passes). Its JSON form: `{"hands": [hand; 4], "received": [[tile…]; 4]}`.
///
/// ```
/// # #[cfg(feature = "serde")] {
/// use mahjong_core::{Hand, rules::{apply_charleston_pass, CharlestonPass, Pass, PassOutcome, Table}};
/// let hands = ["111222m", "333444m", "555666m", "777888m"].map(|h| Hand::parse(h).unwrap());
/// let passes = ["111m", "333m", "555m", "777m"].map(|t| Pass::new(Hand::parse(t).unwrap().concealed()).unwrap());
/// let out = apply_charleston_pass(&Table::american(), &hands, CharlestonPass::FirstRight, &passes, &[Pass::EMPTY; 4]).unwrap();
/// let v = serde_json::to_value(out).unwrap();
/// assert_eq!(v["received"][0], serde_json::json!(["7m", "7m", "7m"]));
/// assert_eq!(serde_json::from_value::<PassOutcome>(v.clone()).unwrap(), out);
/// let mut four = v;
/// four["received"][0] = serde_json::json!(["7m", "7m", "7m", "7m"]);
/// let e = serde_json::from_value::<PassOutcome>(four).unwrap_err();
/// assert!(e.to_string().starts_with("seat 0: a pass holds at most 3 tiles, not 4"), "{e}");
/// # }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(all(feature = "serde", feature = "alloc"), derive(serde::Deserialize))]
pub struct PassOutcome {
    /// The hands after the pass, by seat.
    #[cfg_attr(feature = "serde", serde(serialize_with = "list"))]
    pub hands: [Hand; 4],
    /// The tiles each seat received, by seat (none marked blind).
    #[cfg_attr(feature = "serde", serde(serialize_with = "received_tiles"))]
    #[cfg_attr(all(feature = "serde", feature = "alloc"), serde(deserialize_with = "received_passes"))]
    pub received: [Pass; 4],
}

/// The four hands as a list (not a tuple) in every serde format.
#[cfg(feature = "serde")]
fn list<S: serde::Serializer>(hands: &[Hand; 4], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(hands)
}

/// The passes received, each as its tiles (none is blind).
#[cfg(feature = "serde")]
fn received_tiles<S: serde::Serializer>(received: &[Pass; 4], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(received.iter().map(Pass::tiles))
}

#[cfg(all(feature = "serde", feature = "alloc"))]
fn received_passes<'de, D: serde::Deserializer<'de>>(d: D) -> Result<[Pass; 4], D::Error> {
    let [a, b, c, e] = <[alloc::vec::Vec<Tile>; 4] as serde::Deserialize>::deserialize(d)?;
    // Read as a pass's own form with nothing blind, through the same checks, naming the seat.
    let pass = |seat: usize, tiles| from_form(Some(Seat::ALL[seat]), PassForm { tiles, blind: alloc::vec::Vec::new() });
    Ok([pass(0, a)?, pass(1, b)?, pass(2, c)?, pass(3, e)?])
}

fn count_in(tiles: &[Tile], t: Tile) -> usize {
    tiles.iter().filter(|&&x| x == t).count()
}

/// Validates one Charleston pass for every seated player and applies it to the four hands.
/// Every pass but the courtesy pass is exactly three tiles; jokers never pass; each tile must be
/// in the passer's hand; blind tiles only on the last pass of a Charleston and only from the
/// tiles just `received` in the previous pass. For the courtesy pass use
/// [`apply_courtesy_pass`].
///
/// ```
/// use mahjong_core::{Hand, Tile, rules::{apply_charleston_pass, CharlestonPass, Pass, Seat, Table}};
/// let t = |s: &str| -> Tile { s.parse().unwrap() };
/// let hands = [
///     Hand::parse("111m").unwrap(), Hand::parse("222m").unwrap(),
///     Hand::parse("333m").unwrap(), Hand::parse("444m 0j").unwrap(),
/// ];
/// let passes = [
///     Pass::new(&[t("1m"); 3]).unwrap(), Pass::new(&[t("2m"); 3]).unwrap(),
///     Pass::new(&[t("3m"); 3]).unwrap(), Pass::new(&[t("4m"); 3]).unwrap(),
/// ];
/// let out = apply_charleston_pass(&Table::american(), &hands, CharlestonPass::FirstRight, &passes, &[Pass::EMPTY; 4]).unwrap();
/// assert_eq!(out.hands[1].to_string(), "111m");
/// assert_eq!(out.hands[0].to_string(), "444m");
/// assert_eq!(out.hands[3].to_string(), "0j333m");
/// let bad = [passes[0], Pass::new(&[t("2m"), t("2m"), Tile::JOKER]).unwrap(), passes[2], passes[3]];
/// let err = apply_charleston_pass(&Table::american(), &hands, CharlestonPass::FirstOver, &bad, &[Pass::EMPTY; 4]).unwrap_err();
/// assert_eq!(err.to_string(), "pass 2 (over): seat 1 passes a joker at position 3");
/// ```
pub fn apply_charleston_pass(
    table: &Table,
    hands: &[Hand; 4],
    pass: CharlestonPass,
    passes: &[Pass; 4],
    received: &[Pass; 4],
) -> Result<PassOutcome, RulesError> {
    if pass == CharlestonPass::Courtesy || !pass.is_played(table) {
        return Err(RulesError::PassNotPlayed { pass });
    }
    apply(table, hands, pass, passes, received, [3; 4])
}

/// Validates and applies the courtesy pass: each pair across exchanges the lower of the two
/// counts asked (`asks`, by seat, each 0–3), so both players of a pair pass that many tiles.
///
/// ```
/// use mahjong_core::{Hand, Tile, rules::{apply_courtesy_pass, Pass, Table}};
/// let t = |s: &str| -> Tile { s.parse().unwrap() };
/// let hands = [Hand::parse("1m").unwrap(), Hand::parse("2m").unwrap(), Hand::parse("3m").unwrap(), Hand::parse("4m").unwrap()];
/// let passes = [Pass::new(&[t("1m")]).unwrap(), Pass::EMPTY, Pass::new(&[t("3m")]).unwrap(), Pass::EMPTY];
/// let out = apply_courtesy_pass(&Table::american(), &hands, [3, 0, 1, 2], &passes).unwrap();
/// assert_eq!(out.hands[0].to_string(), "3m");
/// assert_eq!(out.hands[1].to_string(), "2m");
/// ```
pub fn apply_courtesy_pass(
    table: &Table,
    hands: &[Hand; 4],
    asks: [u8; 4],
    passes: &[Pass; 4],
) -> Result<PassOutcome, RulesError> {
    let pass = CharlestonPass::Courtesy;
    if !pass.is_played(table) {
        return Err(RulesError::PassNotPlayed { pass });
    }
    let mut counts = [0u8; 4];
    for seat in Seat::ALL {
        let other = seat.across();
        counts[seat.index() as usize] =
            courtesy_count(seat, asks[seat.index() as usize], other, asks[other.index() as usize])?;
    }
    apply(table, hands, pass, passes, &[Pass::EMPTY; 4], counts)
}

fn apply(
    table: &Table,
    hands: &[Hand; 4],
    pass: CharlestonPass,
    passes: &[Pass; 4],
    received: &[Pass; 4],
    counts: [u8; 4],
) -> Result<PassOutcome, RulesError> {
    let seats = &Seat::ALL[..table.seats() as usize];
    for &seat in seats {
        let s = seat.index() as usize;
        check_charleston_pass(&hands[s], pass, seat, &passes[s], &received[s], counts[s])?;
    }
    let mut out = PassOutcome { hands: *hands, received: [Pass::EMPTY; 4] };
    for &seat in seats {
        let s = seat.index() as usize;
        for &tile in passes[s].tiles() {
            out.hands[s].remove(tile);
        }
    }
    for &seat in seats {
        let s = seat.index() as usize;
        let to = pass.receiver(table, seat).index() as usize;
        for &tile in passes[s].tiles() {
            // A hand just lost as many tiles as it receives, so this cannot overflow.
            let _ = out.hands[to].push(tile);
        }
        out.received[to] = Pass::new(passes[s].tiles()).unwrap_or(Pass::EMPTY);
    }
    Ok(out)
}

/// Checks one player's pass on its own: exactly `expected` tiles (three, or the courtesy count),
/// never a joker, each tile in `hand`, blind tiles only on the last pass of a Charleston and only
/// from the tiles just `received`. [`apply_charleston_pass`] and [`apply_courtesy_pass`] run it
/// for every seat; a game engine runs it as each player's pass is made, so a wrong pass is refused
/// when it is made.
///
/// ```
/// use mahjong_core::{Hand, Tile, rules::{check_charleston_pass, CharlestonPass, Pass, Seat}};
/// let hand = Hand::parse("111m 0j").unwrap();
/// let one: Tile = "1m".parse().unwrap();
/// let ok = Pass::new(&[one, one, one]).unwrap();
/// assert_eq!(check_charleston_pass(&hand, CharlestonPass::FirstRight, Seat::ALL[0], &ok, &Pass::EMPTY, 3), Ok(()));
/// let joker = Pass::new(&[one, Tile::JOKER]).unwrap();
/// let err = check_charleston_pass(&hand, CharlestonPass::FirstRight, Seat::ALL[0], &joker, &Pass::EMPTY, 2).unwrap_err();
/// assert_eq!(err.to_string(), "pass 1 (right): seat 0 passes a joker at position 2");
/// ```
pub fn check_charleston_pass(
    hand: &Hand,
    pass: CharlestonPass,
    seat: Seat,
    tiles: &Pass,
    received: &Pass,
    expected: u8,
) -> Result<(), RulesError> {
    let p = tiles;
    if p.len != expected {
        return Err(RulesError::PassCount { pass, seat, count: p.len, expected });
    }
    for (i, &tile) in p.tiles().iter().enumerate() {
        let position = i as u8 + 1;
        if tile.is_joker() {
            return Err(RulesError::PassesJoker { pass, seat, position });
        }
        if count_in(&p.tiles()[..=i], tile) > count_in(hand.concealed(), tile) {
            return Err(RulesError::PassesTileNotHeld { pass, seat, position, tile });
        }
        if p.is_blind(i) {
            let blind_so_far = p.tiles()[..=i].iter().enumerate().filter(|&(j, &x)| x == tile && p.is_blind(j));
            if !pass.allows_blind_pass() || blind_so_far.count() > count_in(received.tiles(), tile) {
                return Err(RulesError::BlindPassNotAllowed { pass, seat, position });
            }
        }
    }
    Ok(())
}

/// What to do about a joker passed by accident (a house remedy of the American social format): return it at once if
/// the exchange can still be identified, otherwise redeal with the same East.
///
/// ```
/// use mahjong_core::rules::{passed_joker_remedy, Remedy};
/// assert_eq!(passed_joker_remedy(true), Remedy::ReturnJoker);
/// assert_eq!(passed_joker_remedy(false), Remedy::RedealSameEast);
/// ```
pub const fn passed_joker_remedy(identifiable: bool) -> super::Remedy {
    if identifiable { super::Remedy::ReturnJoker } else { super::Remedy::RedealSameEast }
}
