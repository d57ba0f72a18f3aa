//! Hand and tile notations: MPSZ, American and Unicode, parsed and printed with an exact round
//! trip for the printed (canonical) forms.
//!
//! # MPSZ
//!
//! Digits followed by a suit letter: `m` craks, `p` dots, `s` bams, `z` honours (1–4 East,
//! South, West, North; 5–7 white, green, red). Extensions of this library:
//!
//! | text | tile |
//! |---|---|
//! | `1f`–`4f` | Chinese flowers (plum, orchid, chrysanthemum, bamboo) |
//! | `1g`–`4g` | seasons (spring, summer, autumn, winter) |
//! | `0f` | the American flower |
//! | `0j` | joker |
//! | `0k` | blank |
//!
//! Melds: `[123m]` an exposed chow, `[555p]` an exposed pung, `[1111z]` an exposed kong,
//! `(1111z)` a concealed kong, `[1111z+]` an added kong (a melded pung made a kong with a
//! self-drawn tile). Flowers and seasons anywhere among the concealed tiles are set aside.
//!
//! # American
//!
//! As in the card notation document: `1b`–`9b` bams, `1c`–`9c` craks, `1d`–`9d` dots (a digit
//! run shares its letter: `2026c`, where `0` is the soap), `N E W S` winds, `R G` red and green
//! dragons, `0` the soap, `F` flower, `J` joker. Spaces are optional; exposures go in brackets:
//! `[222b] [FFJ] 2026c 44d 6d J`. A `0` is the soap wherever it stands, so `0c` and `00b` read as
//! soaps (the suit letter adds nothing). The printer keeps a soap inside a run only between digits
//! of the run's suit (`2026c`); `10c` prints back as `1c 0`.
//!
//! # Unicode
//!
//! The characters U+1F000–U+1F02B ([`Tile::unicode`]); brackets work as above.
//!
//! # Win context
//!
//! After the tiles, `;` then words: `win=<tile>`, `by=<discard|self|kong-replacement|
//! robbing-kong|last-tile|last-discard>`, `seat_wind=<E|S|W|N>` (the winner's own wind; `seat=`
//! is read as the same word), `prevailing=<E|S|W|N>`, `first-turn`, `original-call`,
//! `kong-after-kong` (the winning loose tile came after two kongs in a row: Twofold Fortune),
//! `last-of-kind` (the winning tile was the last of its kind, the other three already shown).
//!
//! ```
//! use mahjong_core::{Hand, notation};
//! let h = Hand::parse("[222b] [FFJ] 2026c 44d 6d J").unwrap();
//! assert_eq!(notation::american(&h).to_string(), "2026c 446d J [222b] [FFJ]");
//! assert_eq!(notation::mpsz(&h).to_string(), "2m5z26m446p0j [222s] [00f0j]");
//! assert_eq!(notation::unicode(&h).to_string(), "🀈🀆🀈🀌🀜🀜🀞🀪 [🀑🀑🀑] [FF🀪]");
//! ```

use crate::{Hand, Meld, MeldStatus, ParseError, ParseErrorKind, Tile, TileKind, TileSet, WinMethod, Wind};
use core::fmt::{self, Write};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Mode {
    Mpsz,
    American,
}

fn err(column: usize, kind: ParseErrorKind) -> ParseError {
    ParseError::new(column, kind)
}

fn is_mpsz_letter(c: char) -> bool {
    matches!(c, 'm' | 'p' | 's' | 'z' | 'f' | 'g' | 'j' | 'k')
}

fn is_american_letter(c: char) -> bool {
    matches!(c, 'b' | 'c' | 'd' | 'N' | 'E' | 'W' | 'S' | 'R' | 'G' | 'F' | 'J')
}

fn american_letter_tile(c: char) -> Option<Tile> {
    Some(match c {
        'N' => Tile::wind(Wind::North),
        'E' => Tile::wind(Wind::East),
        'W' => Tile::wind(Wind::West),
        'S' => Tile::wind(Wind::South),
        'R' => Tile::dragon(crate::Dragon::Red),
        'G' => Tile::dragon(crate::Dragon::Green),
        'F' => Tile::AMERICAN_FLOWER,
        'J' => Tile::JOKER,
        _ => return None,
    })
}

fn american_suit(c: char) -> Option<crate::Suit> {
    match c {
        'b' => Some(crate::Suit::Bams),
        'c' => Some(crate::Suit::Craks),
        'd' => Some(crate::Suit::Dots),
        _ => None,
    }
}

/// Characters that copy and paste brings along and that are not tiles: variation selectors
/// (`🀄️` is U+1F004 U+FE0F), a byte-order mark, zero-width spaces and joiners. They separate
/// tiles like a space.
fn is_invisible(c: char) -> bool {
    matches!(c, '\u{FE0E}' | '\u{FE0F}' | '\u{FEFF}' | '\u{200B}'..='\u{200D}' | '\u{2060}')
}

fn detect(text: &str) -> Result<Mode, ParseError> {
    let mut mpsz = None;
    let mut amer = None;
    for (i, c) in text.chars().enumerate() {
        if is_mpsz_letter(c) && mpsz.is_none() {
            mpsz = Some(i + 1);
        }
        if is_american_letter(c) && amer.is_none() {
            amer = Some(i + 1);
        }
    }
    match (mpsz, amer) {
        (Some(a), Some(b)) => Err(err(a.max(b), ParseErrorKind::MixedNotation)),
        (Some(_), None) => Ok(Mode::Mpsz),
        _ => Ok(Mode::American),
    }
}

/// Parses one tile in any notation: MPSZ (`5p`, `7z`, `0j`), American (`5d`, `N`, `R`, `0`,
/// `F`, `J`) or one Unicode character.
///
/// ```
/// use mahjong_core::notation::parse_tile;
/// assert_eq!(parse_tile("5d").unwrap(), parse_tile("5p").unwrap());
/// assert_eq!(parse_tile("0").unwrap(), parse_tile("5z").unwrap());
/// assert_eq!(parse_tile("\u{1F01D}").unwrap().to_string(), "5p");
/// assert_eq!(parse_tile("10m").unwrap_err().column, 2);
/// ```
pub fn parse_tile(text: &str) -> Result<Tile, ParseError> {
    if text.contains([';', '[', ']', '(', ')']) {
        let col = text.find([';', '[', ']', '(', ')']).map_or(0, |i| text[..i].chars().count() + 1);
        return Err(err(col, ParseErrorKind::NotOneTile));
    }
    let (h, second) = parse_hand_columns(text, &TileSet::any())?;
    match (h.concealed(), h.bonus()) {
        ([t], []) | ([], [t]) => Ok(*t),
        _ => Err(err(second.unwrap_or(0), ParseErrorKind::NotOneTile)),
    }
}

/// The tile of Unicode code point `code_point` ([`Tile::from_unicode`]): one character of the
/// Mahjong Tiles block given by its number, as a face receives it.
///
/// Errors: [`ParseErrorKind::NotAUnicodeTile`] for any other code point (no column).
///
/// ```
/// use mahjong_core::{ErrorKind, notation::tile_of_code_point};
/// assert_eq!(tile_of_code_point(0x1F01D).unwrap().to_string(), "5p");
/// let e = tile_of_code_point(0x41).unwrap_err();
/// assert_eq!(e.to_string(), "U+41 is not a mahjong tile (U+1F000 to U+1F02B)");
/// assert_eq!((e.kind(), e.column), (ErrorKind::ParseNotAUnicodeTile, 0));
/// assert!(tile_of_code_point(0xD800).is_err());
/// ```
pub fn tile_of_code_point(code_point: u32) -> Result<Tile, ParseError> {
    let tile = char::from_u32(code_point).and_then(Tile::from_unicode);
    tile.ok_or(err(0, ParseErrorKind::NotAUnicodeTile(code_point)))
}

/// A bracketed group being read: the column of its bracket, the bracket, its tiles, how many
/// there are so far, and the column of each.
type Group = (usize, char, [Tile; 6], usize, [usize; 6]);

struct Builder<'s> {
    hand: Hand,
    counts: [u8; Tile::COUNT],
    set: &'s TileSet,
    group: Option<Group>,
    /// Column of the second tile read (for "expected exactly one tile").
    second: Option<usize>,
    tiles_read: usize,
}

impl Builder<'_> {
    fn add(&mut self, tile: Tile, column: usize) -> Result<(), ParseError> {
        self.tiles_read += 1;
        if self.tiles_read == 2 {
            self.second = Some(column);
        }
        let i = tile.index() as usize;
        self.counts[i] += 1;
        if self.counts[i] > self.set.count(tile) {
            return Err(err(
                column,
                ParseErrorKind::TooManyCopies {
                    tile,
                    count: self.counts[i],
                    max: self.set.count(tile),
                    set: self.set.name(),
                },
            ));
        }
        if let Some((_, _, tiles, n, cols)) = &mut self.group {
            if *n >= 6 {
                return Err(err(column, ParseErrorKind::NotAMeld));
            }
            tiles[*n] = tile;
            cols[*n] = column;
            *n += 1;
            Ok(())
        } else {
            self.hand.push(tile).map_err(|k| err(column, k))
        }
    }

    fn open(&mut self, column: usize, bracket: char) -> Result<(), ParseError> {
        if self.group.is_some() {
            return Err(err(column, ParseErrorKind::NestedGroup));
        }
        self.group = Some((column, bracket, [Tile::JOKER; 6], 0, [0; 6]));
        Ok(())
    }

    fn close(&mut self, column: usize, bracket: char, added: bool) -> Result<(), ParseError> {
        let Some((open_col, open, tiles, n, cols)) = self.group.take() else {
            return Err(err(column, ParseErrorKind::UnopenedGroup));
        };
        let want = if open == '[' { ']' } else { ')' };
        if bracket != want || (added && open != '[') {
            return Err(err(column, ParseErrorKind::UnexpectedChar(bracket)));
        }
        if n == 0 {
            return Err(err(open_col, ParseErrorKind::EmptyGroup));
        }
        let status = match (open, added) {
            ('(', _) => MeldStatus::Concealed,
            (_, true) => MeldStatus::Added,
            _ => MeldStatus::Exposed,
        };
        let meld = Meld::new(&tiles[..n], status).map_err(|k| {
            let col = match k {
                ParseErrorKind::BonusInMeld(t) => tiles[..n].iter().position(|&x| x == t).map_or(open_col, |p| cols[p]),
                _ => open_col,
            };
            err(col, k)
        })?;
        self.hand.push_meld(meld).map_err(|k| err(open_col, k))
    }
}

pub(crate) fn parse_hand(text: &str, set: &TileSet) -> Result<Hand, ParseError> {
    parse_hand_columns(text, set).map(|(h, _)| h)
}

/// Parses a hand; also returns the column of its second tile.
fn parse_hand_columns(text: &str, set: &TileSet) -> Result<(Hand, Option<usize>), ParseError> {
    let (tiles_part, context_part) = match text.find(';') {
        Some(i) => (&text[..i], Some(&text[i + 1..])),
        None => (text, None),
    };
    let mode = detect(tiles_part)?;
    let mut b = Builder { hand: Hand::new(), counts: [0; Tile::COUNT], set, group: None, second: None, tiles_read: 0 };
    // Pending digits: (column, digit).
    let mut pending: [(usize, u8); crate::hand::MAX_CONCEALED + 1] = [(0, 0); crate::hand::MAX_CONCEALED + 1];
    let mut np = 0usize;
    let mut iter = tiles_part.chars().enumerate().peekable();
    let flush_american_zeros = |b: &mut Builder<'_>, pending: &[(usize, u8)]| -> Result<(), ParseError> {
        for &(col, d) in pending {
            if d != 0 {
                return Err(err(col, ParseErrorKind::MissingSuit));
            }
            b.add(Tile::SOAP, col)?;
        }
        Ok(())
    };
    while let Some((i, c)) = iter.next() {
        let col = i + 1;
        if c.is_ascii_digit() {
            if np >= pending.len() {
                return Err(err(
                    col,
                    ParseErrorKind::TooManyTiles { count: np as u8 + 1, max: crate::hand::MAX_CONCEALED as u8 },
                ));
            }
            pending[np] = (col, c as u8 - b'0');
            np += 1;
            continue;
        }
        // A letter closes a digit run.
        let suit_letter = match mode {
            Mode::Mpsz => is_mpsz_letter(c),
            Mode::American => american_suit(c).is_some(),
        };
        if suit_letter {
            if np == 0 {
                return Err(err(col, ParseErrorKind::MissingNumber(c)));
            }
            for &(dcol, d) in &pending[..np] {
                let tile = match mode {
                    Mode::Mpsz => Tile::from_mpsz(d, c as u8),
                    Mode::American if d == 0 => Some(Tile::SOAP),
                    Mode::American => american_suit(c).and_then(|s| Tile::suited(s, d)),
                };
                let tile = tile.ok_or(err(dcol, ParseErrorKind::BadNumber { digit: d, letter: c }))?;
                b.add(tile, dcol)?;
            }
            np = 0;
            continue;
        }
        if c.is_alphabetic()
            && Tile::from_unicode(c).is_none()
            && (mode == Mode::Mpsz || american_letter_tile(c).is_none())
        {
            return Err(err(col, ParseErrorKind::UnknownLetter(c)));
        }
        // Anything else ends a digit run.
        if np > 0 {
            match mode {
                Mode::Mpsz => return Err(err(pending[0].0, ParseErrorKind::MissingSuit)),
                Mode::American => flush_american_zeros(&mut b, &pending[..np])?,
            }
            np = 0;
        }
        if c.is_whitespace() || is_invisible(c) {
            continue;
        }
        if mode == Mode::American {
            if let Some(t) = american_letter_tile(c) {
                b.add(t, col)?;
                continue;
            }
        }
        if let Some(t) = Tile::from_unicode(c) {
            b.add(t, col)?;
            continue;
        }
        match c {
            '[' | '(' => b.open(col, c)?,
            ']' | ')' => b.close(col, c, false)?,
            '+' if b.group.is_some() => {
                // `+` must come right before `]`.
                match iter.next() {
                    Some((_, ']')) => b.close(col + 1, ']', true)?,
                    _ => return Err(err(col, ParseErrorKind::UnexpectedChar('+'))),
                }
            }
            _ if c.is_alphabetic() => return Err(err(col, ParseErrorKind::UnknownLetter(c))),
            _ => return Err(err(col, ParseErrorKind::UnexpectedChar(c))),
        }
    }
    if np > 0 {
        match mode {
            Mode::Mpsz => return Err(err(pending[0].0, ParseErrorKind::MissingSuit)),
            Mode::American => flush_american_zeros(&mut b, &pending[..np])?,
        }
    }
    if let Some((open_col, ..)) = b.group {
        return Err(err(open_col, ParseErrorKind::UnclosedGroup));
    }
    let mut hand = b.hand;
    if hand.tile_count() == 0 && hand.bonus().is_empty() {
        return Err(err(0, ParseErrorKind::Empty));
    }
    if let Some(ctx) = context_part {
        let offset = tiles_part.chars().count() + 1;
        parse_context(&mut hand, ctx, offset)?;
    }
    Ok((hand, b.second))
}

fn parse_context(hand: &mut Hand, text: &str, offset: usize) -> Result<(), ParseError> {
    let mut ctx = *hand.context();
    let mut seen = 0u16;
    let mut col = offset;
    let mut rest = text;
    while !rest.is_empty() {
        let ws = rest.len() - rest.trim_start().len();
        col += rest[..ws].chars().count();
        rest = &rest[ws..];
        if rest.is_empty() {
            break;
        }
        let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        let word = &rest[..end];
        let wcol = col + 1;
        let (key, value) = match word.find('=') {
            Some(i) => (&word[..i], Some(&word[i + 1..])),
            None => (word, None),
        };
        let vcol = wcol + key.chars().count() + 1;
        let bit = match key {
            "win" => 1u16,
            "by" => 2,
            "seat_wind" | "seat-wind" | "seat" => 4,
            "prevailing" => 8,
            "first-turn" => 16,
            "original-call" => 32,
            "kong-after-kong" => 64,
            "last-of-kind" => 128,
            _ => 0,
        };
        if bit != 0 && seen & bit != 0 {
            return Err(err(wcol, ParseErrorKind::RepeatedContext));
        }
        seen |= bit;
        match (key, value) {
            ("win", Some(v)) => {
                let t = parse_tile(v).map_err(|e| err(vcol + e.column.saturating_sub(1), e.kind))?;
                let mut probe = *hand;
                probe.try_set_context(crate::WinContext { winning_tile: Some(t), ..ctx }).map_err(|k| err(vcol, k))?;
                ctx.winning_tile = Some(t);
            }
            ("by", Some(v)) => {
                ctx.method = str::parse::<WinMethod>(v).ok().ok_or(err(vcol, ParseErrorKind::UnknownWinMethod))?
            }
            ("seat_wind" | "seat-wind" | "seat", Some(v)) => {
                ctx.seat_wind = str::parse::<Wind>(v).ok().ok_or(err(vcol, ParseErrorKind::UnknownWind))?
            }
            ("prevailing", Some(v)) => {
                ctx.prevailing = str::parse::<Wind>(v).ok().ok_or(err(vcol, ParseErrorKind::UnknownWind))?
            }
            ("first-turn", None) => ctx.first_turn = true,
            ("original-call", None) => ctx.original_call = true,
            ("kong-after-kong", None) => ctx.kong_after_kong = true,
            ("last-of-kind", None) => ctx.last_of_kind = true,
            _ => return Err(err(wcol, ParseErrorKind::UnknownContext)),
        }
        col += word.chars().count();
        rest = &rest[end..];
    }
    hand.set_context(ctx);
    Ok(())
}

fn write_context<W: Write>(hand: &Hand, w: &mut W, style: Style) -> fmt::Result {
    let c = hand.context();
    let d = crate::WinContext::default();
    if *c == d {
        return Ok(());
    }
    w.write_str(" ;")?;
    if let Some(t) = c.winning_tile {
        w.write_str(" win=")?;
        write_tile(t, w, style)?;
    }
    if c.method != d.method {
        write!(w, " by={}", c.method.label())?;
    }
    if c.seat_wind != d.seat_wind {
        write!(w, " seat_wind={}", c.seat_wind.letter())?;
    }
    if c.prevailing != d.prevailing {
        write!(w, " prevailing={}", c.prevailing.letter())?;
    }
    if c.first_turn {
        w.write_str(" first-turn")?;
    }
    if c.original_call {
        w.write_str(" original-call")?;
    }
    if c.kong_after_kong {
        w.write_str(" kong-after-kong")?;
    }
    if c.last_of_kind {
        w.write_str(" last-of-kind")?;
    }
    Ok(())
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Style {
    Mpsz,
    American,
    Unicode,
}

fn write_tile<W: Write>(t: Tile, w: &mut W, style: Style) -> fmt::Result {
    match style {
        Style::Mpsz => write!(w, "{}", t),
        Style::American => t.write_american(w),
        Style::Unicode => w.write_char(unicode_char(t)),
    }
}

/// The character of a tile in the Unicode form. Unicode has no generic flower: the American
/// flower is written `F` (which reads back as the American flower), not U+1F022 (flower 1).
fn unicode_char(t: Tile) -> char {
    if t == Tile::AMERICAN_FLOWER { 'F' } else { t.unicode() }
}

/// Writes tiles in MPSZ, merging runs of one suit letter: `123m45p`.
fn write_mpsz_tiles<W: Write>(tiles: &[Tile], w: &mut W) -> fmt::Result {
    let mut i = 0;
    while i < tiles.len() {
        let (_, letter) = tiles[i].mpsz_parts();
        let mut j = i;
        while j < tiles.len() && tiles[j].mpsz_parts().1 == letter {
            write!(w, "{}", tiles[j].mpsz_parts().0)?;
            j += 1;
        }
        w.write_char(letter)?;
        i = j;
    }
    Ok(())
}

/// Writes tiles in American form: digit runs share their suit letter, a soap between digits of
/// one suit stays in the run (`2026c`) while other soaps stand alone (`10c` prints as `1c 0`),
/// letters run together (`NEWS`, `FFJ`), tokens of different kinds are separated by spaces.
fn write_american_tiles<W: Write>(tiles: &[Tile], w: &mut W) -> fmt::Result {
    let mut i = 0;
    let mut first = true;
    let suit_of = |t: Tile| t.suit();
    while i < tiles.len() {
        if !first {
            w.write_char(' ')?;
        }
        first = false;
        let t = tiles[i];
        if let Some(s) = suit_of(t) {
            let mut j = i;
            loop {
                if j < tiles.len() && suit_of(tiles[j]) == Some(s) {
                    write!(w, "{}", tiles[j].number().unwrap_or(0))?;
                    j += 1;
                } else if j + 1 < tiles.len() && tiles[j] == Tile::SOAP && {
                    // soaps followed (eventually) by a digit of the same suit
                    let mut k = j;
                    while k < tiles.len() && tiles[k] == Tile::SOAP {
                        k += 1;
                    }
                    k < tiles.len() && suit_of(tiles[k]) == Some(s)
                } {
                    w.write_char('0')?;
                    j += 1;
                } else {
                    break;
                }
            }
            w.write_char(s.american_letter())?;
            i = j;
        } else if american_letter_tile_char(t).is_some() {
            let mut j = i;
            while j < tiles.len() && american_letter_tile_char(tiles[j]).is_some() {
                w.write_char(american_letter_tile_char(tiles[j]).unwrap_or('?'))?;
                j += 1;
            }
            i = j;
        } else if t == Tile::SOAP {
            while i < tiles.len() && tiles[i] == Tile::SOAP {
                w.write_char('0')?;
                i += 1;
            }
        } else {
            t.write_american(w)?;
            i += 1;
        }
    }
    Ok(())
}

fn american_letter_tile_char(t: Tile) -> Option<char> {
    match t.kind() {
        TileKind::Wind(wd) => Some(wd.letter()),
        TileKind::Dragon(crate::Dragon::Red) => Some('R'),
        TileKind::Dragon(crate::Dragon::Green) => Some('G'),
        TileKind::AmericanFlower => Some('F'),
        TileKind::Joker => Some('J'),
        _ => None,
    }
}

fn write_tiles<W: Write>(tiles: &[Tile], w: &mut W, style: Style) -> fmt::Result {
    match style {
        Style::Mpsz => write_mpsz_tiles(tiles, w),
        Style::American => write_american_tiles(tiles, w),
        Style::Unicode => tiles.iter().try_for_each(|&t| w.write_char(unicode_char(t))),
    }
}

/// A meld with its brackets: `[555p]` exposed, `(1111z)` concealed, `[7777z+]` added.
fn write_meld<W: Write>(m: &Meld, w: &mut W, style: Style) -> fmt::Result {
    let (open, close) = match m.status() {
        MeldStatus::Exposed => ("[", "]"),
        MeldStatus::Concealed => ("(", ")"),
        MeldStatus::Added => ("[", "+]"),
    };
    w.write_str(open)?;
    write_tiles(m.tiles(), w, style)?;
    w.write_str(close)
}

/// Prints one meld in MPSZ form, brackets included, as it is written in a hand.
///
/// ```
/// let h = mahjong_core::Hand::parse("[555p] (1111z) [7777z+]").unwrap();
/// let melds: Vec<String> = h.melds().iter().map(|m| m.to_string()).collect();
/// assert_eq!(melds, ["[555p]", "(1111z)", "[7777z+]"]);
/// ```
impl fmt::Display for Meld {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_meld(self, f, Style::Mpsz)
    }
}

fn write_hand<W: Write>(hand: &Hand, w: &mut W, style: Style) -> fmt::Result {
    let mut sep = false;
    if !hand.concealed().is_empty() {
        write_tiles(hand.concealed(), w, style)?;
        sep = true;
    }
    for m in hand.melds() {
        if sep {
            w.write_char(' ')?;
        }
        sep = true;
        write_meld(m, w, style)?;
    }
    if !hand.bonus().is_empty() {
        if sep {
            w.write_char(' ')?;
        }
        write_tiles(hand.bonus(), w, style)?;
    }
    write_context(hand, w, style)
}

/// Writes a hand in MPSZ form (what `Display` for [`Hand`] prints).
///
/// ```
/// let h = mahjong_core::Hand::parse("11m [555p] (1111z) [7777z+] 1f").unwrap();
/// let mut s = String::new();
/// mahjong_core::notation::write_mpsz(&h, &mut s).unwrap();
/// assert_eq!(s, "11m [555p] (1111z) [7777z+] 1f");
/// ```
pub fn write_mpsz<W: Write>(hand: &Hand, w: &mut W) -> fmt::Result {
    write_hand(hand, w, Style::Mpsz)
}

/// A `Display` adapter printing a hand in one notation. Made by [`mpsz`], [`american`] and
/// [`unicode`].
#[derive(Clone, Copy)]
pub struct Notation<'a> {
    hand: &'a Hand,
    style: Style,
}

impl fmt::Debug for Notation<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.debug_name())
    }
}

impl Notation<'_> {
    fn debug_name(&self) -> &'static str {
        match self.style {
            Style::Mpsz => "Notation(mpsz)",
            Style::American => "Notation(american)",
            Style::Unicode => "Notation(unicode)",
        }
    }
}

impl fmt::Display for Notation<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_hand(self.hand, f, self.style)
    }
}

crate::name::names! {
    /// The three notations a hand can be written in. [`written_in`] tells which one a text uses,
    /// and [`write_in`] prints a hand in one of them, so a program can print a hand back the way its
    /// user wrote it.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    pub enum NotationKind: "notation" {
        /// Numbers before suit letters: `123m456p789s11z`.
        #[default]
        Mpsz => "mpsz",
        /// The card's notation: `FFF 2026c 222b 2222d`.
        American => "american",
        /// Unicode Mahjong Tiles characters.
        Unicode => "unicode",
    }
}

impl NotationKind {}

/// The notation a hand text is written in, by the same reading [`Hand::parse`] makes: Unicode
/// when its tiles are Mahjong Tiles characters and it has no letters, MPSZ when it has an MPSZ
/// suit letter, American otherwise. Only the tiles part (before `;`) counts.
///
/// ```
/// use mahjong_core::notation::{written_in, NotationKind};
/// assert_eq!(written_in("123m 55z"), NotationKind::Mpsz);
/// assert_eq!(written_in("FFF 2026c 222b 2222d"), NotationKind::American);
/// assert_eq!(written_in("\u{1F01D}\u{1F01D}"), NotationKind::Unicode);
/// ```
pub fn written_in(text: &str) -> NotationKind {
    let tiles = text.split(';').next().unwrap_or("");
    let unicode = tiles.chars().any(|c| ('\u{1F000}'..='\u{1F02F}').contains(&c));
    if unicode && !tiles.chars().any(|c| c.is_ascii_alphanumeric()) {
        return NotationKind::Unicode;
    }
    match detect(tiles) {
        Ok(Mode::Mpsz) => NotationKind::Mpsz,
        _ => NotationKind::American,
    }
}

/// The hand in the notation `kind`.
///
/// ```
/// use mahjong_core::notation::{write_in, NotationKind};
/// let h = mahjong_core::Hand::parse("1b 1b 2c").unwrap();
/// assert_eq!(write_in(&h, NotationKind::American).to_string(), "11b 2c");
/// ```
pub fn write_in(hand: &Hand, kind: NotationKind) -> Notation<'_> {
    Notation { hand, style: style(kind) }
}

fn style(kind: NotationKind) -> Style {
    match kind {
        NotationKind::Mpsz => Style::Mpsz,
        NotationKind::American => Style::American,
        NotationKind::Unicode => Style::Unicode,
    }
}

/// Writes one tile in the notation `kind`, as [`write_in`] writes it in a hand (in the Unicode
/// form the American flower is `F`, which reads back as the American flower).
///
/// ```
/// use mahjong_core::{notation::{write_tile_in, NotationKind}, Tile};
/// let mut s = String::new();
/// write_tile_in(Tile::AMERICAN_FLOWER, NotationKind::Unicode, &mut s).unwrap();
/// assert_eq!(s, "F");
/// ```
pub fn write_tile_in<W: Write>(tile: Tile, kind: NotationKind, w: &mut W) -> fmt::Result {
    write_tile(tile, w, style(kind))
}

/// One tile in the notation `kind`, as [`write_in`] writes it in a hand: a `Display` value, as
/// [`write_in`]'s [`Notation`] is for a hand (in the Unicode form the American flower is `F`,
/// which reads back as the American flower; [`Tile::unicode`] gives its code point).
///
/// ```
/// use mahjong_core::{notation::{tile_in, NotationKind}, Tile};
/// let five_dots: Tile = "5p".parse().unwrap();
/// assert_eq!(tile_in(five_dots, NotationKind::Mpsz).to_string(), "5p");
/// assert_eq!(tile_in(five_dots, NotationKind::American).to_string(), "5d");
/// assert_eq!(tile_in(five_dots, NotationKind::Unicode).to_string(), "\u{1F01D}");
/// assert_eq!(tile_in(Tile::AMERICAN_FLOWER, NotationKind::Unicode).to_string(), "F");
/// assert_eq!(tile_in(Tile::AMERICAN_FLOWER, NotationKind::Mpsz).to_string(), "0f");
/// ```
pub fn tile_in(tile: Tile, kind: NotationKind) -> TileNotation {
    TileNotation { tile, kind }
}

/// A `Display` value printing one tile in one notation. Made by [`tile_in`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileNotation {
    tile: Tile,
    kind: NotationKind,
}

impl fmt::Display for TileNotation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_tile(self.tile, f, style(self.kind))
    }
}

/// The hand in MPSZ form.
///
/// ```
/// let h = mahjong_core::Hand::parse("1b 1b 2c 0 N F J").unwrap();
/// assert_eq!(mahjong_core::notation::mpsz(&h).to_string(), "11s2m54z0f0j");
/// ```
pub fn mpsz(hand: &Hand) -> Notation<'_> {
    Notation { hand, style: Style::Mpsz }
}

/// The hand in American form.
///
/// ```
/// let h = mahjong_core::Hand::parse("1b 1b 2c 0 N F J").unwrap();
/// assert_eq!(mahjong_core::notation::american(&h).to_string(), "11b 2c 0 NFJ");
/// ```
pub fn american(hand: &Hand) -> Notation<'_> {
    Notation { hand, style: Style::American }
}

/// The hand in Unicode form.
///
/// ```
/// let h = mahjong_core::Hand::parse("5p [111z]").unwrap();
/// assert_eq!(mahjong_core::notation::unicode(&h).to_string(), "\u{1F01D} [\u{1F000}\u{1F000}\u{1F000}]");
/// ```
pub fn unicode(hand: &Hand) -> Notation<'_> {
    Notation { hand, style: Style::Unicode }
}

// Reading and writing hands and tiles in the notations, implemented here so that the hand and
// tile modules need nothing from this one (the notation depends on them, never the reverse).

impl Hand {
    /// Parses a hand in MPSZ, American or Unicode notation (detected from its letters), and
    /// checks it against the largest tile set ([`TileSet::any`]).
    ///
    /// ```
    /// use mahjong_core::Hand;
    /// assert_eq!(Hand::parse("FFF 2026c 222b 2222d").unwrap().tile_count(), 14);
    /// assert_eq!(Hand::parse("🀇🀈🀉").unwrap().to_string(), "123m");
    /// assert!(Hand::parse("10m").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Hand, ParseError> {
        Hand::parse_in(text, &TileSet::any())
    }

    /// Parses a hand and checks it against `set`. The error for too many copies names the tile
    /// and the column of the first copy over the limit.
    ///
    /// ```
    /// use mahjong_core::{Hand, TileSet};
    /// assert!(Hand::parse_in("1234f", &TileSet::chinese(true)).is_ok());
    /// assert!(Hand::parse_in("4f", &TileSet::three_player(true)).is_err());
    /// ```
    pub fn parse_in(text: &str, set: &TileSet) -> Result<Hand, ParseError> {
        parse_hand(text, set)
    }
}

impl fmt::Display for Hand {
    /// MPSZ form, exactly as [`write_mpsz`] writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_mpsz(self, f)
    }
}

impl core::str::FromStr for Hand {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Hand, ParseError> {
        Hand::parse(s)
    }
}

/// Parses one tile in MPSZ (`5p`), American (`5d`, `N`, `R`, `G`, `0`, `F`, `J`) or Unicode form.
impl core::str::FromStr for Tile {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Tile, ParseError> {
        parse_tile(s)
    }
}

/// The JSON-ready form of a hand: `{"mpsz", "american", "unicode", "tiles" (concealed then
/// meld tiles), "concealed", "melds", "bonus", "context"}`, tiles as MPSZ strings.
#[cfg(feature = "serde")]
impl serde::Serialize for Hand {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        struct Tiles<'a, I: Iterator<Item = &'a Tile> + Clone>(I);
        impl<'a, I: Iterator<Item = &'a Tile> + Clone> serde::Serialize for Tiles<'a, I> {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_seq(self.0.clone())
            }
        }
        let mut m = s.serialize_map(Some(9))?;
        m.serialize_entry("mpsz", &Collect(mpsz(self)))?;
        m.serialize_entry("american", &Collect(american(self)))?;
        m.serialize_entry("unicode", &Collect(unicode(self)))?;
        m.serialize_entry("tiles", &Tiles(self.tiles()))?;
        m.serialize_entry("concealed", &Tiles(self.concealed().iter()))?;
        m.serialize_entry("melds", self.melds())?;
        m.serialize_entry("bonus", &Tiles(self.bonus().iter()))?;
        m.serialize_entry("context", self.context())?;
        m.end()
    }
}

/// The JSON-ready form of one tile, as every face gives it: `{"mpsz", "american", "unicode",
/// "name", "index"}` (its MPSZ and American text, Unicode character, English name and index).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileReport(pub Tile);

/// Written as a map: `{"mpsz", "american", "unicode", "name", "index"}`.
///
/// ```
/// let t = "5p".parse::<mahjong_core::Tile>().unwrap();
/// let v = serde_json::to_value(mahjong_core::notation::TileReport(t)).unwrap();
/// // 5 dots: MPSZ 5p, American 5d, Unicode U+1F01D, index 9 + 4 (dots follow the nine craks).
/// let want = serde_json::json!({"mpsz": "5p", "american": "5d", "unicode": "\u{1F01D}", "name": "5 dots", "index": 13});
/// assert_eq!(v, want);
/// ```
#[cfg(feature = "serde")]
impl serde::Serialize for TileReport {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let t = self.0;
        let mut m = s.serialize_map(Some(5))?;
        m.serialize_entry("mpsz", &Collect(t))?;
        m.serialize_entry("american", &Collect(t.american()))?;
        m.serialize_entry("unicode", &Collect(t.unicode()))?;
        m.serialize_entry("name", &Collect(t.english_name()))?;
        m.serialize_entry("index", &t.index())?;
        m.end()
    }
}

/// Reads back a hand as [`Hand`] writes it, from its `mpsz` text (which holds the win context).
///
/// ```
/// let h = mahjong_core::Hand::parse("123m456s789p [555p] 11z; win=1z by=self").unwrap();
/// let text = serde_json::to_string(&h).unwrap();
/// assert_eq!(serde_json::from_str::<mahjong_core::Hand>(&text).unwrap(), h);
/// ```
#[cfg(all(feature = "serde", feature = "alloc"))]
impl<'de> serde::Deserialize<'de> for Hand {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Hand, D::Error> {
        #[derive(serde::Deserialize)]
        struct Form {
            mpsz: alloc::string::String,
        }
        Hand::parse(&Form::deserialize(d)?.mpsz).map_err(serde::de::Error::custom)
    }
}

#[cfg(feature = "serde")]
struct Collect<T: fmt::Display>(T);

#[cfg(feature = "serde")]
impl<T: fmt::Display> serde::Serialize for Collect<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    extern crate alloc;
    use alloc::string::ToString;

    fn p(s: &str) -> Hand {
        Hand::parse(s).unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    #[test]
    fn mpsz_round_trips() {
        for s in [
            "12345m",
            "123m456p789s1234567z",
            "11m [123m] [555p] [1111z]",
            "11m (1111z) [2222p+]",
            "123m 1234f1234g",
            "0f0j0k",
            "19m19p19s1234567z1m ; win=1m by=robbing-kong seat_wind=W prevailing=S first-turn original-call kong-after-kong last-of-kind",
        ] {
            assert_eq!(p(s).to_string(), s);
        }
    }

    #[test]
    fn seat_wind_reads_its_older_spelling() {
        for s in ["11m ; seat=W", "11m ; seat_wind=W", "11m ; seat-wind=W"] {
            let h = p(s);
            assert_eq!(h.context().seat_wind, Wind::West, "{s}");
            assert_eq!(h.to_string(), "11m ; seat_wind=W");
        }
    }

    #[test]
    fn card_notation_examples_parse() {
        // The four examples of "Hands in American notation".
        let h = p("FFF 2026c 222b 2222d");
        assert_eq!(h.tile_count(), 14);
        assert_eq!(american(&h).to_string(), "FFF 2026c 222b 2222d");
        let h = p("1b 1b 2c 0 N F J");
        assert_eq!(h.tile_count(), 7);
        let h = p("[222b] [FFJ] 2026c 44d 6d J");
        assert_eq!(h.melds().len(), 2);
        assert_eq!(h.concealed().len(), 8);
        let h = p("[2b 2b J] 1c 1c 1c 0 0 F F N E W S");
        assert_eq!(h.melds()[0].jokers(), 1);
        assert_eq!(h.tile_count(), 14);
        assert_eq!(american(&h).to_string(), "111c 00 FFNEWS [22b J]");
        assert_eq!(american(&p(&american(&h).to_string())).to_string(), american(&h).to_string());
    }

    #[test]
    fn errors_name_the_place() {
        let e = Hand::parse("10m").unwrap_err();
        assert_eq!((e.column, e.kind), (2, ParseErrorKind::BadNumber { digit: 0, letter: 'm' }));
        let e = Hand::parse("123m5x").unwrap_err();
        assert_eq!((e.column, e.kind), (6, ParseErrorKind::UnknownLetter('x')));
        let e = Hand::parse_in("7z7z7z7z7z", &TileSet::chinese(true)).unwrap_err();
        assert_eq!(e.column, 9);
        assert_eq!(
            e.kind,
            ParseErrorKind::TooManyCopies {
                tile: Tile::dragon(crate::Dragon::Red),
                count: 5,
                max: 4,
                set: "Chinese 144"
            }
        );
        assert_eq!(Hand::parse("123").unwrap_err(), ParseError::new(1, ParseErrorKind::MissingSuit));
        assert_eq!(Hand::parse("zzz").unwrap_err(), ParseError::new(1, ParseErrorKind::MissingNumber('z')));
        assert_eq!(Hand::parse("12m p").unwrap_err(), ParseError::new(5, ParseErrorKind::MissingNumber('p')));
        assert_eq!(Hand::parse("[123m").unwrap_err(), ParseError::new(1, ParseErrorKind::UnclosedGroup));
        assert_eq!(Hand::parse("12m]").unwrap_err(), ParseError::new(4, ParseErrorKind::UnopenedGroup));
        assert_eq!(Hand::parse("[124m]").unwrap_err(), ParseError::new(1, ParseErrorKind::NotAMeld));
        assert_eq!(Hand::parse("[JJJ]").unwrap_err(), ParseError::new(1, ParseErrorKind::AllJokers));
        assert_eq!(Hand::parse("1m2b").unwrap_err(), ParseError::new(4, ParseErrorKind::MixedNotation));
        assert_eq!(
            Hand::parse("8z").unwrap_err(),
            ParseError::new(1, ParseErrorKind::BadNumber { digit: 8, letter: 'z' })
        );
        assert_eq!(Hand::parse("").unwrap_err(), ParseError::new(0, ParseErrorKind::Empty));
        assert_eq!(Hand::parse("11m ; seat=Q").unwrap_err(), ParseError::new(12, ParseErrorKind::UnknownWind));
        assert_eq!(Hand::parse("11m ; seat_wind=Q").unwrap_err(), ParseError::new(17, ParseErrorKind::UnknownWind));
        assert_eq!(Hand::parse("11m ; by=magic").unwrap_err(), ParseError::new(10, ParseErrorKind::UnknownWinMethod));
        let e = Hand::parse("11m ; win=2m").unwrap_err();
        assert_eq!(
            e,
            ParseError::new(11, ParseErrorKind::WinningTileNotInHand(Tile::suited(crate::Suit::Craks, 2).unwrap()))
        );
        assert_eq!(e.to_string(), "column 11: winning tile 2 craks (2m) is not in the hand");
        assert_eq!(
            Hand::parse("11m ; by=self by=discard").unwrap_err(),
            ParseError::new(15, ParseErrorKind::RepeatedContext)
        );
        // `seat=` is the older spelling of `seat_wind=`: the same word, so giving both repeats it.
        assert_eq!(
            Hand::parse("11m ; seat=S seat_wind=W").unwrap_err(),
            ParseError::new(14, ParseErrorKind::RepeatedContext)
        );
        let e = Hand::parse_in("4z", &TileSet::three_player(false)).unwrap_err();
        assert_eq!(e.to_string(), "column 1: the three-player 132 set has no north wind (4z)");
        assert_eq!(parse_tile("12m").unwrap_err(), ParseError::new(2, ParseErrorKind::NotOneTile));
        assert_eq!(parse_tile("1c 0").unwrap_err(), ParseError::new(4, ParseErrorKind::NotOneTile));
        assert_eq!(Hand::parse("11m ; foo").unwrap_err(), ParseError::new(7, ParseErrorKind::UnknownContext));
        assert_eq!(
            Hand::parse("11111111111111m1m").unwrap_err().kind,
            ParseErrorKind::TooManyCopies {
                tile: Tile::suited(crate::Suit::Craks, 1).unwrap(),
                count: 5,
                max: 4,
                set: "largest"
            }
        );
        let e = Hand::parse("123456789m123456789p123456789s123456789m").unwrap_err();
        assert_eq!(e, ParseError::new(38, ParseErrorKind::TooManyTiles { count: 35, max: 34 }));
    }

    #[test]
    fn unicode_round_trip() {
        let h = p("123m456p789s1234567z");
        let u = unicode(&h).to_string();
        assert_eq!(u.chars().count(), 16);
        assert_eq!(p(&u).to_string(), "123m456p789s1234567z");
    }

    /// Every tile written alone in each notation reads back as itself, and reads the same as
    /// the tile written in a one-tile hand in that notation.
    #[test]
    fn each_tile_in_each_notation_reads_back() {
        for t in Tile::all() {
            for kind in [NotationKind::Mpsz, NotationKind::American, NotationKind::Unicode] {
                let text = tile_in(t, kind).to_string();
                assert_eq!(parse_tile(&text), Ok(t), "{t} in {kind:?}: {text}");
                let mut alone = Hand::new();
                alone.push(t).unwrap();
                assert_eq!(write_in(&alone, kind).to_string(), text, "{t} in {kind:?}");
            }
        }
    }

    #[test]
    fn parse_tile_errors() {
        assert_eq!(parse_tile("5x").unwrap_err(), ParseError::new(2, ParseErrorKind::UnknownLetter('x')));
        assert_eq!(parse_tile("12m").unwrap_err().kind, ParseErrorKind::NotOneTile);
        assert_eq!(parse_tile("10m").unwrap_err().kind, ParseErrorKind::BadNumber { digit: 0, letter: 'm' });
        assert_eq!(
            parse_tile("0m").unwrap_err(),
            ParseError::new(1, ParseErrorKind::BadNumber { digit: 0, letter: 'm' })
        );
        assert_eq!(parse_tile("").unwrap_err().kind, ParseErrorKind::Empty);
        assert_eq!(parse_tile("?").unwrap_err().kind, ParseErrorKind::UnexpectedChar('?'));
        assert_eq!(parse_tile(" 7z").unwrap().to_string(), "7z");
    }
}
