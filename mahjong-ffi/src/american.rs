//! The American card engine (`mahjong_core::american`): cards, matching, nearest lines.
//!
//! Ownership: a `mahjong_card` comes from `mahjong_card_load`, `_from_str` or `_sample` and is
//! freed with `mahjong_card_free`. A match or list owns copies of everything it reports, so it
//! outlives the card; each has its own `_free`. Entries of a list, and the strings and arrays an
//! info struct points to, are borrowed from their owner and valid until it is freed.
use crate::error::invalid_argument;
use crate::ffi::{Castable, box_out, tile_array, try_index, try_out, try_ref, try_str, write_out};
use crate::hand::mahjong_hand;
use crate::list::{List, mahjong_list};
use crate::mahjong_result;
use crate::names::enum_in;
use crate::tile::{mahjong_suit, mahjong_tile, suit_out};
use mahjong_core::american::{Card, CardFormat, Match, Nearest};
use mahjong_core::scoring::AmericanWin;
use std::ffi::{CString, c_char};

/// A card file format (`american::CardFormat`): one of the `MAHJONG_CARD_FORMAT_*` values.
pub type mahjong_card_format = u32;

/// The shape of a group of a matched line (`mahjong_core::american::GroupKind`): one of the
/// `MAHJONG_CARD_GROUP_*` values (`MAHJONG_NAMED_CARD_GROUP`), its tile count for a set of 1 to 6
/// identical tiles.
pub type mahjong_card_group_kind = u32;

/// One group of a matched line (`mahjong_core::american::GroupMatch`).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_card_group {
    pub kind: mahjong_card_group_kind,
    /// The tile of a set (for a group of singles, its first tile).
    pub tile: mahjong_tile,
    /// Tiles in the group (1 to 14).
    pub len: u8,
    /// Jokers standing in the group.
    pub jokers: u8,
    /// The group is one of the hand's exposures.
    pub exposed: bool,
    /// The tiles in line order, jokers (43) where they stand; entries past `len` are 44.
    pub tiles: [mahjong_tile; 14],
}

/// What the card prints for a line's hand and how the line was read: the part of
/// `mahjong_match_info` and `mahjong_nearest_info` they share. The strings are borrowed.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_card_line {
    /// The hand's section (e.g. `"Year 2026"`), NUL-terminated.
    pub section: *const c_char,
    /// The hand as printed on the card.
    pub text: *const c_char,
    /// The line string matched, or of the closest form (e.g. `"FFF 2026a 222b 2222c"`).
    pub line: *const c_char,
    pub number: u32,
    pub value: u32,
    pub concealed: bool,
    /// The suit given to letters a, b, c (`MAHJONG_SUIT_NONE` when unused).
    pub suits: [mahjong_suit; 3],
    /// The line has `X` groups; `base_number` is then its n (`base_number()`).
    pub has_base_number: bool,
    pub base_number: i8,
}

/// What a matched line reports (`mahjong_core::american::Match`), from `mahjong_match_get_info`.
/// The strings and `groups` are borrowed from the match.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_match_info {
    /// The hand and the line.
    pub card_line: mahjong_card_line,
    /// The value if "jokerless" is announced (`Match::points`).
    pub points: u64,
    /// Jokers in the hand.
    pub jokers: usize,
    /// The groups in line order.
    pub groups: *const mahjong_card_group,
    pub group_count: usize,
}

/// What a line near a hand reports (`mahjong_core::american::Nearest`), from
/// `mahjong_nearest_get_info`. The strings are borrowed from the entry.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct mahjong_nearest_info {
    /// The hand and the closest form's line.
    pub card_line: mahjong_card_line,
    /// `Nearest::tiles_away` (0 for a winning hand).
    pub tiles_away: usize,
    /// `Nearest::jokers_fit`.
    pub jokers_fit: usize,
    /// `Nearest::needed_naturals`: the first `n_needed_naturals`.
    pub needed_naturals: [mahjong_tile; 14],
    pub n_needed_naturals: usize,
    /// `Nearest::needed_eligible`: the first `n_needed_eligible`.
    pub needed_eligible: [mahjong_tile; 14],
    pub n_needed_eligible: usize,
    /// `Nearest::unused`: the first `n_unused`.
    pub unused: [mahjong_tile; 14],
    pub n_unused: usize,
}

/// An opaque compiled card. Threads: never changed after it is made; any number of threads may
/// read it at once. Free it once, after every thread is done with it.
#[derive(Debug)]
pub struct mahjong_card {
    _private: [u8; 0],
}

/// An opaque matched line, from `mahjong_card_match` (freed by `mahjong_match_free`) or borrowed
/// from a match list. Threads: as a card.
#[derive(Debug)]
pub struct mahjong_match {
    _private: [u8; 0],
}

/// An opaque line near a hand, borrowed from a nearest list or an odds list. Threads: as a card.
#[derive(Debug)]
pub struct mahjong_nearest {
    _private: [u8; 0],
}

pub(crate) enum CardBox {
    Sample(&'static Card),
    Owned(Box<Card>),
}

impl Castable for mahjong_card {
    type Rust = CardBox;
}

/// Borrows the card behind a `*const mahjong_card`.
pub(crate) fn card_ref<'a>(card: *const mahjong_card) -> Result<&'a Card, mahjong_result> {
    try_ref(card).map(|c| match c {
        CardBox::Sample(c) => *c,
        CardBox::Owned(c) => &**c,
    })
}

/// The strings of a card line, NUL-terminated (a NUL inside is cut off there).
struct LineStrings([CString; 3]);

/// The shared part of a match or nearest line (`$m` has the accessors both have), its strings
/// kept in `$strings`.
macro_rules! card_line {
    ($m:expr, $strings:ident) => {{
        let m = $m;
        let c = |s: &str| CString::new(s.split('\0').next().unwrap_or("")).unwrap_or_default();
        let $strings = LineStrings([c(m.section()), c(m.text()), c(m.line_text())]);
        let card_line = mahjong_card_line {
            section: $strings.0[0].as_ptr(),
            text: $strings.0[1].as_ptr(),
            line: $strings.0[2].as_ptr(),
            number: m.number(),
            value: m.value(),
            concealed: m.concealed(),
            suits: ['a', 'b', 'c'].map(|l| suit_out(m.suit(l))),
            has_base_number: m.base_number().is_some(),
            base_number: m.base_number().unwrap_or(0),
        };
        ($strings, card_line)
    }};
}

/// A match with everything it reports copied out of the card.
pub(crate) struct OwnedMatch {
    _strings: LineStrings,
    _groups: Vec<mahjong_card_group>,
    info: mahjong_match_info,
    /// The settlement facts, for `mahjong_settle_american` (the winner is set there).
    pub(crate) win: AmericanWin,
}

impl Castable for mahjong_match {
    type Rust = OwnedMatch;
}

impl OwnedMatch {
    fn new(m: &Match<'_>) -> OwnedMatch {
        let groups = (m.groups().iter().enumerate())
            .map(|(i, g)| mahjong_card_group {
                kind: crate::names::enum_out(crate::kinds::CardGroupKind(g.kind())),
                tile: g.tile().index(),
                len: g.len() as u8,
                jokers: g.jokers() as u8,
                exposed: g.exposed(),
                tiles: tile_array(m.group_tiles(i)).0,
            })
            .collect::<Vec<_>>();
        let (strings, card_line) = card_line!(m, strings);
        let info = mahjong_match_info {
            card_line,
            points: m.points(),
            jokers: m.jokers(),
            groups: groups.as_ptr(),
            group_count: groups.len(),
        };
        OwnedMatch {
            _strings: strings,
            _groups: groups,
            info,
            win: AmericanWin::from_match(m, mahjong_core::Wind::East),
        }
    }
}

/// A nearest line with everything it reports copied out of the card.
pub(crate) struct OwnedNearest {
    _strings: LineStrings,
    info: mahjong_nearest_info,
}

impl Castable for mahjong_nearest {
    type Rust = OwnedNearest;
}

impl OwnedNearest {
    pub(crate) fn new(n: &Nearest<'_>) -> OwnedNearest {
        let (strings, card_line) = card_line!(n, strings);
        let (needed_naturals, n_needed_naturals) = tile_array(n.needed_naturals());
        let (needed_eligible, n_needed_eligible) = tile_array(n.needed_eligible());
        let (unused, n_unused) = tile_array(n.unused());
        let info = mahjong_nearest_info {
            card_line,
            tiles_away: n.tiles_away(),
            jokers_fit: n.jokers_fit(),
            needed_naturals,
            n_needed_naturals,
            needed_eligible,
            n_needed_eligible,
            unused,
            n_unused,
        };
        OwnedNearest { _strings: strings, info }
    }
}

ffi! {
    /// Loads a card file (`Card::load`; `path` is `len` bytes of UTF-8) into a new `*card_out` (`mahjong_card_free`
    /// it). `MAHJONG_RESULT_CARD_ERROR` names the file, hand, line and column.
    fn mahjong_card_load(path: *const c_char, len: usize, card_out: *mut *mut mahjong_card) -> mahjong_result {
        let p = try_str(path, len)?;
        if let Some(at) = p.bytes().position(|b| b == 0) {
            return Err(invalid_argument(&format!("the path contains a NUL byte at byte {at}")));
        }
        box_out(CardBox::Owned(Box::new(Card::load(p)?)), card_out)
    }

    /// Compiles a card from card-file text in `format` (`Card::from_toml_str`, `from_json_str`) into a new
    /// `*card_out`. Errors as `mahjong_card_load`.
    fn mahjong_card_from_str(
        text: *const c_char, len: usize, format: mahjong_card_format, card_out: *mut *mut mahjong_card,
    ) -> mahjong_result {
        let s = try_str(text, len)?;
        let card = match enum_in(format)? {
            CardFormat::Toml => Card::from_toml_str(s, None)?,
            CardFormat::Json => Card::from_json_str(s, None)?,
        };
        box_out(CardBox::Owned(Box::new(card)), card_out)
    }

    /// The embedded sample card (`Card::sample`) as a new handle `*card_out` (`mahjong_card_free` it).
    fn mahjong_card_sample(card_out: *mut *mut mahjong_card) -> mahjong_result {
        box_out(CardBox::Sample(Card::sample()), card_out)
    }

    /// Frees a card. NULL does nothing. Matches and lists made from it stay valid.
    fn mahjong_card_free(card: *mut mahjong_card);

    /// The number of hands on the card (0 for NULL).
    fn mahjong_card_hand_count(card: *const mahjong_card) -> usize {
        card_ref(card).map_or(0, |c| c.hands().len())
    }

    /// The number of concrete forms the card compiled into (`Card::form_count`; 0 for NULL).
    fn mahjong_card_form_count(card: *const mahjong_card) -> usize {
        card_ref(card).map_or(0, |c| c.form_count())
    }

    /// The number of concrete forms of hand `index` (from 0, in card order) in `*out`.
    fn mahjong_card_hand_form_count(card: *const mahjong_card, index: usize, out: *mut usize) -> mahjong_result {
        let counts: Vec<usize> = card_ref(card)?.form_counts().map(|f| f.forms).collect();
        write_out(out, *try_index(&counts, index, "hand")?)
    }

    /// The best line a 14-tile hand matches (`Card::try_match_hand`): a new `*match_out` (`mahjong_match_free`
    /// it), or NULL when no line matches.
    fn mahjong_card_match(
        card: *const mahjong_card, hand: *const mahjong_hand, match_out: *mut *mut mahjong_match,
    ) -> mahjong_result {
        match card_ref(card)?.try_match_hand(try_ref(hand)?)? {
            Some(m) => box_out(OwnedMatch::new(&m), match_out),
            None => write_out(match_out, std::ptr::null_mut()),
        }
    }

    /// Every line the hand matches (`Card::try_matches`): a new `*list_out` of matches (`mahjong_list_free` it).
    fn mahjong_card_matches(
        card: *const mahjong_card, hand: *const mahjong_hand, list_out: *mut *mut mahjong_list,
    ) -> mahjong_result {
        let found = card_ref(card)?.try_matches(try_ref(hand)?)?;
        box_out(List::Matches(found.map(|m| OwnedMatch::new(&m)).collect()), list_out)
    }

    /// The `k` lines fewest tiles away (`Card::try_nearest`): a new `*list_out` of nearest lines, closest first.
    fn mahjong_card_nearest(
        card: *const mahjong_card, hand: *const mahjong_hand, k: usize, list_out: *mut *mut mahjong_list,
    ) -> mahjong_result {
        let (c, h) = (card_ref(card)?, try_ref(hand)?);
        try_out(list_out)?;
        let mut buf = vec![Nearest::EMPTY; k.min(c.line_count().max(1))];
        let n = c.try_nearest(h, &mut buf)?;
        box_out(List::Nearest(buf[..n].iter().map(OwnedNearest::new).collect()), list_out)
    }

    /// Frees a match from `mahjong_card_match`. NULL does nothing. Never free a borrowed entry.
    fn mahjong_match_free(m: *mut mahjong_match);

    /// Match `index` (from 0) of a match list, borrowed from it; NULL past the last or for another list.
    fn mahjong_match_list_get(list: *const mahjong_list, index: usize) -> *const mahjong_match {
        crate::list::entry(list, index, crate::list::pick!(Matches), crate::ffi::borrow_ptr)
    }

    /// Entry `index` of a nearest list, borrowed; NULL past the last or for another list.
    fn mahjong_nearest_list_get(list: *const mahjong_list, index: usize) -> *const mahjong_nearest {
        crate::list::entry(list, index, crate::list::pick!(Nearest), crate::ffi::borrow_ptr)
    }

    /// What the match reports; its pointers are borrowed from the match. NULL gives all zeros.
    fn mahjong_match_get_info(m: *const mahjong_match) -> mahjong_match_info {
        try_ref(m).map_or_else(|_| crate::ffi::zeroed(), |m| m.info)
    }

    /// What the nearest line reports; its strings are borrowed from the entry. NULL gives all zeros.
    fn mahjong_nearest_get_info(n: *const mahjong_nearest) -> mahjong_nearest_info {
        try_ref(n).map_or_else(|_| crate::ffi::zeroed(), |n| n.info)
    }
}

impl crate::ffi::Zeroable for mahjong_match_info {}
impl crate::ffi::Zeroable for mahjong_nearest_info {}
