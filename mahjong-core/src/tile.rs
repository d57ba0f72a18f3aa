//! Tiles: the 34 playing faces, bonus tiles (Chinese flowers and seasons, the American flower),
//! jokers and blanks.
//!
//! A [`Tile`] is one byte. Its index follows the widespread 34-tile order of open-source mahjong
//! code (and of the `mahjong` package on PyPI), so a 34-count array can be used directly:
//!
//! | index | tiles |
//! |---|---|
//! | 0–8 | craks (characters) 1–9, MPSZ `m` |
//! | 9–17 | dots (circles) 1–9, MPSZ `p` |
//! | 18–26 | bams (bamboo) 1–9, MPSZ `s` |
//! | 27–30 | winds East, South, West, North, MPSZ `1z`–`4z` |
//! | 31–33 | dragons white (soap), green, red, MPSZ `5z`–`7z` |
//! | 34–37 | Chinese flowers 1–4: plum, orchid, chrysanthemum, bamboo |
//! | 38–41 | seasons 1–4: spring, summer, autumn, winter |
//! | 42 | the American flower (all eight are interchangeable) |
//! | 43 | joker |
//! | 44 | blank |
//!
//! ```
//! use mahjong_core::{Tile, Suit, Dragon};
//! let t: Tile = "5p".parse().unwrap();
//! assert_eq!(t.suit(), Some(Suit::Dots));
//! assert_eq!(t.number(), Some(5));
//! assert_eq!(t.unicode(), '\u{1F01D}');
//! assert_eq!(Tile::dragon(Dragon::White).index(), 31);
//! ```

use core::fmt;

crate::name::names! {
    /// The three numbered suits.
    ///
    /// ```
    /// use mahjong_core::Suit;
    /// assert_eq!(Suit::Bams.mpsz_letter(), 's');
    /// assert_eq!(Suit::Bams.dragon(), mahjong_core::Dragon::Green);
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    #[repr(u8)]
    pub enum Suit: "suit" {
        /// Characters (craks), MPSZ `m`, American `c`.
        Craks = 0 => "craks",
        /// Circles (dots), MPSZ `p`, American `d`.
        Dots = 1 => "dots",
        /// Bamboo (bams), MPSZ `s`, American `b`.
        Bams = 2 => "bams",
    }
}

impl Suit {
    /// All suits in index order.
    pub const ALL: [Suit; 3] = [Suit::Craks, Suit::Dots, Suit::Bams];

    /// The MPSZ letter: `m`, `p` or `s`.
    ///
    /// ```
    /// assert_eq!(mahjong_core::Suit::Craks.mpsz_letter(), 'm');
    /// ```
    pub const fn mpsz_letter(self) -> char {
        match self {
            Suit::Craks => 'm',
            Suit::Dots => 'p',
            Suit::Bams => 's',
        }
    }

    /// The American letter: `c`, `d` or `b`.
    ///
    /// ```
    /// assert_eq!(mahjong_core::Suit::Dots.american_letter(), 'd');
    /// ```
    pub const fn american_letter(self) -> char {
        match self {
            Suit::Craks => 'c',
            Suit::Dots => 'd',
            Suit::Bams => 'b',
        }
    }

    /// The dragon that goes with this suit in American mah jongg: green with bams, red with
    /// craks, white (soap) with dots.
    ///
    /// ```
    /// use mahjong_core::{Suit, Dragon};
    /// assert_eq!(Suit::Craks.dragon(), Dragon::Red);
    /// assert_eq!(Suit::Dots.dragon(), Dragon::White);
    /// ```
    pub const fn dragon(self) -> Dragon {
        match self {
            Suit::Craks => Dragon::Red,
            Suit::Dots => Dragon::White,
            Suit::Bams => Dragon::Green,
        }
    }

    const fn from_u8(i: u8) -> Suit {
        match i {
            0 => Suit::Craks,
            1 => Suit::Dots,
            _ => Suit::Bams,
        }
    }
}

crate::name::names! {
    /// The four winds, in seat order.
    ///
    /// ```
    /// use mahjong_core::Wind;
    /// assert_eq!(Wind::East.next(), Wind::South);
    /// assert_eq!(Wind::North.next(), Wind::East);
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
    #[repr(u8)]
    pub enum Wind: "wind" {
        /// East, `1z`, `E` (the default).
        #[default]
        East = 0 => "east",
        /// South, `2z`, `S`.
        South = 1 => "south",
        /// West, `3z`, `W`.
        West = 2 => "west",
        /// North, `4z`, `N`.
        North = 3 => "north",
    }
    aliases: [("e", East), ("s", South), ("w", West), ("n", North)]
}

impl Wind {
    /// All winds in seat order.
    pub const ALL: [Wind; 4] = [Wind::East, Wind::South, Wind::West, Wind::North];

    /// The next wind in seat order (East → South → West → North → East).
    ///
    /// ```
    /// assert_eq!(mahjong_core::Wind::West.next(), mahjong_core::Wind::North);
    /// ```
    pub const fn next(self) -> Wind {
        Wind::from_index((self as u8 + 1) % 4)
    }

    /// The wind with seat index 0–3 (values ≥ 4 wrap).
    ///
    /// ```
    /// assert_eq!(mahjong_core::Wind::from_index(2), mahjong_core::Wind::West);
    /// ```
    pub const fn from_index(i: u8) -> Wind {
        match i % 4 {
            0 => Wind::East,
            1 => Wind::South,
            2 => Wind::West,
            _ => Wind::North,
        }
    }

    /// The letter: `E`, `S`, `W` or `N`.
    ///
    /// ```
    /// assert_eq!(mahjong_core::Wind::North.letter(), 'N');
    /// ```
    pub const fn letter(self) -> char {
        match self {
            Wind::East => 'E',
            Wind::South => 'S',
            Wind::West => 'W',
            Wind::North => 'N',
        }
    }
}

crate::name::names! {
    /// The three dragons.
    ///
    /// ```
    /// use mahjong_core::{Dragon, Suit};
    /// assert_eq!(Dragon::Green.suit(), Suit::Bams);
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    #[repr(u8)]
    pub enum Dragon: "dragon" {
        /// White dragon, `5z`, American `0` (the soap, also the suitless zero).
        White = 0 => "white",
        /// Green dragon, `6z`, American `G`.
        Green = 1 => "green",
        /// Red dragon, `7z`, American `R`.
        Red = 2 => "red",
    }
}

impl Dragon {
    /// All dragons in index order.
    pub const ALL: [Dragon; 3] = [Dragon::White, Dragon::Green, Dragon::Red];

    /// The suit this dragon goes with in American mah jongg.
    ///
    /// ```
    /// assert_eq!(mahjong_core::Dragon::Red.suit(), mahjong_core::Suit::Craks);
    /// ```
    pub const fn suit(self) -> Suit {
        match self {
            Dragon::White => Suit::Dots,
            Dragon::Green => Suit::Bams,
            Dragon::Red => Suit::Craks,
        }
    }
}

/// What kind of tile a [`Tile`] is.
///
/// ```
/// use mahjong_core::{Tile, TileKind, Suit};
/// assert_eq!("7s".parse::<Tile>().unwrap().kind(), TileKind::Suited(Suit::Bams, 7));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum TileKind {
    /// A numbered tile: suit and number 1–9.
    #[cfg_attr(feature = "serde", serde(alias = "Suited"))]
    Suited(Suit, u8),
    /// A wind.
    #[cfg_attr(feature = "serde", serde(alias = "Wind"))]
    Wind(Wind),
    /// A dragon.
    #[cfg_attr(feature = "serde", serde(alias = "Dragon"))]
    Dragon(Dragon),
    /// A Chinese flower, 1–4 (plum, orchid, chrysanthemum, bamboo; flower n belongs to seat n:
    /// 1 East … 4 North).
    #[cfg_attr(feature = "serde", serde(alias = "Flower"))]
    Flower(u8),
    /// A season, 1–4 (spring, summer, autumn, winter; season n belongs to seat n).
    #[cfg_attr(feature = "serde", serde(alias = "Season"))]
    Season(u8),
    /// The American flower: all eight are the same tile.
    #[cfg_attr(feature = "serde", serde(alias = "AmericanFlower"))]
    AmericanFlower,
    /// A joker (American).
    #[cfg_attr(feature = "serde", serde(alias = "Joker"))]
    Joker,
    /// A blank tile (a house rule in American play).
    #[cfg_attr(feature = "serde", serde(alias = "Blank"))]
    Blank,
}

/// One tile. See the [module docs](self) for the index layout.
///
/// ```
/// use mahjong_core::{Tile, Wind};
/// assert_eq!(Tile::wind(Wind::North).to_string(), "4z");
/// assert!(Tile::JOKER.is_joker());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(transparent)]
pub struct Tile(u8);

impl fmt::Debug for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Tile({})", self)
    }
}

impl Tile {
    /// Number of distinct tiles (indices 0..45).
    pub const COUNT: usize = 45;
    /// Number of playing faces (suits, winds, dragons): indices 0..34.
    pub const PLAYING: usize = 34;
    /// The American flower.
    pub const AMERICAN_FLOWER: Tile = Tile(42);
    /// The joker.
    pub const JOKER: Tile = Tile(43);
    /// The blank tile.
    pub const BLANK: Tile = Tile(44);
    /// The white dragon, which American cards also use as the zero (soap).
    pub const SOAP: Tile = Tile(31);

    /// The tile with this index, or `None` if `index >= 45`.
    ///
    /// ```
    /// use mahjong_core::Tile;
    /// assert_eq!(Tile::from_index(9).unwrap().to_string(), "1p");
    /// assert_eq!(Tile::from_index(45), None);
    /// ```
    pub const fn from_index(index: u8) -> Option<Tile> {
        if (index as usize) < Tile::COUNT { Some(Tile(index)) } else { None }
    }

    /// The playing tiles of a 34-bit mask (bit `i` for the tile of index `i`, as the waits and
    /// improving tiles are kept), in index order; bits from [`Tile::PLAYING`] up are not read.
    ///
    /// ```
    /// use mahjong_core::Tile;
    /// let v: Vec<String> = Tile::in_mask(1 << 0 | 1 << 9 | 1 << 33 | 1 << 40).map(|t| t.to_string()).collect();
    /// assert_eq!(v, ["1m", "1p", "7z"]);
    /// ```
    pub fn in_mask(mask: u64) -> impl Iterator<Item = Tile> + Clone {
        let mut rest = mask & ((1 << Tile::PLAYING) - 1);
        core::iter::from_fn(move || {
            let i = rest.trailing_zeros() as u8;
            rest &= rest.wrapping_sub(1);
            (i < 64).then_some(Tile(i))
        })
    }

    /// The index 0..45.
    ///
    /// ```
    /// assert_eq!(mahjong_core::Tile::JOKER.index(), 43);
    /// ```
    pub const fn index(self) -> u8 {
        self.0
    }

    /// A numbered tile. Returns `None` unless `1 <= number <= 9`.
    ///
    /// ```
    /// use mahjong_core::{Tile, Suit};
    /// assert_eq!(Tile::suited(Suit::Craks, 1).unwrap().index(), 0);
    /// assert_eq!(Tile::suited(Suit::Craks, 10), None);
    /// ```
    pub const fn suited(suit: Suit, number: u8) -> Option<Tile> {
        if number >= 1 && number <= 9 { Some(Tile(suit as u8 * 9 + number - 1)) } else { None }
    }

    /// A wind tile.
    ///
    /// ```
    /// assert_eq!(mahjong_core::Tile::wind(mahjong_core::Wind::East).index(), 27);
    /// ```
    pub const fn wind(wind: Wind) -> Tile {
        Tile(27 + wind as u8)
    }

    /// A dragon tile.
    ///
    /// ```
    /// assert_eq!(mahjong_core::Tile::dragon(mahjong_core::Dragon::Red).to_string(), "7z");
    /// ```
    pub const fn dragon(dragon: Dragon) -> Tile {
        Tile(31 + dragon as u8)
    }

    /// Chinese flower 1–4.
    ///
    /// ```
    /// assert_eq!(mahjong_core::Tile::flower(1).unwrap().to_string(), "1f");
    /// ```
    pub const fn flower(n: u8) -> Option<Tile> {
        if n >= 1 && n <= 4 { Some(Tile(33 + n)) } else { None }
    }

    /// Season 1–4.
    ///
    /// ```
    /// assert_eq!(mahjong_core::Tile::season(4).unwrap().to_string(), "4g");
    /// ```
    pub const fn season(n: u8) -> Option<Tile> {
        if n >= 1 && n <= 4 { Some(Tile(37 + n)) } else { None }
    }

    /// What kind of tile this is.
    ///
    /// ```
    /// use mahjong_core::{Tile, TileKind};
    /// assert_eq!(Tile::BLANK.kind(), TileKind::Blank);
    /// ```
    pub const fn kind(self) -> TileKind {
        match self.0 {
            0..=26 => TileKind::Suited(Suit::from_u8(self.0 / 9), self.0 % 9 + 1),
            27..=30 => TileKind::Wind(Wind::from_index(self.0 - 27)),
            31 => TileKind::Dragon(Dragon::White),
            32 => TileKind::Dragon(Dragon::Green),
            33 => TileKind::Dragon(Dragon::Red),
            34..=37 => TileKind::Flower(self.0 - 33),
            38..=41 => TileKind::Season(self.0 - 37),
            42 => TileKind::AmericanFlower,
            43 => TileKind::Joker,
            _ => TileKind::Blank,
        }
    }

    /// The suit of a numbered tile.
    ///
    /// ```
    /// use mahjong_core::{Tile, Suit};
    /// assert_eq!("9m".parse::<Tile>().unwrap().suit(), Some(Suit::Craks));
    /// assert_eq!("1z".parse::<Tile>().unwrap().suit(), None);
    /// ```
    pub const fn suit(self) -> Option<Suit> {
        if self.0 < 27 { Some(Suit::from_u8(self.0 / 9)) } else { None }
    }

    /// The number 1–9 of a numbered tile.
    ///
    /// ```
    /// assert_eq!("3s".parse::<mahjong_core::Tile>().unwrap().number(), Some(3));
    /// ```
    pub const fn number(self) -> Option<u8> {
        if self.0 < 27 { Some(self.0 % 9 + 1) } else { None }
    }

    /// True for numbered tiles.
    ///
    /// ```
    /// assert!("3s".parse::<mahjong_core::Tile>().unwrap().is_suited());
    /// ```
    pub const fn is_suited(self) -> bool {
        self.0 < 27
    }

    /// True for winds and dragons.
    ///
    /// ```
    /// assert!("7z".parse::<mahjong_core::Tile>().unwrap().is_honor());
    /// ```
    pub const fn is_honor(self) -> bool {
        self.0 >= 27 && self.0 < 34
    }

    /// True for winds.
    ///
    /// ```
    /// assert!("4z".parse::<mahjong_core::Tile>().unwrap().is_wind());
    /// ```
    pub const fn is_wind(self) -> bool {
        self.0 >= 27 && self.0 < 31
    }

    /// True for dragons.
    ///
    /// ```
    /// assert!("5z".parse::<mahjong_core::Tile>().unwrap().is_dragon());
    /// ```
    pub const fn is_dragon(self) -> bool {
        self.0 >= 31 && self.0 < 34
    }

    /// True for 1s and 9s ("terminals").
    ///
    /// ```
    /// assert!("9p".parse::<mahjong_core::Tile>().unwrap().is_terminal());
    /// assert!(!"8p".parse::<mahjong_core::Tile>().unwrap().is_terminal());
    /// ```
    pub const fn is_terminal(self) -> bool {
        self.0 < 27 && (self.0 % 9 == 0 || self.0 % 9 == 8)
    }

    /// True for terminals and honours ("majors" in classical scoring).
    ///
    /// ```
    /// assert!("1z".parse::<mahjong_core::Tile>().unwrap().is_major());
    /// assert!(!"5m".parse::<mahjong_core::Tile>().unwrap().is_major());
    /// ```
    pub const fn is_major(self) -> bool {
        self.is_terminal() || self.is_honor()
    }

    /// True for the 34 playing faces (not bonus tiles, jokers or blanks).
    ///
    /// ```
    /// assert!(!mahjong_core::Tile::JOKER.is_playing());
    /// ```
    pub const fn is_playing(self) -> bool {
        self.0 < 34
    }

    /// True for Chinese flowers, seasons and the American flower.
    ///
    /// ```
    /// assert!("2g".parse::<mahjong_core::Tile>().unwrap().is_bonus());
    /// ```
    pub const fn is_bonus(self) -> bool {
        self.0 >= 34 && self.0 <= 42
    }

    /// True for the joker.
    ///
    /// ```
    /// assert!(mahjong_core::Tile::JOKER.is_joker());
    /// ```
    pub const fn is_joker(self) -> bool {
        self.0 == 43
    }

    /// The Unicode Mahjong Tiles character (U+1F000–U+1F02B).
    ///
    /// Chinese flowers map to their pictures (plum U+1F022, orchid U+1F023, chrysanthemum
    /// U+1F025, bamboo U+1F024). Unicode has no generic flower and no blank: the American flower
    /// prints as the plum (U+1F022) and the blank as the tile back (U+1F02B); parsing those
    /// characters gives flower 1 and the blank.
    ///
    /// ```
    /// use mahjong_core::Tile;
    /// assert_eq!("1z".parse::<Tile>().unwrap().unicode(), '\u{1F000}');
    /// assert_eq!("7z".parse::<Tile>().unwrap().unicode(), '\u{1F004}');
    /// assert_eq!("1m".parse::<Tile>().unwrap().unicode(), '\u{1F007}');
    /// assert_eq!("1s".parse::<Tile>().unwrap().unicode(), '\u{1F010}');
    /// assert_eq!("9p".parse::<Tile>().unwrap().unicode(), '\u{1F021}');
    /// assert_eq!(Tile::JOKER.unicode(), '\u{1F02A}');
    /// ```
    pub const fn unicode(self) -> char {
        let cp: u32 = match self.kind() {
            TileKind::Wind(w) => 0x1F000 + w as u32,
            TileKind::Dragon(Dragon::Red) => 0x1F004,
            TileKind::Dragon(Dragon::Green) => 0x1F005,
            TileKind::Dragon(Dragon::White) => 0x1F006,
            TileKind::Suited(Suit::Craks, n) => 0x1F006 + n as u32,
            TileKind::Suited(Suit::Bams, n) => 0x1F00F + n as u32,
            TileKind::Suited(Suit::Dots, n) => 0x1F018 + n as u32,
            TileKind::Flower(1) | TileKind::AmericanFlower => 0x1F022,
            TileKind::Flower(2) => 0x1F023,
            TileKind::Flower(3) => 0x1F025,
            TileKind::Flower(_) => 0x1F024,
            TileKind::Season(n) => 0x1F025 + n as u32,
            TileKind::Joker => 0x1F02A,
            TileKind::Blank => 0x1F02B,
        };
        match char::from_u32(cp) {
            Some(c) => c,
            None => char::REPLACEMENT_CHARACTER,
        }
    }

    /// The tile for a Unicode Mahjong Tiles character, or `None` outside U+1F000–U+1F02B.
    ///
    /// ```
    /// use mahjong_core::Tile;
    /// assert_eq!(Tile::from_unicode('\u{1F01D}').unwrap().to_string(), "5p");
    /// assert_eq!(Tile::from_unicode('x'), None);
    /// ```
    pub const fn from_unicode(c: char) -> Option<Tile> {
        let cp = c as u32;
        let t = match cp {
            0x1F000..=0x1F003 => Tile(27 + (cp - 0x1F000) as u8),
            0x1F004 => Tile(33),
            0x1F005 => Tile(32),
            0x1F006 => Tile(31),
            0x1F007..=0x1F00F => Tile((cp - 0x1F007) as u8),
            0x1F010..=0x1F018 => Tile(18 + (cp - 0x1F010) as u8),
            0x1F019..=0x1F021 => Tile(9 + (cp - 0x1F019) as u8),
            0x1F022 => Tile(34),
            0x1F023 => Tile(35),
            0x1F024 => Tile(37),
            0x1F025 => Tile(36),
            0x1F026..=0x1F029 => Tile(38 + (cp - 0x1F026) as u8),
            0x1F02A => Tile::JOKER,
            0x1F02B => Tile::BLANK,
            _ => return None,
        };
        Some(t)
    }

    /// Writes the American form of this tile: `5b`, `N`, `R`, `G`, `0` (soap), `F`, `J`.
    /// Chinese flowers, seasons and the blank have no American letter: they print as their
    /// Unicode characters, which the American reader accepts, so the form still reads back.
    ///
    /// ```
    /// use mahjong_core::Tile;
    /// let mut s = String::new();
    /// "5p".parse::<Tile>().unwrap().write_american(&mut s).unwrap();
    /// "5z".parse::<Tile>().unwrap().write_american(&mut s).unwrap();
    /// assert_eq!(s, "5d0");
    /// ```
    pub fn write_american<W: fmt::Write>(self, w: &mut W) -> fmt::Result {
        match self.kind() {
            TileKind::Suited(s, n) => write!(w, "{}{}", n, s.american_letter()),
            TileKind::Wind(wd) => w.write_char(wd.letter()),
            TileKind::Dragon(Dragon::White) => w.write_char('0'),
            TileKind::Dragon(Dragon::Green) => w.write_char('G'),
            TileKind::Dragon(Dragon::Red) => w.write_char('R'),
            TileKind::AmericanFlower => w.write_char('F'),
            TileKind::Joker => w.write_char('J'),
            TileKind::Flower(_) | TileKind::Season(_) | TileKind::Blank => w.write_char(self.unicode()),
        }
    }

    /// The American form ([`write_american`](Self::write_american)) as a `Display` value.
    ///
    /// ```
    /// assert_eq!("5p".parse::<mahjong_core::Tile>().unwrap().american().to_string(), "5d");
    /// ```
    pub fn american(self) -> impl fmt::Display {
        Written(self, |t, f| t.write_american(f))
    }

    /// The MPSZ suffix letter and digit of this tile.
    pub(crate) const fn mpsz_parts(self) -> (u8, char) {
        match self.kind() {
            TileKind::Suited(s, n) => (n, s.mpsz_letter()),
            TileKind::Wind(w) => (w as u8 + 1, 'z'),
            TileKind::Dragon(d) => (d as u8 + 5, 'z'),
            TileKind::Flower(n) => (n, 'f'),
            TileKind::Season(n) => (n, 'g'),
            TileKind::AmericanFlower => (0, 'f'),
            TileKind::Joker => (0, 'j'),
            TileKind::Blank => (0, 'k'),
        }
    }

    /// The tile for an MPSZ digit and suffix letter (`'5'`, `'p'`), if any.
    pub(crate) const fn from_mpsz(digit: u8, letter: u8) -> Option<Tile> {
        match (letter, digit) {
            (b'm', 1..=9) => Some(Tile(digit - 1)),
            (b'p', 1..=9) => Some(Tile(9 + digit - 1)),
            (b's', 1..=9) => Some(Tile(18 + digit - 1)),
            (b'z', 1..=7) => Some(Tile(27 + digit - 1)),
            (b'f', 0) => Some(Tile::AMERICAN_FLOWER),
            (b'f', 1..=4) => Some(Tile(33 + digit)),
            (b'g', 1..=4) => Some(Tile(37 + digit)),
            (b'j', 0) => Some(Tile::JOKER),
            (b'k', 0) => Some(Tile::BLANK),
            _ => None,
        }
    }

    /// A short English name: `5 dots`, `east wind`, `red dragon`, `flower 2`, `joker`.
    ///
    /// ```
    /// use mahjong_core::Tile;
    /// let mut s = String::new();
    /// "5p".parse::<Tile>().unwrap().write_name(&mut s).unwrap();
    /// assert_eq!(s, "5 dots");
    /// ```
    pub fn write_name<W: fmt::Write>(self, w: &mut W) -> fmt::Result {
        match self.kind() {
            TileKind::Suited(s, n) => write!(w, "{} {}", n, s.name()),
            TileKind::Wind(wd) => write!(w, "{} wind", wd.name()),
            TileKind::Dragon(d) => write!(w, "{} dragon", d.name()),
            TileKind::Flower(n) => write!(w, "flower {}", n),
            TileKind::Season(n) => write!(w, "season {}", n),
            TileKind::AmericanFlower => w.write_str("flower"),
            TileKind::Joker => w.write_str("joker"),
            TileKind::Blank => w.write_str("blank"),
        }
    }

    /// The English name ([`write_name`](Self::write_name)) as a `Display` value.
    ///
    /// ```
    /// assert_eq!("1z".parse::<mahjong_core::Tile>().unwrap().english_name().to_string(), "east wind");
    /// ```
    pub fn english_name(self) -> impl fmt::Display {
        Written(self, |t, f| t.write_name(f))
    }

    /// Iterator over all 45 tiles in index order.
    ///
    /// ```
    /// assert_eq!(mahjong_core::Tile::all().count(), 45);
    /// ```
    pub fn all() -> impl Iterator<Item = Tile> {
        (0..Tile::COUNT as u8).map(Tile)
    }
}

/// A tile written by one of its `write_*` methods, as a `Display` value.
struct Written(Tile, fn(Tile, &mut fmt::Formatter<'_>) -> fmt::Result);

impl fmt::Display for Written {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (self.1)(self.0, f)
    }
}

/// Prints the MPSZ form of one tile: `5p`, `1z`, `2f`, `0j`.
impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (d, l) = self.mpsz_parts();
        write!(f, "{}{}", d, l)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Tile {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Tile {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Tile, D::Error> {
        struct V;
        impl serde::de::Visitor<'_> for V {
            type Value = Tile;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a tile such as \"5p\"")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Tile, E> {
                // The text is named, so a bad tile deep in a form (a map key too) is found.
                v.parse().map_err(|e| E::custom(format_args!("not a tile {v:?}: {e}")))
            }
        }
        d.deserialize_str(V)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unicode_round_trip_covers_the_whole_block() {
        for cp in 0x1F000u32..=0x1F02B {
            let c = char::from_u32(cp).unwrap();
            let t = Tile::from_unicode(c).unwrap();
            assert_eq!(t.unicode(), c, "U+{cp:X}");
        }
        for t in Tile::all() {
            if t != Tile::AMERICAN_FLOWER {
                assert_eq!(Tile::from_unicode(t.unicode()), Some(t));
            }
        }
    }

    #[test]
    fn unicode_points_from_the_standard() {
        // Worked from the Unicode chart: U+1F007 is one of characters, U+1F010 one of bamboos,
        // U+1F019 one of circles, so 5 of circles is U+1F019 + 4 = U+1F01D.
        assert_eq!(Tile::suited(Suit::Dots, 5).unwrap().unicode() as u32, 0x1F01D);
        assert_eq!(Tile::suited(Suit::Craks, 9).unwrap().unicode() as u32, 0x1F00F);
        assert_eq!(Tile::suited(Suit::Bams, 9).unwrap().unicode() as u32, 0x1F018);
        assert_eq!(Tile::wind(Wind::North).unicode() as u32, 0x1F003);
        assert_eq!(Tile::dragon(Dragon::White).unicode() as u32, 0x1F006);
        assert_eq!(Tile::season(1).unwrap().unicode() as u32, 0x1F026);
        assert_eq!(Tile::flower(3).unwrap().unicode() as u32, 0x1F025);
    }

    #[test]
    fn kinds_and_indices_agree() {
        for t in Tile::all() {
            let back = match t.kind() {
                TileKind::Suited(s, n) => Tile::suited(s, n).unwrap(),
                TileKind::Wind(w) => Tile::wind(w),
                TileKind::Dragon(d) => Tile::dragon(d),
                TileKind::Flower(n) => Tile::flower(n).unwrap(),
                TileKind::Season(n) => Tile::season(n).unwrap(),
                TileKind::AmericanFlower => Tile::AMERICAN_FLOWER,
                TileKind::Joker => Tile::JOKER,
                TileKind::Blank => Tile::BLANK,
            };
            assert_eq!(back, t);
            let (d, l) = t.mpsz_parts();
            assert_eq!(Tile::from_mpsz(d, l as u8), Some(t));
        }
    }
}
