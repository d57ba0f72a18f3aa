//! The hand model: concealed tiles, exposed groups, bonus tiles set aside, and how the hand was
//! won.
//!
//! A [`Hand`] lives on the stack (no allocation): up to 34 concealed tiles, up to 4 melds of up
//! to 6 tiles, up to 8 bonus tiles.
//!
//! ```
//! use mahjong_core::{Hand, MeldKind, MeldStatus, WinMethod, Wind};
//! let hand = Hand::parse("123m456p11z [555s] (7777z) ; win=1z by=self seat_wind=S prevailing=W").unwrap();
//! assert_eq!(hand.concealed().len(), 8);
//! assert_eq!(hand.melds()[0].kind(), MeldKind::Pung);
//! assert_eq!(hand.melds()[1].status(), MeldStatus::Concealed);
//! let ctx = hand.context();
//! assert_eq!(ctx.method, WinMethod::SelfDrawn);
//! assert_eq!(ctx.seat_wind, Wind::South);
//! assert_eq!(hand.to_string(), "123m456p11z [555s] (7777z) ; win=1z by=self seat_wind=S prevailing=W");
//! ```

use crate::{ParseError, ParseErrorKind, Tile, TileKind, TileSet, Wind};
use core::fmt;

crate::name::names! {
    /// The shape of a meld (a group of tiles declared together).
    ///
    /// ```
    /// use mahjong_core::MeldKind;
    /// assert_eq!(MeldKind::Quint.size(), 5);
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    #[repr(u8)]
    pub enum MeldKind: "meld kind" {
        /// Three consecutive numbers of one suit.
        Chow = 0 => "chow",
        /// Three identical tiles.
        Pung = 1 => "pung",
        /// Four identical tiles (counts as one set).
        Kong = 2 => "kong",
        /// Five identical tiles (American, with jokers).
        Quint = 3 => "quint",
        /// Six identical tiles (American, with jokers).
        Sextet = 4 => "sextet",
    }
}

impl MeldKind {
    /// Number of tiles.
    ///
    /// ```
    /// assert_eq!(mahjong_core::MeldKind::Chow.size(), 3);
    /// ```
    pub const fn size(self) -> usize {
        match self {
            MeldKind::Chow | MeldKind::Pung => 3,
            MeldKind::Kong => 4,
            MeldKind::Quint => 5,
            MeldKind::Sextet => 6,
        }
    }
}

crate::name::names! {
    /// How a meld came to be on the table.
    ///
    /// ```
    /// use mahjong_core::{Hand, MeldStatus};
    /// let h = Hand::parse("[1111m] (2222m) [3333m+]").unwrap();
    /// let s: Vec<_> = h.melds().iter().map(|m| m.status()).collect();
    /// assert_eq!(s, [MeldStatus::Exposed, MeldStatus::Concealed, MeldStatus::Added]);
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    #[repr(u8)]
    pub enum MeldStatus: "meld status" {
        /// Claimed from a discard and shown: `[…]`.
        Exposed = 0 => "exposed",
        /// A kong declared from the player's own tiles, counted as concealed: `(…)`.
        Concealed = 1 => "concealed",
        /// A melded pung made a kong with a self-drawn fourth tile: `[…+]`. Exposed; may be robbed.
        Added = 2 => "added",
    }
}

impl MeldStatus {}

/// A meld: its tiles (jokers included, American), shape and status.
///
/// ```
/// use mahjong_core::{Meld, MeldKind, MeldStatus, Tile};
/// let t: Tile = "2s".parse().unwrap();
/// let m = Meld::new(&[t, t, Tile::JOKER], MeldStatus::Exposed).unwrap();
/// assert_eq!(m.kind(), MeldKind::Pung);
/// assert_eq!(m.tile(), t);
/// assert_eq!(m.jokers(), 1);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Meld {
    tiles: [Tile; 6],
    len: u8,
    kind: MeldKind,
    status: MeldStatus,
}

impl Meld {
    /// Builds a meld from its tiles, checking its shape: 3 consecutive numbers of one suit
    /// (no jokers) or 3–6 copies of one tile with at least one natural and any jokers. A
    /// concealed or added meld must be a kong of four naturals.
    ///
    /// ```
    /// use mahjong_core::{Meld, MeldStatus, ParseErrorKind, Tile};
    /// let j = Tile::JOKER;
    /// assert_eq!(Meld::new(&[j, j, j], MeldStatus::Exposed).unwrap_err(), ParseErrorKind::AllJokers);
    /// ```
    pub fn new(tiles: &[Tile], status: MeldStatus) -> Result<Meld, ParseErrorKind> {
        if tiles.is_empty() {
            return Err(ParseErrorKind::EmptyGroup);
        }
        if let Some(&b) = tiles.iter().find(|t| t.is_bonus() && **t != Tile::AMERICAN_FLOWER || **t == Tile::BLANK) {
            return Err(ParseErrorKind::BonusInMeld(b));
        }
        if tiles.len() < 3 || tiles.len() > 6 {
            return Err(ParseErrorKind::NotAMeld);
        }
        let mut buf = [Tile::JOKER; 6];
        buf[..tiles.len()].copy_from_slice(tiles);
        let naturals = || tiles.iter().filter(|t| !t.is_joker());
        let first = match naturals().next() {
            Some(&t) => t,
            None => return Err(ParseErrorKind::AllJokers),
        };
        let kind = if naturals().all(|&t| t == first) {
            match tiles.len() {
                3 => MeldKind::Pung,
                4 => MeldKind::Kong,
                5 => MeldKind::Quint,
                _ => MeldKind::Sextet,
            }
        } else if tiles.len() == 3 {
            if tiles.iter().any(|t| t.is_joker()) {
                return Err(ParseErrorKind::JokerInChow);
            }
            let mut s = [tiles[0], tiles[1], tiles[2]];
            s.sort_unstable();
            let ok = s.iter().all(|t| t.suit().is_some() && t.suit() == s[0].suit())
                && s[1].index() == s[0].index() + 1
                && s[2].index() == s[1].index() + 1;
            if !ok {
                return Err(ParseErrorKind::NotAMeld);
            }
            buf[..3].copy_from_slice(&s);
            MeldKind::Chow
        } else {
            return Err(ParseErrorKind::NotAMeld);
        };
        if status != MeldStatus::Exposed && (kind != MeldKind::Kong || tiles.iter().any(|t| t.is_joker())) {
            return Err(ParseErrorKind::NotAKong);
        }
        Ok(Meld { tiles: buf, len: tiles.len() as u8, kind, status })
    }

    /// The meld's tiles, jokers included, in the order given (chows sorted).
    ///
    /// ```
    /// let h = mahjong_core::Hand::parse("[312m]").unwrap();
    /// assert_eq!(h.melds()[0].tiles().len(), 3);
    /// assert_eq!(h.melds()[0].tiles()[0].to_string(), "1m");
    /// ```
    pub fn tiles(&self) -> &[Tile] {
        &self.tiles[..self.len as usize]
    }

    /// The shape.
    ///
    /// ```
    /// assert_eq!(mahjong_core::Hand::parse("[345p]").unwrap().melds()[0].kind(), mahjong_core::MeldKind::Chow);
    /// ```
    pub const fn kind(&self) -> MeldKind {
        self.kind
    }

    /// Exposed, concealed or added.
    ///
    /// ```
    /// assert_eq!(mahjong_core::Hand::parse("(1111z)").unwrap().melds()[0].status(), mahjong_core::MeldStatus::Concealed);
    /// ```
    pub const fn status(&self) -> MeldStatus {
        self.status
    }

    /// The identifying tile: the repeated natural of a set, or the lowest tile of a chow.
    ///
    /// ```
    /// let h = mahjong_core::Hand::parse("[J 5d 5d]").unwrap();
    /// assert_eq!(h.melds()[0].tile().to_string(), "5p");
    /// ```
    pub fn tile(&self) -> Tile {
        *self.tiles().iter().find(|t| !t.is_joker()).unwrap_or(&self.tiles[0])
    }

    /// Number of jokers standing in the meld.
    ///
    /// ```
    /// assert_eq!(mahjong_core::Hand::parse("[FFJ]").unwrap().melds()[0].jokers(), 1);
    /// ```
    pub fn jokers(&self) -> usize {
        self.tiles().iter().filter(|t| t.is_joker()).count()
    }

    /// True for kongs, quints and sextets: sets of four or more.
    ///
    /// ```
    /// assert!(mahjong_core::Hand::parse("[1111m]").unwrap().melds()[0].is_kong());
    /// ```
    pub const fn is_kong(&self) -> bool {
        matches!(self.kind, MeldKind::Kong)
    }

    /// Replaces the meld's tile at `position` (used for joker exchange). Returns the old tile.
    pub(crate) fn replace(&mut self, position: usize, tile: Tile) -> Tile {
        core::mem::replace(&mut self.tiles[position], tile)
    }
}

crate::name::names! {
    /// How the winning tile was obtained.
    ///
    /// ```
    /// use mahjong_core::WinMethod;
    /// assert_eq!(str::parse::<WinMethod>("robbing-kong").ok(), Some(WinMethod::RobbingKong));
    /// assert!(WinMethod::LastWallTile.is_self_drawn());
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    #[repr(u8)]
    pub enum WinMethod: "win method" {
        /// Claimed from another player's discard (the default).
        #[default]
        Discard = 0 => "discard" | "discard",
        /// Drawn from the wall.
        SelfDrawn = 1 => "self_drawn" | "self",
        /// A loose tile drawn as replacement for a kong, flower or season.
        KongReplacement = 2 => "kong_replacement" | "kong-replacement",
        /// Taken from another player's added kong.
        RobbingKong = 3 => "robbing_kong" | "robbing-kong",
        /// The last tile of the wall, self-drawn.
        LastWallTile = 4 => "last_wall_tile" | "last-tile",
        /// The last discard of the hand.
        LastDiscard = 5 => "last_discard" | "last-discard",
    }
    /// The notation word: `discard`, `self`, `kong-replacement`, `robbing-kong`, `last-tile`,
    /// `last-discard`.
    ///
    /// ```
    /// assert_eq!(mahjong_core::WinMethod::SelfDrawn.label(), "self");
    /// ```
    fn label;
    aliases: [("tsumo", SelfDrawn), ("ron", Discard)]
}

impl WinMethod {
    /// All methods, in value order.
    pub const ALL: [WinMethod; 6] = [
        WinMethod::Discard,
        WinMethod::SelfDrawn,
        WinMethod::KongReplacement,
        WinMethod::RobbingKong,
        WinMethod::LastWallTile,
        WinMethod::LastDiscard,
    ];

    /// True when the winner drew the tile (wall, loose tile, last tile).
    ///
    /// ```
    /// assert!(!mahjong_core::WinMethod::RobbingKong.is_self_drawn());
    /// ```
    pub const fn is_self_drawn(self) -> bool {
        matches!(self, WinMethod::SelfDrawn | WinMethod::KongReplacement | WinMethod::LastWallTile)
    }
}

/// How and where the hand was won. Rules that depend on the win read it from here.
///
/// ```
/// use mahjong_core::{WinContext, Wind};
/// let c = WinContext::default();
/// assert_eq!(c.seat_wind, Wind::East);
/// assert_eq!(c.winning_tile, None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct WinContext {
    /// The tile that completed the hand (one of the concealed tiles, or in a meld).
    pub winning_tile: Option<Tile>,
    /// How it was obtained.
    pub method: WinMethod,
    /// The winner's own wind (the "seat wind" of the rule books; notation word `seat_wind=`).
    pub seat_wind: Wind,
    /// The prevailing (round) wind.
    pub prevailing: Wind,
    /// Won on the first draw or first discard of the hand (Heaven's / Earth's Blessing).
    pub first_turn: bool,
    /// The player declared calling from the deal (original call).
    pub original_call: bool,
    /// The winning loose tile was drawn for a kong that was itself declared on a loose tile
    /// drawn for a kong (Twofold Fortune). Notation word `kong-after-kong`.
    pub kong_after_kong: bool,
    /// The winning tile was the last of its kind: the other three copies were already shown on
    /// the table (discarded or in melds) (Chinese Official rules: Last Tile). Notation word
    /// `last-of-kind`.
    pub last_of_kind: bool,
}

/// The most concealed tiles a [`Hand`] holds: enough for any notation example (one of each of
/// the 34 faces); each rule engine checks the count its game needs (14, or 13 when waiting).
pub const MAX_CONCEALED: usize = 34;
/// The most melds a hand holds.
pub const MAX_MELDS: usize = 4;
/// The most bonus tiles (flowers and seasons) set aside.
pub const MAX_BONUS: usize = 8;

/// A hand: concealed tiles, melds, bonus tiles set aside, and the win context.
///
/// Parse with [`Hand::parse`] (MPSZ, American or Unicode, detected), check against a tile set
/// with [`Hand::parse_in`] or [`Hand::check`]. `Display` prints MPSZ; see
/// [`crate::notation`] for the other forms.
///
/// ```
/// use mahjong_core::Hand;
/// let h = Hand::parse("12345m").unwrap();
/// assert_eq!(h.to_string(), "12345m");
/// ```
#[derive(Clone, Copy)]
pub struct Hand {
    concealed: [Tile; MAX_CONCEALED],
    n_concealed: u8,
    melds: [Meld; MAX_MELDS],
    n_melds: u8,
    bonus: [Tile; MAX_BONUS],
    n_bonus: u8,
    context: WinContext,
}

/// The meld's kind, status and tiles (only the ones it holds):
/// `Meld { kind: Pung, status: Exposed, tiles: [Tile(5s), Tile(5s), Tile(5s)] }`.
impl fmt::Debug for Meld {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Meld")
            .field("kind", &self.kind)
            .field("status", &self.status)
            .field("tiles", &self.tiles())
            .finish()
    }
}

/// The hand's tiles and melds, without the unused room of its fixed-size storage: concealed
/// tiles, melds, bonus tiles set aside, and the win context.
impl fmt::Debug for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Hand")
            .field("concealed", &self.concealed())
            .field("melds", &self.melds())
            .field("bonus", &self.bonus())
            .field("context", &self.context)
            .finish()
    }
}

const EMPTY_MELD: Meld = Meld { tiles: [Tile::JOKER; 6], len: 0, kind: MeldKind::Pung, status: MeldStatus::Exposed };

impl Default for Hand {
    fn default() -> Hand {
        Hand::new()
    }
}

impl Hand {
    /// An empty hand.
    ///
    /// ```
    /// assert_eq!(mahjong_core::Hand::new().tile_count(), 0);
    /// ```
    pub const fn new() -> Hand {
        Hand {
            concealed: [Tile::JOKER; MAX_CONCEALED],
            n_concealed: 0,
            melds: [EMPTY_MELD; MAX_MELDS],
            n_melds: 0,
            bonus: [Tile::JOKER; MAX_BONUS],
            n_bonus: 0,
            context: WinContext {
                winning_tile: None,
                method: WinMethod::Discard,
                seat_wind: Wind::East,
                prevailing: Wind::East,
                first_turn: false,
                original_call: false,
                kong_after_kong: false,
                last_of_kind: false,
            },
        }
    }

    /// Checks the hand's tile counts against `set`.
    ///
    /// ```
    /// use mahjong_core::{Hand, TileSet};
    /// let h = Hand::parse("0j 1f").unwrap();
    /// assert!(h.check(&TileSet::chinese(true)).is_err());
    /// ```
    pub fn check(&self, set: &TileSet) -> Result<(), ParseError> {
        set.check_counts(&self.counts_all())
    }

    /// The concealed tiles, in the order given.
    ///
    /// ```
    /// assert_eq!(mahjong_core::Hand::parse("21m").unwrap().concealed()[0].to_string(), "2m");
    /// ```
    pub fn concealed(&self) -> &[Tile] {
        &self.concealed[..self.n_concealed as usize]
    }

    /// The melds.
    ///
    /// ```
    /// assert_eq!(mahjong_core::Hand::parse("[123m] [555z]").unwrap().melds().len(), 2);
    /// ```
    pub fn melds(&self) -> &[Meld] {
        &self.melds[..self.n_melds as usize]
    }

    /// The flowers and seasons set aside (Chinese and British; American flowers stay in the hand).
    ///
    /// ```
    /// assert_eq!(mahjong_core::Hand::parse("1f2g11m").unwrap().bonus().len(), 2);
    /// ```
    pub fn bonus(&self) -> &[Tile] {
        &self.bonus[..self.n_bonus as usize]
    }

    /// The win context.
    ///
    /// ```
    /// assert_eq!(mahjong_core::Hand::parse("11m ; seat_wind=W").unwrap().context().seat_wind, mahjong_core::Wind::West);
    /// ```
    pub const fn context(&self) -> &WinContext {
        &self.context
    }

    /// Sets the win context.
    ///
    /// ```
    /// use mahjong_core::{Hand, WinContext, WinMethod};
    /// let mut h = Hand::parse("11m").unwrap();
    /// h.set_context(WinContext { method: WinMethod::SelfDrawn, ..WinContext::default() });
    /// assert_eq!(h.to_string(), "11m ; by=self");
    /// ```
    pub fn set_context(&mut self, context: WinContext) {
        self.context = context;
    }

    /// Sets the win context after checking that its winning tile (if any) is in the hand, so
    /// the printed hand reads back.
    ///
    /// ```
    /// use mahjong_core::{Hand, ParseErrorKind, WinContext};
    /// let mut h = Hand::parse("11m").unwrap();
    /// let five_dots = "5p".parse().unwrap();
    /// let bad = WinContext { winning_tile: Some(five_dots), ..WinContext::default() };
    /// assert_eq!(h.try_set_context(bad), Err(ParseErrorKind::WinningTileNotInHand(five_dots)));
    /// ```
    pub fn try_set_context(&mut self, context: WinContext) -> Result<(), ParseErrorKind> {
        if let Some(t) = context.winning_tile {
            let present = self.concealed().contains(&t) || self.melds().iter().any(|m| m.tiles().contains(&t));
            if !present {
                return Err(ParseErrorKind::WinningTileNotInHand(t));
            }
        }
        self.context = context;
        Ok(())
    }

    /// Adds a concealed tile. Flowers and seasons go to the bonus tiles instead.
    ///
    /// ```
    /// let mut h = mahjong_core::Hand::new();
    /// h.push("5p".parse().unwrap()).unwrap();
    /// assert_eq!(h.to_string(), "5p");
    /// ```
    pub fn push(&mut self, tile: Tile) -> Result<(), ParseErrorKind> {
        if matches!(tile.kind(), TileKind::Flower(_) | TileKind::Season(_)) {
            if self.n_bonus as usize >= MAX_BONUS {
                return Err(ParseErrorKind::TooManyTiles { count: self.n_bonus + 1, max: MAX_BONUS as u8 });
            }
            self.bonus[self.n_bonus as usize] = tile;
            self.n_bonus += 1;
            return Ok(());
        }
        if self.n_concealed as usize >= MAX_CONCEALED {
            return Err(ParseErrorKind::TooManyTiles { count: self.n_concealed + 1, max: MAX_CONCEALED as u8 });
        }
        self.concealed[self.n_concealed as usize] = tile;
        self.n_concealed += 1;
        Ok(())
    }

    /// Removes one concealed copy of `tile`; returns whether one was there.
    ///
    /// ```
    /// let mut h = mahjong_core::Hand::parse("123m").unwrap();
    /// assert!(h.remove("2m".parse().unwrap()));
    /// assert_eq!(h.to_string(), "13m");
    /// ```
    pub fn remove(&mut self, tile: Tile) -> bool {
        let n = self.n_concealed as usize;
        if let Some(i) = self.concealed[..n].iter().position(|&t| t == tile) {
            self.concealed.copy_within(i + 1..n, i);
            self.n_concealed -= 1;
            true
        } else {
            false
        }
    }

    /// Adds a meld.
    ///
    /// ```
    /// use mahjong_core::{Hand, Meld, MeldStatus};
    /// let mut h = Hand::new();
    /// let t = "9s".parse().unwrap();
    /// h.push_meld(Meld::new(&[t, t, t], MeldStatus::Exposed).unwrap()).unwrap();
    /// assert_eq!(h.to_string(), "[999s]");
    /// ```
    pub fn push_meld(&mut self, meld: Meld) -> Result<(), ParseErrorKind> {
        if self.n_melds as usize >= MAX_MELDS {
            return Err(ParseErrorKind::TooManyMelds { max: MAX_MELDS as u8 });
        }
        self.melds[self.n_melds as usize] = meld;
        self.n_melds += 1;
        Ok(())
    }

    /// Mutable access to a meld (for joker exchange in the table rules).
    pub(crate) fn meld_mut(&mut self, i: usize) -> Option<&mut Meld> {
        self.melds[..self.n_melds as usize].get_mut(i)
    }

    /// The concealed tiles, then the tiles of each meld in order (bonus tiles not included).
    ///
    /// ```
    /// let h = mahjong_core::Hand::parse("11m [2222p] 1f").unwrap();
    /// let tiles: Vec<String> = h.tiles().map(|t| t.to_string()).collect();
    /// assert_eq!(tiles, ["1m", "1m", "2p", "2p", "2p", "2p"]);
    /// ```
    pub fn tiles(&self) -> impl Iterator<Item = &Tile> + Clone {
        self.concealed().iter().chain(self.melds().iter().flat_map(|m| m.tiles()))
    }

    /// Concealed tiles plus meld tiles (bonus tiles not counted).
    ///
    /// ```
    /// assert_eq!(mahjong_core::Hand::parse("11m [2222p] 1f").unwrap().tile_count(), 6);
    /// ```
    pub fn tile_count(&self) -> usize {
        self.concealed().len() + self.melds().iter().map(|m| m.tiles().len()).sum::<usize>()
    }

    /// Counts of the 34 playing faces over concealed tiles and melds (jokers, flowers and blanks
    /// left out). Kongs count four.
    ///
    /// ```
    /// let c = mahjong_core::Hand::parse("112m [555z]").unwrap().counts34();
    /// assert_eq!((c[0], c[1], c[31]), (2, 1, 3));
    /// ```
    pub fn counts34(&self) -> [u8; 34] {
        let mut c = [0u8; 34];
        for t in self.tiles() {
            if t.is_playing() {
                c[t.index() as usize] += 1;
            }
        }
        c
    }

    /// Counts of the 34 playing faces among the concealed tiles only.
    ///
    /// ```
    /// let c = mahjong_core::Hand::parse("112m [555z]").unwrap().concealed_counts34();
    /// assert_eq!(c[31], 0);
    /// ```
    pub fn concealed_counts34(&self) -> [u8; 34] {
        let mut c = [0u8; 34];
        for t in self.concealed() {
            if t.is_playing() {
                c[t.index() as usize] += 1;
            }
        }
        c
    }

    /// Counts of all 45 tiles over concealed tiles, melds and bonus tiles.
    ///
    /// ```
    /// let c = mahjong_core::Hand::parse("0j0j1f").unwrap().counts_all();
    /// assert_eq!((c[43], c[34]), (2, 1));
    /// ```
    pub fn counts_all(&self) -> [u8; Tile::COUNT] {
        let mut c = [0u8; Tile::COUNT];
        for t in self.tiles().chain(self.bonus()) {
            c[t.index() as usize] += 1;
        }
        c
    }

    /// A concealed hand from tile indices of the 136-tile convention used by riichi tools and
    /// the `mahjong` package: four copies of each of the 34 faces, copy k of face f at 4f + k
    /// (so `index / 4` is the face's index). The order does not matter; an index over 135 or
    /// given twice is refused, with `column` the 1-based position in the list.
    ///
    /// ```
    /// use mahjong_core::Hand;
    /// assert_eq!(Hand::from_tiles136(&[0, 1, 4, 132]).unwrap().to_string(), "112m7z");
    /// assert_eq!(Hand::from_tiles136(&[0, 136]).unwrap_err().column, 2);
    /// assert_eq!(Hand::from_tiles136(&[5, 5]).unwrap_err().column, 2);
    /// ```
    pub fn from_tiles136(tiles: &[u32]) -> Result<Hand, ParseError> {
        let mut seen = [false; 136];
        let mut counts = [0u8; 34];
        for (i, &t) in tiles.iter().enumerate() {
            let t = Hand::tile136(i + 1, Some(i64::from(t)))?;
            let slot = &mut seen[t as usize];
            if *slot {
                return Err(ParseError::new(i + 1, ParseErrorKind::RepeatedTileIndex136(t as u8)));
            }
            *slot = true;
            counts[t as usize / 4] += 1;
        }
        Hand::from_counts34(&counts)
    }

    /// The 136-tile index `n` ([`Limit::TILE136`](crate::args::Limit::TILE136)) given at the
    /// 1-based `column` of a list, as [`Hand::from_tiles136`] reads each: the one error of every
    /// bad index names the column, [`ParseErrorKind::NotATileIndex136`] of the number, or of
    /// `None` for an item a face could not read as a 64-bit whole number.
    ///
    /// ```
    /// use mahjong_core::{ErrorKind, Hand};
    /// assert_eq!(Hand::tile136(1, Some(135)), Ok(135));
    /// assert_eq!(Hand::tile136(2, Some(-1)).unwrap_err().to_string(), "column 2: -1 is not a 136-tile index (0 to 135)");
    /// assert_eq!(Hand::tile136(3, None).unwrap_err().to_string(), "column 3: expected a 136-tile index (0 to 135)");
    /// assert_eq!(Hand::tile136(1, Some(136)).unwrap_err().kind(), ErrorKind::ParseNotATileIndex136);
    /// ```
    pub fn tile136(column: usize, n: Option<i64>) -> Result<u32, ParseError> {
        let bad = ParseError::new(column, ParseErrorKind::NotATileIndex136(n));
        n.and_then(|n| crate::args::Limit::TILE136.check(n)).map(|n| n as u32).ok_or(bad)
    }

    /// The hand's playing tiles (concealed and melded; bonus tiles, jokers and blanks have no
    /// 136-tile index) as 136-tile indices in increasing order, copy 0 of a face first: the
    /// indices are written into `out` and their number returned. [`Hand::from_tiles136`] of
    /// them gives the concealed tiles back.
    ///
    /// ```
    /// use mahjong_core::Hand;
    /// let mut out = [0u8; 136];
    /// let n = Hand::parse("112m [777z]").unwrap().tiles136(&mut out);
    /// assert_eq!(&out[..n], &[0, 1, 4, 132, 133, 134]);
    /// ```
    pub fn tiles136(&self, out: &mut [u8; 136]) -> usize {
        let mut n = 0;
        for (face, &c) in self.counts34().iter().enumerate() {
            for k in 0..c.min(4) {
                out[n] = (face * 4) as u8 + k;
                n += 1;
            }
        }
        n
    }

    /// The hand with its concealed tiles and bonus tiles in tile order (melds and the win
    /// context unchanged): two hands hold the same tiles, melds and context exactly when their
    /// canonical forms are equal. The order tiles were written or drawn in is not part of a
    /// hand; the order of melds is (it is the order they were made).
    ///
    /// ```
    /// use mahjong_core::Hand;
    /// let (a, b) = (Hand::parse("21m").unwrap(), Hand::parse("12m").unwrap());
    /// assert_ne!(a, b);
    /// assert_eq!(a.canonical(), b.canonical());
    /// ```
    pub fn canonical(&self) -> Hand {
        let mut h = *self;
        h.concealed[..self.n_concealed as usize].sort_unstable();
        h.bonus[..self.n_bonus as usize].sort_unstable();
        h
    }

    /// A concealed hand from 34 counts, in index order (the format of the `mahjong` package).
    /// Fails if a count is over 4 (or the total over [`MAX_CONCEALED`]); the rule engines check
    /// the count their game needs.
    ///
    /// ```
    /// let mut c = [0u8; 34];
    /// c[0] = 2; c[9] = 1;
    /// assert_eq!(mahjong_core::Hand::from_counts34(&c).unwrap().to_string(), "11m1p");
    /// ```
    pub fn from_counts34(counts: &[u8; 34]) -> Result<Hand, ParseError> {
        // One pass without branches checks the counts; a bad list takes the slow loop, which
        // reports the first problem in index order.
        let over = counts.iter().fold(0u8, |acc, &n| acc | (n > 4) as u8);
        let total: usize = counts.iter().map(|&n| n as usize).sum();
        if over != 0 || total > MAX_CONCEALED {
            return Err(Hand::from_counts34_error(counts));
        }
        // Four copies of every face are written and the cursor moves by the count, so a random
        // list costs no mispredicted branches. Nothing is written past `total + 4`: the extra
        // copies left in the four places after the last tile are set back to jokers.
        let mut buf = [Tile::JOKER; MAX_CONCEALED + 4];
        let mut k = 0;
        for (i, &n) in counts.iter().enumerate() {
            let tile = Tile::from_index(i as u8).unwrap_or(Tile::BLANK);
            buf[k..k + 4].fill(tile);
            k += n as usize;
        }
        buf[total..total + 4].fill(Tile::JOKER);
        let mut h = Hand::new();
        h.concealed.copy_from_slice(&buf[..MAX_CONCEALED]);
        h.n_concealed = total as u8;
        Ok(h)
    }

    /// The error [`Hand::from_counts34`] reports: the first count over 4, or too many tiles (with
    /// the list's total) if the running total passes [`MAX_CONCEALED`] first, in index order.
    #[cold]
    fn from_counts34_error(counts: &[u8; 34]) -> ParseError {
        let mut total = 0usize;
        for (i, &n) in counts.iter().enumerate() {
            let tile = Tile::from_index(i as u8).unwrap_or(Tile::BLANK);
            if n > 4 {
                return ParseError::new(
                    0,
                    ParseErrorKind::TooManyCopies { tile, count: n, max: 4, set: "Chinese 136" },
                );
            }
            total += n as usize;
            if total > MAX_CONCEALED {
                // The whole list's total, which says more than "the 35th tile".
                let count = counts.iter().map(|&n| n as usize).sum::<usize>().min(255) as u8;
                return ParseError::new(0, ParseErrorKind::TooManyTiles { count, max: MAX_CONCEALED as u8 });
            }
        }
        // Not reached: `from_counts34` asks only for a list with a count over 4 or over 34 tiles.
        ParseError::new(0, ParseErrorKind::TooManyTiles { count: total.min(255) as u8, max: MAX_CONCEALED as u8 })
    }
}

/// Two hands are equal when their tiles (in order), melds, bonus tiles and context are.
///
/// ```
/// use mahjong_core::Hand;
/// let mut h = Hand::parse("123m").unwrap();
/// h.remove("2m".parse().unwrap());
/// assert_eq!(h, Hand::parse("13m").unwrap());
/// ```
impl PartialEq for Hand {
    fn eq(&self, other: &Hand) -> bool {
        self.concealed() == other.concealed()
            && self.melds() == other.melds()
            && self.bonus() == other.bonus()
            && self.context == other.context
    }
}

impl Eq for Hand {}

impl core::hash::Hash for Hand {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.concealed().hash(state);
        self.melds().hash(state);
        self.bonus().hash(state);
        self.context.hash(state);
    }
}

/// `{"kind": "pung", "status": "exposed", "tiles": ["5p", "5p", "5p"], "jokers": 0}`
#[cfg(feature = "serde")]
impl serde::Serialize for Meld {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(4))?;
        m.serialize_entry("kind", self.kind.name())?;
        m.serialize_entry("status", self.status.name())?;
        m.serialize_entry("tiles", self.tiles())?;
        m.serialize_entry("jokers", &self.jokers())?;
        m.end()
    }
}

/// Reads back `{"kind", "status", "tiles"}` as [`Meld`] writes it, through [`Meld::new`]'s checks
/// (`jokers` is read from the tiles).
///
/// ```
/// let m: mahjong_core::Meld = serde_json::from_str(r#"{"kind": "pung", "status": "exposed", "tiles": ["5p", "5p", "0j"]}"#).unwrap();
/// assert_eq!(m.jokers(), 1);
/// assert!(serde_json::from_str::<mahjong_core::Meld>(r#"{"kind": "kong", "status": "exposed", "tiles": ["5p", "5p", "0j"]}"#).is_err());
/// ```
#[cfg(all(feature = "serde", feature = "alloc"))]
impl<'de> serde::Deserialize<'de> for Meld {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Meld, D::Error> {
        use serde::de::Error;
        #[derive(serde::Deserialize)]
        struct Form {
            kind: MeldKind,
            status: MeldStatus,
            tiles: alloc::vec::Vec<Tile>,
        }
        let f = Form::deserialize(d)?;
        let m = Meld::new(&f.tiles, f.status).map_err(D::Error::custom)?;
        if m.kind != f.kind {
            return Err(D::Error::custom("the kind and tiles make no meld"));
        }
        Ok(m)
    }
}

/// `{"winning_tile": "5p" | null, "method": "self", "seat_wind": "east", "prevailing": "east",
/// "first_turn": false, "original_call": false, "kong_after_kong": false, "last_of_kind": false}`
#[cfg(feature = "serde")]
impl serde::Serialize for WinContext {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(8))?;
        m.serialize_entry("winning_tile", &self.winning_tile)?;
        m.serialize_entry("method", self.method.label())?;
        m.serialize_entry("seat_wind", self.seat_wind.name())?;
        m.serialize_entry("prevailing", self.prevailing.name())?;
        m.serialize_entry("first_turn", &self.first_turn)?;
        m.serialize_entry("original_call", &self.original_call)?;
        m.serialize_entry("kong_after_kong", &self.kong_after_kong)?;
        m.serialize_entry("last_of_kind", &self.last_of_kind)?;
        m.end()
    }
}
