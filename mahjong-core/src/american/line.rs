//! The line notation of American card hands (see the module docs of [`crate::american`]).
//!
//! A [`Line`] is parsed into fixed arrays: no allocation, bounded size, every error names the
//! 1-based character column.
//!
//! ```
//! use mahjong_core::american::{Glyph, Line};
//! let line = Line::parse("FF 2222a 44a 666b 8888b").unwrap();
//! assert_eq!(line.group_count(), 5);
//! assert_eq!(line.group(1).alternatives()[0].glyphs(), &[Glyph::Number(2); 4]);
//! assert_eq!(line.group(1).alternatives()[0].letter(), Some('a'));
//! ```

use super::group::GroupKind;
use crate::Wind;
use core::fmt;

/// The most groups a line holds (14 singles).
pub const MAX_GROUPS: usize = 14;
/// The most alternatives (`|`) a line holds, over all its groups.
pub const MAX_ALTERNATIVES: usize = 32;
/// Tiles in every line.
pub const LINE_TILES: usize = 14;
/// The largest set (all glyphs the same): a sextet.
pub const MAX_SET: usize = 6;

/// One glyph of a group: one tile of the line before suits and the base number are chosen.
///
/// ```
/// use mahjong_core::american::{Glyph, Line};
/// let line = Line::parse("XXX1a NN DDDb 0 F 2026c").unwrap();
/// assert_eq!(line.group(0).alternatives()[0].glyphs()[0], Glyph::X(1));
/// assert_eq!(line.group(1).alternatives()[0].glyphs()[0], Glyph::Wind(mahjong_core::Wind::North));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Glyph {
    /// A number 1–9 in the group's suit.
    Number(u8),
    /// `0`: the white dragon used as zero (Soap); suitless.
    #[default]
    Soap,
    /// `D`: the dragon of the group's suit (red craks, green bams, white dots).
    Dragon,
    /// `F`: a flower.
    Flower,
    /// `N E W S`: a fixed wind.
    Wind(Wind),
    /// `R`: the red dragon.
    Red,
    /// `G`: the green dragon.
    Green,
    /// `Z`: any one wind, the same for every `Z` of one group.
    AnyWind,
    /// `X` then a digit k: the number n + k in the group's suit (n is the line's base number).
    X(u8),
}

impl Glyph {
    /// True when the tile depends on the group's suit letter (`1`–`9`, `D`, `X<k>`).
    ///
    /// ```
    /// use mahjong_core::american::Glyph;
    /// assert!(Glyph::Dragon.needs_suit());
    /// assert!(!Glyph::Soap.needs_suit());
    /// ```
    pub const fn needs_suit(self) -> bool {
        matches!(self, Glyph::Number(_) | Glyph::Dragon | Glyph::X(_))
    }
}

crate::kind::error_enum! {
    /// What went wrong in a line string. See [`LineError`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
    #[non_exhaustive]
    pub enum LineErrorKind {
        /// The line has no groups.
        #[error("the line has no groups")]
        Empty => LineEmpty,
        /// A character that is no glyph, suit letter, `|` or ornament.
        #[error("unexpected character {0:?}")]
        UnexpectedChar(char) => LineUnexpectedChar,
        /// A suit letter that is not at the end of its group (`2a2`).
        #[error("the suit letter must end the group")]
        LetterNotLast => LineLetterNotLast,
        /// Numbers, `D` or `X` with no suit letter `a`, `b` or `c` after them.
        #[error("numbers, D and X need a suit letter a, b or c after the group")]
        MissingSuitLetter => LineMissingSuitLetter,
        /// A run of `X` with no digit after it.
        #[error("X needs a digit after it (XXX1a)")]
        XWithoutDigit => LineXWithoutDigit,
        /// An empty alternative (`22a|`, `||`).
        #[error("empty alternative")]
        EmptyAlternative => LineEmptyAlternative,
        /// More than [`MAX_GROUPS`] groups.
        #[error("more than {MAX_GROUPS} groups")]
        TooManyGroups => LineTooManyGroups,
        /// More than [`MAX_ALTERNATIVES`] alternatives in the line.
        #[error("more than {MAX_ALTERNATIVES} alternatives in one line")]
        TooManyAlternatives => LineTooManyAlternatives,
        /// Alternatives of one group with different numbers of tiles.
        #[error("alternatives of one group must have the same number of tiles ({first} and {this})")]
        AlternativeSizes {
            /// Tiles in the group's first alternative.
            first: u8,
            /// Tiles in this alternative.
            this: u8,
        } => LineAlternativeSizes,
        /// A set (all glyphs the same) of more than six tiles.
        #[error("a set of {0} identical tiles; the largest set is a sextet of 6")]
        SetTooLarge(u8) => LineSetTooLarge,
        /// A group of more than 14 tiles.
        #[error("a group holds at most 14 tiles")]
        GroupTooLong => LineGroupTooLong,
        /// The line does not hold exactly 14 tiles (for card lines, [`Line::parse_exact`]).
        #[error("the line has {0} tiles; a line has exactly 14")]
        TileCount(u8) => LineTileCount,
    }
    /// The [`ErrorKind`](crate::ErrorKind) of this error (stable numbers; see [`ErrorKind`](crate::ErrorKind)).
    ///
    /// ```
    /// use mahjong_core::{ErrorKind, american::Line};
    /// assert_eq!(Line::parse("").unwrap_err().kind(), ErrorKind::LineEmpty);
    /// ```
    fn kind;
}

/// An error in a line string: the 1-based character column and what went wrong.
///
/// ```
/// use mahjong_core::american::{Line, LineErrorKind};
/// let err = Line::parse("FF 2222a 44 666b 8888b").unwrap_err();
/// assert_eq!(err.column, 12);
/// assert_eq!(err.kind, LineErrorKind::MissingSuitLetter);
/// assert_eq!(err.to_string(), "column 12: numbers, D and X need a suit letter a, b or c after the group");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("column {column}: {kind}")]
pub struct LineError {
    /// 1-based character column in the line string.
    pub column: usize,
    /// What went wrong.
    pub kind: LineErrorKind,
}

impl LineError {
    /// The [`ErrorKind`](crate::ErrorKind) of the line error's kind.
    ///
    /// ```
    /// use mahjong_core::{ErrorKind, american::Line};
    /// assert_eq!(Line::parse("11 22").unwrap_err().kind(), ErrorKind::LineMissingSuitLetter);
    /// ```
    pub fn kind(&self) -> crate::ErrorKind {
        self.kind.kind()
    }
}

crate::kind::kinded_errors!(LineError);

fn err<T>(column: usize, kind: LineErrorKind) -> Result<T, LineError> {
    Err(LineError { column, kind })
}

/// One alternative of a group: its glyphs and suit letter.
///
/// ```
/// use mahjong_core::american::Line;
/// let line = Line::parse("FF XXXXX1a|XXXXX2a 2222b 00").unwrap();
/// let alts = line.group(1).alternatives();
/// assert_eq!(alts.len(), 2);
/// assert_eq!(alts[1].column(), 12);
/// assert!(alts[1].is_set());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Alternative {
    glyphs: [Glyph; LINE_TILES],
    len: u8,
    letter: u8,
    column: u32,
}

impl Alternative {
    /// The glyphs, one per tile.
    ///
    /// ```
    /// use mahjong_core::american::{Glyph, Line};
    /// let line = Line::parse("NEWS 1234567890a").unwrap();
    /// assert_eq!(line.group(1).alternatives()[0].glyphs()[9], Glyph::Soap);
    /// ```
    pub fn glyphs(&self) -> &[Glyph] {
        &self.glyphs[..self.len as usize]
    }

    /// The suit letter `a`, `b` or `c`, if the group has one.
    ///
    /// ```
    /// use mahjong_core::american::Line;
    /// let line = Line::parse("NEWS 1234567890a").unwrap();
    /// assert_eq!(line.group(0).alternatives()[0].letter(), None);
    /// ```
    pub fn letter(&self) -> Option<char> {
        (self.letter < 3).then(|| (b'a' + self.letter) as char)
    }

    /// The suit letter as 0, 1, 2 for `a`, `b`, `c`, when the group's tiles depend on it.
    #[cfg(feature = "alloc")]
    pub(crate) fn letter_index(&self) -> Option<usize> {
        (self.letter < 3 && self.glyphs().iter().any(|g| g.needs_suit())).then_some(self.letter as usize)
    }

    /// 1-based column of the alternative's first character.
    ///
    /// ```
    /// use mahjong_core::american::Line;
    /// assert_eq!(Line::parse("FF 2222a 44a 666b 8888b").unwrap().group(2).alternatives()[0].column(), 10);
    /// ```
    pub fn column(&self) -> usize {
        self.column as usize
    }

    /// True when all glyphs are the same: a single, pair, pung, kong, quint or sextet. Otherwise
    /// the group is that many singles.
    ///
    /// ```
    /// use mahjong_core::american::Line;
    /// let line = Line::parse("112a 334a 556b 778b DDc").unwrap();
    /// assert!(!line.group(0).alternatives()[0].is_set());
    /// assert!(line.group(4).alternatives()[0].is_set());
    /// ```
    pub fn is_set(&self) -> bool {
        self.glyphs().iter().all(|&g| g == self.glyphs[0])
    }

    /// The group's kind (a set of its length, or singles).
    ///
    /// ```
    /// use mahjong_core::american::{GroupKind, Line};
    /// let line = Line::parse("FF 2222a 44a 666b 2026b").unwrap();
    /// let kinds: Vec<_> = (0..line.group_count()).map(|g| line.group(g).alternatives()[0].kind()).collect();
    /// assert_eq!(kinds, [GroupKind::Pair, GroupKind::Kong, GroupKind::Pair, GroupKind::Pung, GroupKind::Singles]);
    /// ```
    pub fn kind(&self) -> GroupKind {
        GroupKind::of_shape(self.is_set(), self.len)
    }

    /// True when jokers may stand in the group: [`GroupKind::joker_eligible`] of its
    /// [`kind`](Alternative::kind).
    ///
    /// ```
    /// use mahjong_core::american::Line;
    /// let line = Line::parse("FF 2222a 44a 666b 8888b").unwrap();
    /// assert!(!line.group(2).alternatives()[0].joker_eligible());
    /// assert!(line.group(3).alternatives()[0].joker_eligible());
    /// ```
    pub fn joker_eligible(&self) -> bool {
        self.kind().joker_eligible()
    }

    /// True when some glyph is `Z` (any wind).
    #[cfg(feature = "alloc")]
    pub(crate) fn has_any_wind(&self) -> bool {
        self.glyphs().contains(&Glyph::AnyWind)
    }
}

/// One group of a line: its alternatives (one unless the group uses `|`).
///
/// ```
/// use mahjong_core::american::Line;
/// let line = Line::parse("22a|55a 222b 2222c 33333a").unwrap();
/// assert_eq!(line.group(0).size(), 2);
/// assert_eq!(line.group(0).alternatives().len(), 2);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct LineGroup<'a> {
    alts: &'a [Alternative],
}

impl<'a> LineGroup<'a> {
    /// The alternatives, in the order written.
    ///
    /// ```
    /// use mahjong_core::american::Line;
    /// assert_eq!(Line::parse("FFFF 2222a 8888b 10c").unwrap().group(3).alternatives().len(), 1);
    /// ```
    pub fn alternatives(&self) -> &'a [Alternative] {
        self.alts
    }

    /// Tiles in the group.
    ///
    /// ```
    /// use mahjong_core::american::Line;
    /// assert_eq!(Line::parse("FFFF 2222a 8888b 10c").unwrap().group(3).size(), 2);
    /// ```
    pub fn size(&self) -> usize {
        self.alts.first().map_or(0, |a| a.len as usize)
    }

    /// 1-based column of the group's first character.
    ///
    /// ```
    /// use mahjong_core::american::Line;
    /// assert_eq!(Line::parse("FFFF 2222a 8888b 10c").unwrap().group(3).column(), 18);
    /// ```
    pub fn column(&self) -> usize {
        self.alts.first().map_or(0, |a| a.column())
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct GroupSpan {
    first: u8,
    count: u8,
}

/// A parsed line: up to 14 groups, each with its alternatives. [`Line::parse`] takes any
/// number of tiles (the notation); [`Line::parse_exact`] requires the 14 of a card line.
///
/// ```
/// use mahjong_core::american::Line;
/// for text in ["NNN EE WW SSS 2016a", "FF XXX0a XXXX1b DDDDDc", "111a 33a 55a 77a 999a DDb"] {
///     assert_eq!(Line::parse(text).unwrap().tile_count(), 14);
/// }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line {
    groups: [GroupSpan; MAX_GROUPS],
    n_groups: u8,
    alts: [Alternative; MAX_ALTERNATIVES],
    n_alts: u8,
    end_column: u32,
}

fn is_ornament(c: char) -> bool {
    matches!(c, '+' | '-' | 'x' | '×' | '/' | '=' | '*')
}

impl Line {
    /// Parses a line string. Standalone ornament tokens (`+ - x × / = *`) are skipped; every
    /// other token is a group, with `|` between alternatives.
    ///
    /// ```
    /// use mahjong_core::american::{Line, LineErrorKind};
    /// assert_eq!(Line::parse("XXXX0a + XXXXX1a = XXXXX2a").unwrap().group_count(), 3);
    /// let e = Line::parse("FF 2222a 44a 666b 888").unwrap_err();
    /// assert_eq!((e.column, e.kind), (22, LineErrorKind::MissingSuitLetter));
    /// ```
    pub fn parse(text: &str) -> Result<Line, LineError> {
        let mut line = Line {
            groups: [GroupSpan::default(); MAX_GROUPS],
            n_groups: 0,
            alts: [Alternative::default(); MAX_ALTERNATIVES],
            n_alts: 0,
            end_column: 1,
        };
        let mut chars = text.chars().enumerate().map(|(i, c)| (i + 1, c)).peekable();
        let mut end_column = 1;
        // One token's characters and columns, reused for every token (set up once per line: the
        // matcher parses a line for every match it reports). The longest valid token is 32
        // alternatives of 29 characters (14 glyphs like `X3` and a letter) and their 31 bars:
        // 959 characters. Anything longer fails inside the part read.
        let mut buf = [(0usize, ' '); 1024];
        loop {
            while chars.next_if(|&(_, c)| c.is_whitespace()).is_some() {}
            let Some(&(start, _)) = chars.peek() else { break };
            let mut len = 0usize;
            let mut overlong = None;
            while let Some((col, c)) = chars.next_if(|&(_, c)| !c.is_whitespace()) {
                end_column = col + 1;
                if len < buf.len() {
                    buf[len] = (col, c);
                    len += 1;
                } else if overlong.is_none() {
                    overlong = Some(col);
                }
            }
            let token = &buf[..len];
            if token.iter().all(|&(_, c)| is_ornament(c)) {
                continue;
            }
            if line.n_groups as usize == MAX_GROUPS {
                return err(start, LineErrorKind::TooManyGroups);
            }
            let first = line.n_alts;
            let mut size = None;
            let mut from = 0;
            while from <= token.len() {
                let to = token[from..].iter().position(|&(_, c)| c == '|').map_or(token.len(), |p| from + p);
                let part = &token[from..to];
                // An empty alternative: point at its `|` (the one after it, or the one before).
                let column = part.first().or(token.get(to)).or(token.get(to.wrapping_sub(1))).map_or(start, |p| p.0);
                from = to + 1;
                if part.is_empty() {
                    return err(column, LineErrorKind::EmptyAlternative);
                }
                let alt = parse_alternative(part)?;
                match size {
                    None => size = Some(alt.len),
                    Some(s) if s != alt.len => {
                        return err(column, LineErrorKind::AlternativeSizes { first: s, this: alt.len });
                    }
                    _ => {}
                }
                if line.n_alts as usize == MAX_ALTERNATIVES {
                    return err(column, LineErrorKind::TooManyAlternatives);
                }
                line.alts[line.n_alts as usize] = alt;
                line.n_alts += 1;
            }
            // A token longer than the buffer: the part read already holds the error (a run of
            // tiles fails at its 15th tile); otherwise point at the first character not read.
            if let Some(col) = overlong {
                return err(col, LineErrorKind::GroupTooLong);
            }
            line.groups[line.n_groups as usize] = GroupSpan { first, count: line.n_alts - first };
            line.n_groups += 1;
        }
        if line.n_groups == 0 {
            return err(1, LineErrorKind::Empty);
        }
        line.end_column = end_column as u32;
        Ok(line)
    }

    /// Parses a line that must hold exactly 14 tiles, as every line of a card does. Too many
    /// tiles: the error names the group that passes 14; too few: the column after the line.
    ///
    /// ```
    /// use mahjong_core::american::{Line, LineErrorKind};
    /// // The first example of the line notation has 15 tiles: it parses, but is no card line.
    /// assert_eq!(Line::parse("FF 2222a 44a 666b 8888b").unwrap().tile_count(), 15);
    /// let e = Line::parse_exact("FF 2222a 44a 666b 8888b").unwrap_err();
    /// assert_eq!((e.column, e.kind), (19, LineErrorKind::TileCount(15)));
    /// let e = Line::parse_exact("FF 222a 44a 666b 888b").unwrap_err();
    /// assert_eq!((e.column, e.kind), (22, LineErrorKind::TileCount(13)));
    /// ```
    pub fn parse_exact(text: &str) -> Result<Line, LineError> {
        let line = Line::parse(text)?;
        let total = line.tile_count();
        if total != LINE_TILES {
            let mut acc = 0;
            let mut column = line.end_column as usize;
            for g in 0..line.group_count() {
                acc += line.group(g).size();
                if acc > LINE_TILES {
                    column = line.group(g).column();
                    break;
                }
            }
            return err(column, LineErrorKind::TileCount(total.min(255) as u8));
        }
        Ok(line)
    }

    /// Number of groups.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Line::parse("NEWS 1234567890a").unwrap().group_count(), 2);
    /// ```
    pub fn group_count(&self) -> usize {
        self.n_groups as usize
    }

    /// Group `i` (0-based). Panics if `i >= group_count()`; see [`Line::get`].
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Line::parse("NEWS 1234567890a").unwrap().group(1).size(), 10);
    /// ```
    pub fn group(&self, i: usize) -> LineGroup<'_> {
        self.get(i).expect("group index out of range")
    }

    /// Group `i`, or `None` when out of range.
    ///
    /// ```
    /// assert!(mahjong_core::american::Line::parse("NEWS 1234567890a").unwrap().get(2).is_none());
    /// ```
    pub fn get(&self, i: usize) -> Option<LineGroup<'_>> {
        if i >= self.group_count() {
            return None;
        }
        let g = self.groups[i];
        Some(LineGroup { alts: &self.alts[g.first as usize..(g.first + g.count) as usize] })
    }

    /// Tiles in the line (14 for a card line).
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Line::parse("FF 222a 44a 666b 8888b").unwrap().tile_count(), 14);
    /// ```
    pub fn tile_count(&self) -> usize {
        (0..self.group_count()).map(|i| self.group(i).size()).sum()
    }
}

fn parse_alternative(part: &[(usize, char)]) -> Result<Alternative, LineError> {
    let mut alt = Alternative { column: part[0].0 as u32, letter: 0xff, ..Alternative::default() };
    let mut i = 0;
    let push = |alt: &mut Alternative, g: Glyph, col: usize| {
        if alt.len as usize == LINE_TILES {
            return err(col, LineErrorKind::GroupTooLong);
        }
        alt.glyphs[alt.len as usize] = g;
        alt.len += 1;
        Ok(())
    };
    while i < part.len() {
        let (col, c) = part[i];
        if alt.letter != 0xff {
            return err(col, LineErrorKind::LetterNotLast);
        }
        let g = match c {
            '0' => Glyph::Soap,
            '1'..='9' => Glyph::Number(c as u8 - b'0'),
            'D' => Glyph::Dragon,
            'F' => Glyph::Flower,
            'N' => Glyph::Wind(Wind::North),
            'E' => Glyph::Wind(Wind::East),
            'W' => Glyph::Wind(Wind::West),
            'S' => Glyph::Wind(Wind::South),
            'R' => Glyph::Red,
            'G' => Glyph::Green,
            'Z' => Glyph::AnyWind,
            'a' | 'b' | 'c' => {
                alt.letter = c as u8 - b'a';
                i += 1;
                continue;
            }
            'X' => {
                let mut run = 0;
                while i < part.len() && part[i].1 == 'X' {
                    run += 1;
                    i += 1;
                }
                let Some(&(dcol, d)) = part.get(i).filter(|p| p.1.is_ascii_digit()) else {
                    return err(part.get(i).map_or(col, |p| p.0), LineErrorKind::XWithoutDigit);
                };
                for _ in 0..run {
                    push(&mut alt, Glyph::X(d as u8 - b'0'), dcol)?;
                }
                i += 1;
                continue;
            }
            _ => return err(col, LineErrorKind::UnexpectedChar(c)),
        };
        push(&mut alt, g, col)?;
        i += 1;
    }
    if alt.len == 0 {
        return err(alt.column(), LineErrorKind::EmptyAlternative);
    }
    if alt.letter == 0xff && alt.glyphs().iter().any(|g| g.needs_suit()) {
        let after = part.last().map_or(alt.column(), |p| p.0 + 1);
        return err(after, LineErrorKind::MissingSuitLetter);
    }
    if alt.is_set() && alt.len as usize > MAX_SET {
        return err(alt.column(), LineErrorKind::SetTooLarge(alt.len));
    }
    Ok(alt)
}

impl fmt::Display for Glyph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Glyph::Number(d) => write!(f, "{d}"),
            Glyph::Soap => f.write_str("0"),
            Glyph::Dragon => f.write_str("D"),
            Glyph::Flower => f.write_str("F"),
            Glyph::Wind(w) => write!(f, "{}", w.letter()),
            Glyph::Red => f.write_str("R"),
            Glyph::Green => f.write_str("G"),
            Glyph::AnyWind => f.write_str("Z"),
            Glyph::X(k) => write!(f, "X{k}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jokers_stand_only_in_groups_of_three_or_more_identical_tiles() {
        // (group, jokers may stand in it), from the rule "jokers only in groups of 3+".
        let cases = [
            ("F", false),
            ("DDa", false),
            ("NNN", true),
            ("2222a", true),
            ("33333b", true),
            ("444444c", true),
            ("2026a", false),
            ("NEWS", false),
            ("123a", false),
        ];
        for (group, eligible) in cases {
            let line = Line::parse(group).unwrap();
            let alt = line.group(0).alternatives()[0];
            assert_eq!(alt.joker_eligible(), eligible, "{group}");
            assert_eq!(alt.kind().joker_eligible(), eligible, "{group}");
        }
    }

    #[test]
    fn every_spec_example_parses() {
        for text in [
            "FF 2222a 44a 666b 8888b",
            "NNN EE WW SSS 2016a",
            "FFFF 444a 666a DDDDa",
            "111a 33a 55a 77a 999a DDb",
            "XXXX0a XXXXX1a XXXXX2a",
            "FF XXX0a XXXX1b DDDDDc",
            "NEWS 1234567890a",
            "FFFF 2222a 8888b 10c",
            "112a 334a 556b 778b DDc",
        ] {
            let line = Line::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            // The first example has 15 tiles (2 + 4 + 2 + 3 + 4): valid notation, no card line.
            let want = if text == "FF 2222a 44a 666b 8888b" { 15 } else { 14 };
            assert_eq!(line.tile_count(), want, "{text}");
        }
    }

    #[test]
    fn an_overlong_group_is_reported_at_its_15th_tile() {
        let long = alloc::format!("FF {}a", "1".repeat(1000));
        // "FF " takes columns 1-3; the group's 15th tile is at column 3 + 15.
        assert_eq!(Line::parse(&long).unwrap_err(), LineError { column: 18, kind: LineErrorKind::GroupTooLong });
        // The longest valid group (32 alternatives of 14 two-character glyphs and a letter)
        // fits the token buffer.
        let alt = "X0X1X2X3X4X5X6X7X8X0X1X2X3X4a";
        let alts = [alt; 32].join("|");
        assert_eq!(alts.chars().count(), 32 * 29 + 31);
        assert_eq!(Line::parse_exact(&alts).unwrap().group(0).alternatives().len(), 32);
        // A longer token fails inside the part read: the 33rd alternative starts at column 32 * 30 + 1.
        let more = [alt; 40].join("|");
        assert_eq!(
            Line::parse(&more).unwrap_err(),
            LineError { column: 961, kind: LineErrorKind::TooManyAlternatives }
        );
    }

    #[test]
    fn errors_name_the_column() {
        assert_eq!(
            Line::parse("FF 2Q22a").unwrap_err(),
            LineError { column: 5, kind: LineErrorKind::UnexpectedChar('Q') }
        );
        assert_eq!(Line::parse("").unwrap_err().kind, LineErrorKind::Empty);
        assert_eq!(Line::parse("XXa").unwrap_err(), LineError { column: 3, kind: LineErrorKind::XWithoutDigit });
        assert_eq!(Line::parse("22a|").unwrap_err().kind, LineErrorKind::EmptyAlternative);
        assert_eq!(
            Line::parse("22a|555a").unwrap_err(),
            LineError { column: 5, kind: LineErrorKind::AlternativeSizes { first: 2, this: 3 } }
        );
        assert_eq!(
            Line::parse("FFFFFFF 2222222a").unwrap_err(),
            LineError { column: 1, kind: LineErrorKind::SetTooLarge(7) }
        );
        assert_eq!(Line::parse("2a2 FF").unwrap_err(), LineError { column: 3, kind: LineErrorKind::LetterNotLast });
    }
}
