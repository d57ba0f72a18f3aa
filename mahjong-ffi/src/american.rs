//! The American card engine (`mahjong_core::american`): cards, matching, nearest lines.
//!
//! Ownership: a match or list owns copies of everything it reports, so it outlives the card.
//! Entries of a list, and the strings and arrays an info struct points to, are borrowed from
//! their owner and valid until it is freed.
use crate::error::invalid_argument;
use crate::ffi::{FromC, box_out, c_in, tile_array, try_out, try_ref, try_str, write_out};
use crate::hand::mahjong_hand;
use crate::list::{List, entry, mahjong_list, pick};
use crate::mahjong_result;
use crate::names::{enum_out, mahjong_card_format, mahjong_card_group_kind, mahjong_suit};
use crate::tile::{mahjong_tile, suit_out};
use mahjong_core::american::{Card, GroupMatch, Match, Nearest};
use mahjong_core::scoring::AmericanWin;
use mahjong_core::{Tile, advice, args::Given};
use std::borrow::Cow;
use std::ffi::{CString, c_char};

/// The card behind a `*const mahjong_card` (methods reach it through `try_ref`'s `Cow`).
impl FromC<*const mahjong_card> for &Card {
    fn from_c(card: *const mahjong_card) -> Result<Self, mahjong_result> {
        try_ref(card).map(|c| &**c)
    }
}

/// What a match or a nearest line reports, copied out of the card: the line strings `info`
/// points to, and `more` (a match's groups, which `info` points to, and its settlement facts).
pub(crate) struct Owned<I, M> {
    _strings: [CString; 3],
    info: I,
    pub(crate) more: M,
}

/// A matched line; `more.1` is its win for `mahjong_settle_american` (the winner is set there).
pub(crate) type OwnedMatch = Owned<mahjong_match_info, (Vec<mahjong_card_group>, AmericanWin)>;

/// A nearest line.
pub(crate) type OwnedNearest = Owned<mahjong_nearest_info, ()>;

/// `Owned` with the line strings of `$m` (a `Match` or a `Nearest`: they share the accessors)
/// NUL-terminated (a NUL inside cuts them there), `$info` made from the C line `$line` pointing at them.
macro_rules! owned {
    ($m:expr, |$line:ident| $info:expr, $more:expr) => {{
        let m = $m;
        let c = |s: &str| CString::new(s.split('\0').next().unwrap_or("")).unwrap_or_default();
        let strings = [c(m.section()), c(m.text()), c(m.line_text())];
        let $line = mahjong_card_line {
            section: strings[0].as_ptr(),
            text: strings[1].as_ptr(),
            line: strings[2].as_ptr(),
            number: m.number(),
            value: m.value(),
            concealed: m.concealed(),
            suits: ['a', 'b', 'c'].map(|l| suit_out(m.suit(l))),
            has_base_number: m.base_number().is_some(),
            base_number: m.base_number().unwrap_or(0),
        };
        Owned { _strings: strings, info: $info, more: $more }
    }};
}

impl OwnedMatch {
    fn new(m: &Match<'_>) -> OwnedMatch {
        let groups: Vec<_> = (m.groups().iter().enumerate()).map(|(i, g)| (g, m.group_tiles(i)).into()).collect();
        let (points, jokers, group_count, g) = (m.points(), m.jokers(), groups.len(), groups.as_ptr());
        let info = |card_line| mahjong_match_info { card_line, points, jokers, groups: g, group_count };
        owned!(m, |line| info(line), (groups, AmericanWin::from_match(m, mahjong_core::Wind::East)))
    }
}

impl OwnedNearest {
    pub(crate) fn new(n: &Nearest<'_>) -> OwnedNearest {
        owned!(n, |card_line| mahjong_nearest_info { card_line, ..n.into() }, ())
    }
}

// The tile arrays hold a line's tiles at most (cbindgen needs the number written).
const _: () = assert!(mahjong_core::american::LINE_TILES == 14);

ffi! {
    /// One group of a matched line: each field is the `mahjong_core::american::GroupMatch` accessor of its name.
    struct mahjong_card_group from g: (&GroupMatch, &[Tile]) {
        kind: mahjong_card_group_kind = enum_out(g.0.kind()),
        tile: mahjong_tile = g.0.tile().index(),
        len: u8 = g.0.len() as u8,
        jokers: u8 = g.0.jokers() as u8,
        exposed: bool = g.0.exposed(),
        /// The tiles in line order, jokers (43) where they stand; entries past `len` are 44.
        tiles: [mahjong_tile; 14] = tile_array(g.1).0,
    }

    /// The card line of `mahjong_match_info` and `mahjong_nearest_info`: each field is the `Match` and `Nearest`
    /// accessor of its name (`line` is `line_text`); the strings are NUL-terminated and borrowed.
    struct mahjong_card_line {
        section: *const c_char,
        text: *const c_char,
        line: *const c_char,
        number: u32,
        value: u32,
        concealed: bool,
        /// The suit given to letters a, b, c (`MAHJONG_SUIT_NONE` when unused).
        suits: [mahjong_suit; 3],
        /// The line has `X` groups; `base_number` is then its n (`base_number()`).
        has_base_number: bool,
        base_number: i8,
    }

    /// What a matched line reports, from `mahjong_match_get_info`: each field is the
    /// `mahjong_core::american::Match` accessor of its name. The strings and `groups` are borrowed from the match.
    struct mahjong_match_info {
        card_line: mahjong_card_line,
        points: u64,
        jokers: usize,
        /// The groups in line order: the first `group_count`.
        groups: *const mahjong_card_group,
        group_count: usize,
    }

    /// What a line near a hand reports, from `mahjong_nearest_get_info`: each field is the
    /// `mahjong_core::american::Nearest` accessor of its name, an array's first `n_<name>` entries valid. The
    /// strings are borrowed from the entry.
    struct mahjong_nearest_info from n: &Nearest<'_> {
        /// Set by the entry, whose strings it points to.
        card_line: mahjong_card_line = crate::ffi::zeroed(),
        tiles_away: usize = n.tiles_away(),
        jokers_fit: usize = n.jokers_fit(),
        needed_naturals: [mahjong_tile; 14] = tile_array(n.needed_naturals()).0,
        n_needed_naturals: usize = tile_array::<14>(n.needed_naturals()).1,
        needed_eligible: [mahjong_tile; 14] = tile_array(n.needed_eligible()).0,
        n_needed_eligible: usize = tile_array::<14>(n.needed_eligible()).1,
        unused: [mahjong_tile; 14] = tile_array(n.unused()).0,
        n_unused: usize = tile_array::<14>(n.unused()).1,
    }

    /// An opaque compiled card. Threads: never changed after it is made; any number of threads may
    /// read it at once. Free it once, after every thread is done with it.
    struct mahjong_card(Cow<'static, Card>);

    /// An opaque matched line, from `mahjong_card_match` (freed by `mahjong_match_free`) or borrowed
    /// from a match list. Threads: as a card.
    struct mahjong_match(OwnedMatch);

    /// An opaque line near a hand, borrowed from a nearest list or an odds list. Threads: as a card.
    struct mahjong_nearest(OwnedNearest);

    /// Loads a card file (`Card::load`; `path` is `len` bytes of UTF-8) into a new `*card_out` (`mahjong_card_free`
    /// it). `MAHJONG_RESULT_CARD_ERROR` names the file, hand, line and column.
    fn mahjong_card_load(path: *const c_char, len: usize, card_out: *mut *mut mahjong_card) -> mahjong_result {
        let p = try_str(path, len)?;
        if let Some(at) = p.bytes().position(|b| b == 0) {
            return Err(invalid_argument(&format!("the path contains a NUL byte at byte {at}")));
        }
        box_out(Cow::Owned(Card::load(p)?), card_out)
    }

    /// Compiles a card from card-file text in `format` (`Card::from_text`) into a new
    /// `*card_out`. Errors as `mahjong_card_load`.
    fn mahjong_card_from_str(
        text: *const c_char, len: usize, format: mahjong_card_format, card_out: *mut *mut mahjong_card,
    ) -> mahjong_result {
        box_out(Cow::Owned(Card::from_text(try_str(text, len)?, c_in(format)?, None)?), card_out)
    }

    /// The embedded sample card (`Card::sample`) as a new handle `*card_out` (`mahjong_card_free` it).
    fn mahjong_card_sample(card_out: *mut *mut mahjong_card) -> mahjong_result {
        box_out(Cow::Borrowed(Card::sample()), card_out)
    }

    /// Frees a card. NULL does nothing. Matches and lists made from it stay valid.
    fn mahjong_card_free(card: *mut mahjong_card);

    /// The number of hands on the card (0 for NULL).
    fn mahjong_card_hand_count(card: *const mahjong_card) -> usize {
        try_ref(card).map_or(0, |c| c.hands().len())
    }

    /// The number of concrete forms the card compiled into (`Card::form_count`; 0 for NULL).
    fn mahjong_card_form_count(card: *const mahjong_card) -> usize {
        try_ref(card).map_or(0, |c| c.form_count())
    }

    /// The number of concrete forms of hand `index` (from 0, in card order; `rules::hand_of_card`, the index
    /// read by `rules::args::card_hand` as `mahjong_rules_line_possible` reads it) in `*out`.
    fn mahjong_card_hand_form_count(card: *const mahjong_card, index: usize) -> out: *mut usize = {
        // `as i64`: an index past `i64` wraps negative, which is refused as past 32 bits, naming the digits.
        mahjong_core::rules::args::card_hand(index as i64, &usize::to_string(&index), Card::hands(card).len())?;
        mahjong_core::rules::hand_of_card(card, index)?;
        Card::form_counts(card).nth(index).map_or(0, |f| f.forms)
    };

    /// The best line a 14-tile hand matches (`Card::try_match_hand`): a new `*match_out` (`mahjong_match_free`
    /// it), or NULL when no line matches.
    fn mahjong_card_match(
        card: *const mahjong_card, hand: *const mahjong_hand, match_out: *mut *mut mahjong_match,
    ) -> mahjong_result {
        match try_ref(card)?.try_match_hand(try_ref(hand)?)? {
            Some(m) => box_out(OwnedMatch::new(&m), match_out),
            None => write_out(match_out, std::ptr::null_mut()),
        }
    }

    /// Every line the hand matches (`Card::try_matches`): a new `*list_out` of matches (`mahjong_list_free` it).
    fn mahjong_card_matches(
        card: *const mahjong_card, hand: *const mahjong_hand, list_out: *mut *mut mahjong_list,
    ) -> mahjong_result {
        let found = try_ref(card)?.try_matches(try_ref(hand)?)?;
        box_out(List::Matches(found.map(|m| OwnedMatch::new(&m)).collect()), list_out)
    }

    /// The `k` lines fewest tiles away (`Card::try_nearest`, `advice::k`): a new `*list_out`, closest first.
    fn mahjong_card_nearest(
        card: *const mahjong_card, hand: *const mahjong_hand, k: usize, list_out: *mut *mut mahjong_list,
    ) -> mahjong_result {
        let (c, h) = (try_ref(card)?, try_ref(hand)?);
        try_out(list_out)?;
        let mut buf = vec![Nearest::EMPTY; c.nearest_room(advice::k(Given::Written(&k.to_string()))?)];
        let n = c.try_nearest(h, &mut buf)?;
        box_out(List::Nearest(buf[..n].iter().map(OwnedNearest::new).collect()), list_out)
    }

    /// Frees a match from `mahjong_card_match`. NULL does nothing. Never free a borrowed entry.
    fn mahjong_match_free(m: *mut mahjong_match);

    /// Match `index` (from 0) of a match list, borrowed from it; NULL past the last or for another list.
    fn mahjong_match_list_get(list: *const mahjong_list, index: usize) -> *const mahjong_match {
        entry(list, index, pick!(Matches), crate::ffi::borrow_ptr)
    }

    /// Entry `index` of a nearest list, borrowed; NULL past the last or for another list.
    fn mahjong_nearest_list_get(list: *const mahjong_list, index: usize) -> *const mahjong_nearest {
        entry(list, index, pick!(Nearest), crate::ffi::borrow_ptr)
    }

    /// What the match reports; its pointers are borrowed from the match. NULL gives all zeros.
    fn mahjong_match_get_info(m: *const mahjong_match) -> mahjong_match_info {
        crate::ffi::info(m, |m| m.info)
    }

    /// What the nearest line reports; its strings are borrowed from the entry. NULL gives all zeros.
    fn mahjong_nearest_get_info(n: *const mahjong_nearest) -> mahjong_nearest_info {
        crate::ffi::info(n, |n| n.info)
    }
}
