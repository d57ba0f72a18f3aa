//! C ABI for scoring and settlement (`mahjong_core::scoring`): the classical and British tables
//! (`mahjong_hand_score`, `mahjong_settle`) and the American payments (`mahjong_settle_american`).

use crate::ffi::{box_out, boxed, c_in, info, put, tile_array, try_arg, try_array, try_out, try_ref, write_array};
use crate::hand::mahjong_hand;
use crate::names::{
    enum_out, mahjong_american_format, mahjong_american_win_by, mahjong_rule_profile, mahjong_score_item_kind,
    mahjong_wind,
};
use crate::tile::mahjong_tile;
use mahjong_core::Wind;
use mahjong_core::rules::limits::{wind, wind_or_none};
use mahjong_core::scoring::{
    self, AmericanRules, AmericanSettlement, AmericanWin, Payments, Score, ScoreItem, ScoreRules,
};
use std::ffi::{CString, c_char};

/// No winner: a wall game (pass as `winner` to `mahjong_settle`).
pub const MAHJONG_WALL_GAME: i32 = -1;

/// A score with its items' labels NUL-terminated for C.
pub(crate) struct OwnedScore {
    score: Score,
    labels: Vec<CString>,
}

impl OwnedScore {
    pub(crate) fn new(score: Score) -> OwnedScore {
        let labels = score.items().iter().map(|i| CString::new(i.label()).unwrap_or_default()).collect();
        OwnedScore { score, labels }
    }
}

ffi! {
    /// Scoring options (the fields of `ScoreRules`). Fill with `mahjong_score_rules_default` and change what you
    /// need.
    struct mahjong_score_rules for ScoreRules {
        /// `MAHJONG_RULES_*` (the core refuses `MAHJONG_RULES_MCR` here).
        profile: mahjong_rule_profile,
        limit: u32,
        flowers_and_seasons: bool,
    }

    /// Writes the core's default rules of `profile` (`ScoreRules::new`) into `*rules_out`.
    fn mahjong_score_rules_default(profile: mahjong_rule_profile) -> rules_out: *mut mahjong_score_rules =
        ScoreRules::new(profile);

    /// An opaque score (`mahjong_core::scoring::Score`), from `mahjong_hand_score` or
    /// `mahjong_settle_hands`; freed by `mahjong_score_free`. Threads: never changed after it is
    /// made; any number of threads may read it at once.
    struct mahjong_score(OwnedScore);

    /// Scores the hand (`scoring::score` when it went Mah Jong, else `scoring::score_losing_hand`) under `rules`:
    /// a new `*score_out` (`mahjong_score_free` it).
    fn mahjong_hand_score(
        hand: *const mahjong_hand, rules: *const mahjong_score_rules, mah_jong: bool,
        score_out: *mut *mut mahjong_score,
    ) -> mahjong_result {
        let (hand, rules): (_, ScoreRules) = (try_ref(hand)?, c_in(rules)?);
        try_out(score_out)?;
        let score = if mah_jong { scoring::score(hand, &rules) } else { scoring::score_losing_hand(hand, &rules) };
        box_out(OwnedScore::new(score?), score_out)
    }

    /// Frees a score made by this library. NULL is accepted and does nothing.
    fn mahjong_score_free(score: *mut mahjong_score);

    /// A score's totals, from `mahjong_score_get_info`: each field is the `mahjong_core::scoring::Score` accessor
    /// of its name.
    struct mahjong_score_info from s: &Score {
        total: u32 = s.total(),
        raw_total: u64 = s.raw_total(),
        points: u32 = s.points(),
        doubles: u32 = s.doubles(),
        is_limit: bool = s.is_limit(),
        /// The number of breakdown items (points items first, then doubles).
        item_count: usize = s.items().len(),
    }

    /// The score's totals (all zeros for NULL).
    fn mahjong_score_get_info(score: *const mahjong_score) -> mahjong_score_info {
        info(score, |s| mahjong_score_info::from(&s.score))
    }

    /// One breakdown item, from `mahjong_score_get_item`: each field is the `scoring::ScoreItem` accessor of its
    /// name, the first `n_tiles` of `tiles` valid.
    struct mahjong_score_item from v: (&ScoreItem, &CString) {
        kind: mahjong_score_item_kind = enum_out(v.0.kind()),
        points: u32 = v.0.points(),
        doubles: u32 = v.0.doubles(),
        tiles: [mahjong_tile; 4] = tile_array(v.0.tiles()).0,
        n_tiles: usize = tile_array::<4>(v.0.tiles()).1,
        /// Borrowed from the score. The canonical name is `mahjong_name(MAHJONG_NAMED_SCORE_ITEM, kind, false, …)`.
        label: *const c_char = v.1.as_ptr(),
    }

    /// Breakdown item `index` (from 0); all zeros (NULL `label`) past the last.
    fn mahjong_score_get_item(score: *const mahjong_score, index: usize) -> mahjong_score_item {
        let item = try_ref(score).ok().and_then(|s| s.score.items().get(index).zip(s.labels.get(index)));
        item.map_or_else(crate::ffi::zeroed, mahjong_score_item::from)
    }

    /// Who pays whom, and each player's net, by wind (`scoring::Payments`).
    struct mahjong_payments from p: &Payments {
        /// `table[from][to]`: what `from` pays `to`.
        table: [[u32; 4]; 4] = *p.table(),
        /// Received minus paid, per wind; the four sum to zero.
        nets: [i64; 4] = p.nets(),
    }

    /// Settles a hand (`scoring::settle`): `scores[4]` by wind, `winner` a wind or `MAHJONG_WALL_GAME`
    /// (`rules::limits::wind_or_none`); writes `*payments_out`.
    fn mahjong_settle(
        rules: *const mahjong_score_rules, winner: i32, scores: *const u32,
    ) -> payments_out: *mut mahjong_payments = &scoring::settle(&rules, wind_or_none("winner", winner)?, scores)?;

    /// A verified American Mah Jongg (`scoring::AmericanWin`, whose fields these are); players by wind.
    struct mahjong_american_win {
        winner: mahjong_wind,
        value: u32,
        by: mahjong_american_win_by,
        /// A self-drawn win has none: set the winner; another wind gives `MAHJONG_RESULT_SCORE_ERROR`.
        discarder: mahjong_wind,
        jokerless: bool,
        jokerless_announced: bool,
        line_takes_jokers: bool,
        dead: [bool; 4],
    }

    /// An American table's settlement options (`scoring::AmericanRules`).
    struct mahjong_american_rules reads AmericanRules {
        format: mahjong_american_format,
        /// House rule "paying for the party" (`AmericanRules::discarder_pays_all`).
        discarder_pays_all: bool,
    }

    /// The outcome of an American hand (`scoring::AmericanSettlement`, whose fields these are).
    struct mahjong_american_settlement from s: &AmericanSettlement {
        /// The winner's wind, or `MAHJONG_WALL_GAME`.
        winner: i32 = s.winner.map_or(MAHJONG_WALL_GAME, |w| enum_out(w) as i32),
        value: u32 = s.value,
        jokerless_double: bool = s.jokerless_double,
        self_drawn: bool = s.self_drawn,
        payments: mahjong_payments = mahjong_payments::from(&s.payments),
    }

    /// Settles an American Mah Jongg (`scoring::settle_american`) into `*settlement_out`: the line `m` matched
    /// (`AmericanWin::from_match`, `check_jokerless_claim`; `*win`'s `value` and `line_takes_jokers` unused), or
    /// with `m` NULL the verified line `*win` describes.
    fn mahjong_settle_american(
        m: *const crate::american::mahjong_match, win: *const mahjong_american_win,
        rules: *const mahjong_american_rules, settlement_out: *mut mahjong_american_settlement,
    ) -> mahjong_result {
        let (w, r) = (try_arg(win)?, try_arg(rules)?);
        let base = if m.is_null() {
            let (jokerless, line_takes_jokers) = (w.jokerless, w.line_takes_jokers);
            AmericanWin { jokerless, line_takes_jokers, ..AmericanWin::new(Wind::East, w.value) }
        } else {
            try_ref(m)?.more.1.check_jokerless_claim(w.jokerless)?
        };
        let rules: AmericanRules = c_in(*r)?;
        // Read for every win: the core refuses a discarder other than the winner on a self-drawn win.
        let (winner, by) = (wind("winner", w.winner.into())?, c_in(w.by)?);
        let discarder = wind("discarder", w.discarder.into())?;
        let (jokerless_announced, dead) = (w.jokerless_announced, w.dead);
        let win = AmericanWin { winner, by, discarder, jokerless_announced, dead, ..base };
        put(settlement_out, &scoring::settle_american(&win, &rules)?)
    }

    /// Settles an American wall game (`scoring::settle_american_wall_game`).
    fn mahjong_settle_american_wall_game() -> mahjong_american_settlement {
        mahjong_american_settlement::from(&scoring::settle_american_wall_game())
    }

    /// Scores and settles every hand (`scoring::settle_hands`): `hands[4]` by wind (NULL: nobody sits there),
    /// `winner` as `mahjong_settle`. `scores_out[4]` gets a new score per seated wind (`mahjong_score_free` each;
    /// NULL for an empty seat), `*payments_out` the payments.
    fn mahjong_settle_hands(
        rules: *const mahjong_score_rules, hands: *const *const mahjong_hand, winner: i32, prevailing: mahjong_wind,
        scores_out: *mut *mut mahjong_score, payments_out: *mut mahjong_payments,
    ) -> mahjong_result {
        let r: ScoreRules = c_in(rules)?;
        try_out(scores_out).and(try_out(payments_out))?;
        let h = try_array::<_, 4>(hands)?.map(|p| try_ref(p).ok().copied());
        let (winner, prevailing) = (wind_or_none("winner", winner.into())?, wind("prevailing", prevailing.into())?);
        let s = scoring::settle_hands(&r, &h, winner, prevailing)?;
        let scores = s.scores.map(|sc| sc.map_or(std::ptr::null_mut(), |sc| boxed(OwnedScore::new(sc))));
        write_array(&scores, scores_out)?;
        put(payments_out, &s.payments)
    }
}
