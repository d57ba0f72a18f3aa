//! The compiled card ([`Card`]): its hands, lines and concrete forms as tile-count vectors, and
//! what it tells about itself. Compiling is in `compile.rs`, matching in `matcher.rs`.

use super::forms::{P, V};
use super::spec::{HandSpec, Numbers};
use alloc::string::String;
use alloc::vec::Vec;

/// Per-form metadata kept next to the count vectors.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct FormInfo {
    /// Alternative combination (mixed radix over the groups).
    pub combo: u32,
    /// Two bits per group: the wind of its `Z` glyphs.
    pub winds: u32,
    /// Suit index per letter a, b, c (0xff when the letter is unused).
    pub suits: [u8; 3],
    /// Base number ([`NO_N`] when the line has no `X`).
    pub n: i8,
    /// Joker-eligible groups as (tile index, size), for the exposure check.
    pub sets: [(u8, u8); 4],
    pub n_sets: u8,
}

impl FormInfo {
    pub(crate) fn has_joker_group(&self) -> bool {
        self.n_sets > 0
    }

    /// True when every exposure (tile index, size) takes a distinct joker-eligible group of the
    /// same tile and size.
    pub(crate) fn accepts(&self, expo: &[(u8, u8, u8)]) -> bool {
        let mut used = [false; 4];
        'e: for &(t, s, _) in expo {
            for (i, &(gt, gs)) in self.sets[..self.n_sets as usize].iter().enumerate() {
                if !used[i] && gt == t && gs == s {
                    used[i] = true;
                    continue 'e;
                }
            }
            return false;
        }
        true
    }
}

/// A run of forms sharing the alternatives and n: only suits and `Z` winds differ, so the
/// suit-free profile is the same.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Block {
    pub start: u32,
    pub end: u32,
    pub nat: [u8; P],
    pub slots: [u8; P],
}

/// One line of the card, in card order.
#[derive(Clone, Copy, Debug)]
pub(crate) struct LineEntry {
    pub hand: u32,
    pub line: u8,
    pub concealed: bool,
    /// Some form has a joker-eligible group (jokerless can double the value).
    pub any_joker_group: bool,
    pub value: u32,
    pub blocks: (u32, u32),
    pub nat: [u8; P],
    pub slots: [u8; P],
    /// For exposures of 3, 4, 5 and 6 tiles: bit `i` set when some form of the line has a
    /// joker-eligible group of that size of count-vector index `i` (a necessary condition for
    /// the line to take such an exposure).
    pub expo: [u64; 4],
}

impl LineEntry {
    /// False when no form of the line has a joker-eligible group of `size` (3 to 6) tiles of
    /// count-vector index `face`, so the line cannot take that exposure (true, no information,
    /// for other sizes).
    #[inline]
    pub(crate) fn may_take(&self, face: u8, size: u8) -> bool {
        !matches!(size, 3..=6) || face >= 64 || self.expo[(size - 3) as usize] & (1u64 << face) != 0
    }
}

/// A compiled card: every line expanded into its concrete forms, each form a pair of tile-count
/// vectors (naturals required, slots) for vector-compare matching.
///
/// ```
/// use mahjong_core::Hand;
/// use mahjong_core::american::{Card, HandSpec};
/// let card = Card::compile("Mine", "2026", vec![
///     HandSpec::new("2468", 1, 25, false, &["FF 222a 44a 666b 8888b"]),
/// ]).unwrap();
/// assert_eq!(card.form_count(), 6);
/// let m = card.match_hand(&Hand::parse("FF 222b 44b 666c J888c").unwrap()).unwrap();
/// assert_eq!((m.section(), m.number(), m.value()), ("2468", 1, 25));
/// ```
#[derive(Clone, Debug)]
pub struct Card {
    pub(crate) name: String,
    pub(crate) edition: String,
    pub(crate) hands: Vec<HandSpec>,
    pub(crate) hand_forms: Vec<u32>,
    pub(crate) lines: Vec<LineEntry>,
    pub(crate) blocks: Vec<Block>,
    pub(crate) nat: Vec<[u8; V]>,
    pub(crate) slots: Vec<[u8; V]>,
    pub(crate) info: Vec<FormInfo>,
    /// Concrete forms the compiled lines expand to, also those stored once for several suit
    /// assignments (the caps count these).
    pub(crate) forms: usize,
}

/// Two cards are equal when they hold the same name, edition and hands (the same card file): the
/// compiled forms follow from the hands. Hashing agrees (name, edition, hands).
///
/// ```
/// use mahjong_core::american::{Card, HandSpec};
/// let hands = vec![HandSpec::new("2468", 1, 25, false, &["FF 222a 44a 666b 8888b"])];
/// let mine = Card::compile("Mine", "2026", hands.clone()).unwrap();
/// assert_eq!(mine, Card::compile("Mine", "2026", hands.clone()).unwrap());
/// assert_ne!(mine, Card::compile("Mine", "2027", hands).unwrap());
/// ```
impl PartialEq for Card {
    fn eq(&self, other: &Card) -> bool {
        core::ptr::eq(self, other)
            || (self.name == other.name && self.edition == other.edition && self.hands == other.hands)
    }
}

impl Eq for Card {}

impl core::hash::Hash for Card {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        (&self.name, &self.edition, &self.hands).hash(state);
    }
}

/// Form counts of one hand, from [`Card::form_counts`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FormCount<'c> {
    /// The hand's section.
    pub section: &'c str,
    /// The hand's number in its section.
    pub number: u32,
    /// Concrete forms over all its lines.
    pub forms: usize,
}

impl Card {
    /// The card's name.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Card::sample().name(), "mahjong sample card");
    /// ```
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The card's edition (usually a year).
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Card::sample().edition(), "2026");
    /// ```
    pub fn edition(&self) -> &str {
        &self.edition
    }

    /// The hands, in card order.
    ///
    /// ```
    /// use mahjong_core::american::{Card, HandSpec};
    /// let card = Card::compile("Mine", "2026", vec![HandSpec::new("369", 1, 25, false, &["333a 666a 9999a DDDDa"])]).unwrap();
    /// assert_eq!(card.hands()[0].value, 25);
    /// ```
    pub fn hands(&self) -> &[HandSpec] {
        &self.hands
    }

    /// Total concrete forms: every choice of alternatives, suits for the letters, base number
    /// and winds that the set allows, also those that give the same tiles as another (see
    /// [`Card::distinct_form_count`]). The caps ([`MAX_FORMS`]) count these.
    ///
    /// ```
    /// use mahjong_core::american::{Card, HandSpec};
    /// let card = Card::compile("Mine", "2026", vec![HandSpec::new("369", 1, 25, false, &["333a 666a 9999a DDDDa"])]).unwrap();
    /// assert_eq!(card.form_count(), 3);
    /// ```
    ///
    /// [`MAX_FORMS`]: super::MAX_FORMS
    pub fn form_count(&self) -> usize {
        self.forms
    }

    /// The forms stored and searched: each line's distinct forms, once each. Forms of one line
    /// are the same when they hold the same tiles with the same groups jokers may stand in, as
    /// when the line's suit letters are interchangeable; matching, nearest lines and odds take
    /// the first of them in compile order, so storing it once changes no answer.
    ///
    /// ```
    /// use mahjong_core::american::{Card, HandSpec};
    /// // Kongs of one number in the three suits: the 6 suit assignments give the same tiles.
    /// let card = Card::compile("Mine", "2026", vec![HandSpec::new("Like", 1, 25, false, &["XXXX0a XXXX0b XXXX0c FF"])]).unwrap();
    /// assert_eq!((card.form_count(), card.distinct_form_count()), (54, 9));
    /// ```
    pub fn distinct_form_count(&self) -> usize {
        self.nat.len()
    }

    /// Concrete forms per hand, in card order.
    ///
    /// ```
    /// use mahjong_core::american::{Card, HandSpec};
    /// let card = Card::compile("Mine", "2026", vec![HandSpec::new("Winds-Dragons", 1, 25, false, &["NNNN EEE WWW SSSS"])]).unwrap();
    /// let counts: Vec<_> = card.form_counts().collect();
    /// assert_eq!((counts[0].section, counts[0].forms), ("Winds-Dragons", 1));
    /// ```
    pub fn form_counts(&self) -> impl Iterator<Item = FormCount<'_>> + '_ {
        self.hands.iter().zip(&self.hand_forms).map(|(h, &f)| FormCount {
            section: &h.section,
            number: h.number,
            forms: f as usize,
        })
    }

    /// Number of lines (alternatives of all hands).
    ///
    /// ```
    /// use mahjong_core::american::{Card, HandSpec};
    /// let card = Card::compile("M", "", vec![HandSpec::new("2468", 1, 25, false, &["222a 444a 6666b 8888b", "666a 888a 2222b 4444b"])]).unwrap();
    /// assert_eq!(card.line_count(), 2);
    /// ```
    pub fn line_count(&self) -> usize {
        self.lines.len()
    }

    /// Room for the `k` lines nearest a hand: the length of the buffer to give
    /// [`Card::try_nearest`]. Never more than the card's lines, but at least one, so a card
    /// without lines answers with no lines; `k` = 0 stays 0, which `try_nearest` refuses.
    ///
    /// ```
    /// let card = mahjong_core::american::Card::sample();
    /// assert_eq!(card.nearest_room(5), 5);
    /// assert_eq!(card.nearest_room(usize::MAX), card.line_count());
    /// assert_eq!(card.nearest_room(0), 0);
    /// ```
    pub fn nearest_room(&self, k: usize) -> usize {
        k.min(self.line_count().max(1))
    }

    /// Room for the odds of the top `k` lines (`None`: every line): the length of the buffer to
    /// give [`Card::odds`]. Never more than the card's lines.
    ///
    /// ```
    /// let card = mahjong_core::american::Card::sample();
    /// assert_eq!(card.odds_room(Some(3)), 3);
    /// assert_eq!(card.odds_room(None), card.line_count());
    /// assert_eq!(card.odds_room(Some(usize::MAX)), card.line_count());
    /// ```
    pub fn odds_room(&self, k: Option<usize>) -> usize {
        k.map_or(self.line_count(), |k| k.min(self.line_count()))
    }

    /// Bytes the compiled card takes, heap included.
    ///
    /// ```
    /// use mahjong_core::american::{Card, HandSpec};
    /// let card = Card::compile("M", "", vec![HandSpec::new("369", 1, 25, false, &["333a 666a 9999a DDDDa"])]).unwrap();
    /// assert!(card.memory_size() > 3 * 96);
    /// ```
    pub fn memory_size(&self) -> usize {
        use core::mem::size_of;
        let strings: usize = self
            .hands
            .iter()
            .map(|h| {
                size_of::<HandSpec>()
                    + h.section.capacity()
                    + h.text.capacity()
                    + h.lines.capacity() * size_of::<String>()
                    + h.lines.iter().map(|l| l.capacity()).sum::<usize>()
                    + match &h.numbers {
                        Numbers::List(l) => l.capacity(),
                        _ => 0,
                    }
            })
            .sum();
        size_of::<Card>()
            + self.name.capacity()
            + self.edition.capacity()
            + strings
            + self.hand_forms.capacity() * 4
            + self.lines.capacity() * size_of::<LineEntry>()
            + self.blocks.capacity() * size_of::<Block>()
            + self.nat.capacity() * V
            + self.slots.capacity() * V
            + self.info.capacity() * size_of::<FormInfo>()
    }
}
