//! One list type for every answer that is a list (line odds, discard and Charleston advice,
//! matches, nearest lines): one `_len`, one `_free`, and a typed `_get` per kind of entry.
use crate::advice::{OwnedOdds, mahjong_discard_choice, mahjong_pass_choice};
use crate::american::{OwnedMatch, OwnedNearest};
use crate::ffi::{Castable, Zeroable, try_ref, zeroed};

/// An opaque list, from `mahjong_card_odds`, `mahjong_card_discard_advice`,
/// `mahjong_card_charleston_advice`, `mahjong_card_matches` or `mahjong_card_nearest` (freed by
/// `mahjong_list_free`), or borrowed from an entry of a discard or pass list (never freed).
/// Each function that makes one says which `_get` reads its entries. Threads: never changed
/// after it is made; any number of threads may read it at once.
#[derive(Debug)]
pub struct mahjong_list {
    _private: [u8; 0],
}

/// What a `mahjong_list` holds: one kind of entry, with everything the entries point to.
pub(crate) enum List {
    Odds(Vec<OwnedOdds>),
    Discards(Vec<(mahjong_discard_choice, List)>),
    Passes(Vec<(mahjong_pass_choice, List)>),
    Matches(Vec<OwnedMatch>),
    Nearest(Vec<OwnedNearest>),
}

impl Castable for mahjong_list {
    type Rust = List;
}

/// The entries of one kind of list, or none for another kind: `pick!(Odds)`.
macro_rules! pick {
    ($kind:ident) => {
        |l: &$crate::list::List| if let $crate::list::List::$kind(v) = l { Some(v) } else { None }
    };
}
pub(crate) use pick;

/// Entry `index` of the list `pick` finds in `list`, made C by `to_c`; zeros (NULL) when none.
pub(crate) fn entry<E, C: Zeroable>(
    list: *const mahjong_list, index: usize, pick: impl Fn(&List) -> Option<&Vec<E>>, to_c: impl Fn(&E) -> C,
) -> C {
    try_ref(list).ok().and_then(pick).and_then(|v| v.get(index)).map_or_else(zeroed, to_c)
}

ffi! {
    /// The number of entries in the list (0 for NULL).
    fn mahjong_list_len(list: *const mahjong_list) -> usize {
        try_ref(list).map_or(0, |l| match l {
            List::Odds(v) => v.len(),
            List::Discards(v) => v.len(),
            List::Passes(v) => v.len(),
            List::Matches(v) => v.len(),
            List::Nearest(v) => v.len(),
        })
    }

    /// Frees a list and everything borrowed from it. NULL does nothing. Never free a borrowed list.
    fn mahjong_list_free(list: *mut mahjong_list);
}
