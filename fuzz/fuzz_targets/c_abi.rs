//! Arbitrary sequences of public C calls with arbitrary arguments: hands, cards (text, the
//! sample), matches, lists, analysis, scoring, tiles and error messages, with NULL pointers,
//! short and long buffers, out-of-range indices and values. Every call returns a result code
//! (never a panic: `MAHJONG_RESULT_PANIC` fails the target), every message fits its buffer or
//! says how much room it needs, and handles are freed exactly once (leaks and double frees show
//! under the sanitizer).
#![no_main]
use libfuzzer_sys::fuzz_target;
use mahjong::*;
use std::ffi::c_char;
use std::ptr::{null, null_mut};

#[path = "../common/input.rs"]
mod input;
use input::Input;

impl Input<'_> {
    /// Takes one item of `v` (not empty), chosen by the input.
    fn take<T>(&mut self, v: &mut Vec<T>) -> T {
        let i = self.byte() as usize % v.len();
        v.swap_remove(i)
    }
    fn u32(&mut self) -> u32 {
        // Mostly small values, sometimes any 32-bit value.
        match self.byte() {
            0xff => u32::from_le_bytes([self.byte(), self.byte(), self.byte(), self.byte()]),
            b => u32::from(b % 16),
        }
    }
    fn bytes(&mut self) -> &[u8] {
        let n = (self.byte() as usize).min(self.0.len());
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        head
    }
    fn empty(&self) -> bool {
        self.0.is_empty()
    }
}

fn ok(r: mahjong_result) -> bool {
    assert_ne!(r, mahjong_result::Panic, "a call panicked");
    r == mahjong_result::Ok
}

/// Copies the last error message with a buffer of `room` bytes; checks the contract of every
/// string output: NUL-terminated when it fits, the length needed when it does not.
fn last_error(room: usize) {
    let mut buf = vec![0x55u8; room];
    let mut n = usize::MAX;
    let p = if room == 0 { null_mut() } else { buf.as_mut_ptr() as *mut c_char };
    let r = unsafe { mahjong_last_error_message(p, room, &mut n) };
    assert_ne!(r, mahjong_result::Panic);
    if r == mahjong_result::Ok {
        assert!(n < room && buf[n] == 0, "a message without its NUL");
        assert!(n <= 400, "a {n}-byte error message");
    }
    let _ = unsafe { mahjong_last_error_column() };
}

fuzz_target!(|data: &[u8]| {
    let mut input = Input(data);
    let mut hands: Vec<*mut mahjong_hand> = Vec::new();
    let mut cards: Vec<*mut mahjong_card> = Vec::new();
    let mut match_lists: Vec<*mut mahjong_list> = Vec::new();
    let mut nearest_lists: Vec<*mut mahjong_list> = Vec::new();
    let mut matches: Vec<*mut mahjong_match> = Vec::new();
    let mut scores: Vec<*mut mahjong_score> = Vec::new();
    // A handle from a pool, or NULL when the pool is empty or the input says so.
    fn pick<T>(input: &mut Input, pool: &[*mut T]) -> *mut T {
        let b = input.byte() as usize;
        if pool.is_empty() || b == 0xff { null_mut() } else { pool[b % pool.len()] }
    }
    // An entry of a list from `pool` at an index the input chooses: NULL exactly past the end.
    fn entry<T>(
        input: &mut Input,
        pool: &[*mut mahjong_list],
        get: unsafe extern "C" fn(*const mahjong_list, usize) -> *const T,
    ) -> *const T {
        let l = pick(input, pool);
        let i = input.u32() as usize;
        let len = unsafe { mahjong_list_len(l) };
        let e = unsafe { get(l, i) };
        assert_eq!(!e.is_null(), i < len);
        e
    }
    let mut steps = 0;
    while !input.empty() && steps < 64 {
        steps += 1;
        match input.byte() % 24 {
            0 | 1 => {
                let text = input.bytes().to_vec();
                let set = input.u32();
                let mut h = null_mut();
                let ptr = if text.is_empty() && set % 2 == 0 { null() } else { text.as_ptr() as *const c_char };
                let r = if set % 3 == 0 {
                    unsafe { mahjong_hand_parse(ptr, text.len(), &mut h) }
                } else {
                    unsafe { mahjong_hand_parse_in(ptr, text.len(), set / 3, &mut h) }
                };
                if ok(r) {
                    assert!(!h.is_null());
                    hands.push(h);
                } else {
                    assert!(h.is_null(), "an output written on failure");
                    last_error(input.byte() as usize);
                }
            }
            2 => {
                let text = input.bytes().to_vec();
                let format = input.u32();
                let mut c = null_mut();
                if ok(unsafe { mahjong_card_from_str(text.as_ptr() as *const c_char, text.len(), format, &mut c) }) {
                    cards.push(c);
                } else {
                    last_error(input.byte() as usize * 4);
                }
            }
            3 => {
                let mut c = null_mut();
                if ok(unsafe { mahjong_card_sample(&mut c) }) {
                    cards.push(c);
                }
            }
            4 => {
                let (c, h) = (pick(&mut input, &cards), pick(&mut input, &hands));
                let mut m = null_mut();
                if ok(unsafe { mahjong_card_match(c, h, &mut m) }) {
                    if !m.is_null() {
                        matches.push(m);
                    }
                }
            }
            5 => {
                let (c, h) = (pick(&mut input, &cards), pick(&mut input, &hands));
                let mut l = null_mut();
                if ok(unsafe { mahjong_card_matches(c, h, &mut l) }) {
                    match_lists.push(l);
                }
            }
            6 => {
                let (c, h) = (pick(&mut input, &cards), pick(&mut input, &hands));
                let k = input.u32() as usize;
                let mut l = null_mut();
                if ok(unsafe { mahjong_card_nearest(c, h, k, &mut l) }) {
                    nearest_lists.push(l);
                }
            }
            7 => {
                let m = entry(&mut input, &match_lists, mahjong_match_list_get);
                let info = unsafe { mahjong_match_get_info(m) };
                assert_eq!(info.card_line.section.is_null(), m.is_null());
                if !m.is_null() {
                    // The strings are NUL-terminated and the groups readable.
                    let section = unsafe { std::ffi::CStr::from_ptr(info.card_line.section) };
                    assert!(section.to_bytes().len() < 400);
                    let groups = unsafe { std::slice::from_raw_parts(info.groups, info.group_count) };
                    assert!(groups.iter().all(|g| (1..=14).contains(&g.len)));
                }
            }
            8 => {
                let n = entry(&mut input, &nearest_lists, mahjong_nearest_list_get);
                let info = unsafe { mahjong_nearest_get_info(n) };
                assert!(info.n_needed_eligible <= 14 && info.n_needed_naturals <= 14 && info.n_unused <= 14);
                assert_eq!(info.card_line.line.is_null(), n.is_null());
            }
            9 => {
                let h = pick(&mut input, &hands);
                let notation = input.u32();
                let room = input.byte() as usize;
                let mut buf = vec![0u8; room];
                let mut n = 0usize;
                let r = unsafe { mahjong_hand_format(h, notation, buf.as_mut_ptr() as *mut c_char, room, &mut n) };
                if ok(r) {
                    assert!(n < room && buf[n] == 0);
                } else if r == mahjong_result::InsufficientSize {
                    assert!(n >= room);
                }
            }
            10 => {
                let h = pick(&mut input, &hands);
                let rules = input.u32();
                let mut w = false;
                let _ = ok(unsafe { mahjong_is_winning(h, rules, &mut w) });
                let mut away = unsafe { std::mem::zeroed::<mahjong_tiles_away_result>() };
                if ok(unsafe { mahjong_tiles_away(h, rules, &mut away) }) {
                    let mut winning = false;
                    if ok(unsafe { mahjong_is_winning(h, rules, &mut winning) }) {
                        assert_eq!(winning, away.best == -1);
                    }
                }
                let mut waits = unsafe { std::mem::zeroed::<mahjong_waits_result>() };
                let _ = ok(unsafe { mahjong_waits(h, rules, &mut waits) });
                let mut special = 0u32;
                let _ = ok(unsafe { mahjong_special_hands(h, rules, &mut special) });
                let mut only = false;
                let _ = ok(unsafe { mahjong_only_possible_tile(h, rules, &mut only) });
            }
            11 => {
                let h = pick(&mut input, &hands);
                let rules = input.u32();
                let len = input.byte() as usize % 8;
                let mut out = vec![unsafe { std::mem::zeroed::<mahjong_decomposition>() }; len];
                let mut n = 0usize;
                let ptr = if len == 0 { null_mut() } else { out.as_mut_ptr() };
                let r = unsafe { mahjong_decompose(h, rules, ptr, len, &mut n) };
                if ok(r) {
                    assert!(n <= len);
                } else if r == mahjong_result::InsufficientSize {
                    assert!(n > len);
                }
            }
            12 => {
                let h = pick(&mut input, &hands);
                let mut rules = unsafe { std::mem::zeroed::<mahjong_score_rules>() };
                let _ = ok(unsafe { mahjong_score_rules_default(input.u32(), &mut rules) });
                rules.limit = input.u32();
                let mut s = null_mut();
                if ok(unsafe { mahjong_hand_score(h, &rules, true, &mut s) }) {
                    let info = unsafe { mahjong_score_get_info(s) };
                    assert!(info.item_count > 0 || info.total == 0);
                    let item = unsafe { mahjong_score_get_item(s, info.item_count) };
                    assert!(item.label.is_null());
                    scores.push(s);
                }
            }
            13 => {
                let h = pick(&mut input, &hands);
                let mut ctx = mahjong_win_context {
                    winning_tile: match input.byte() {
                        0xff => i32::from_le_bytes([input.byte(), input.byte(), input.byte(), input.byte()]),
                        b => i32::from(b as i8),
                    },
                    method: input.u32(),
                    seat_wind: input.u32(),
                    prevailing: input.u32(),
                    first_turn: input.byte() & 1 == 1,
                    original_call: input.byte() & 1 == 1,
                    kong_after_kong: input.byte() & 1 == 1,
                    last_of_kind: input.byte() & 1 == 1,
                };
                let b = unsafe { mahjong_hand_get_info(h) }.context;
                if !ok(unsafe { mahjong_hand_set_context(h, &ctx) }) {
                    // On error the hand is unchanged.
                    ctx = unsafe { mahjong_hand_get_info(h) }.context;
                    assert_eq!((b.winning_tile, b.method, b.seat_wind), (ctx.winning_tile, ctx.method, ctx.seat_wind));
                    last_error(64);
                }
            }
            14 => {
                let h = pick(&mut input, &hands);
                let info = unsafe { mahjong_hand_get_info(h) };
                assert!(info.n_concealed <= info.concealed.len() && info.n_melds <= info.melds.len());
                assert!(info.n_bonus <= info.bonus.len());
                let _ = ok(unsafe { mahjong_hand_check(h, input.u32()) });
            }
            15 => {
                let mut counts = [0u8; 34];
                for c in &mut counts {
                    *c = input.byte() % 6;
                }
                let mut w = false;
                let mut a = 0i8;
                let winning = ok(unsafe { mahjong_is_winning_counts(counts.as_ptr(), &mut w) });
                if ok(unsafe { mahjong_tiles_away_counts(counts.as_ptr(), &mut a) }) && winning {
                    assert_eq!(w, a == -1);
                }
                let _ = unsafe { mahjong_is_winning_counts(null(), &mut w) };
            }
            16 => {
                let text = input.bytes().to_vec();
                let mut t = 0u8;
                if ok(unsafe { mahjong_tile_parse(text.as_ptr() as *const c_char, text.len(), &mut t) }) {
                    let mut buf = [0u8; 8];
                    let mut n = 0usize;
                    let notation = input.u32();
                    let _ = ok(unsafe { mahjong_tile_format(t, notation, buf.as_mut_ptr() as *mut c_char, 8, &mut n) });
                }
                let room = input.byte() as usize;
                let mut buf = vec![0u8; room];
                let mut n = 0usize;
                let _ = ok(unsafe { mahjong_tile_name(input.byte(), buf.as_mut_ptr() as *mut c_char, room, &mut n) });
            }
            17 => {
                let room = input.byte() as usize;
                let mut buf = vec![0u8; room];
                let mut n = 0usize;
                let _ =
                    ok(unsafe { mahjong_result_message(input.u32(), buf.as_mut_ptr() as *mut c_char, room, &mut n) });
                last_error(room);
            }
            18 if !hands.is_empty() => {
                unsafe { mahjong_hand_free(input.take(&mut hands)) };
            }
            19 if !cards.is_empty() => {
                // Matches and lists made from the card stay valid after it is freed.
                unsafe { mahjong_card_free(input.take(&mut cards)) };
            }
            20 if !match_lists.is_empty() => {
                unsafe { mahjong_list_free(input.take(&mut match_lists)) };
            }
            21 if !nearest_lists.is_empty() => {
                unsafe { mahjong_list_free(input.take(&mut nearest_lists)) };
            }
            22 => {
                let m = pick(&mut input, &matches);
                let info = unsafe { mahjong_match_get_info(m) };
                assert_eq!(info.card_line.text.is_null(), m.is_null());
            }
            _ => {
                // NULL everywhere a pointer goes.
                assert_eq!(unsafe { mahjong_hand_parse(null(), 3, null_mut()) }, mahjong_result::NullParameter);
                assert_eq!(unsafe { mahjong_card_hand_count(null()) }, 0);
                let c = pick(&mut input, &cards);
                let _ = unsafe { mahjong_card_form_count(c) };
                unsafe { mahjong_hand_free(null_mut()) };
                unsafe { mahjong_card_free(null_mut()) };
                unsafe { mahjong_score_free(null_mut()) };
            }
        }
    }
    // Everything made above is freed once.
    hands.into_iter().for_each(|h| unsafe { mahjong_hand_free(h) });
    cards.into_iter().for_each(|c| unsafe { mahjong_card_free(c) });
    match_lists.into_iter().for_each(|l| unsafe { mahjong_list_free(l) });
    nearest_lists.into_iter().for_each(|l| unsafe { mahjong_list_free(l) });
    matches.into_iter().for_each(|m| unsafe { mahjong_match_free(m) });
    scores.into_iter().for_each(|s| unsafe { mahjong_score_free(s) });
});
