//! The compiler: every line of every hand expanded into its concrete forms, within caps that
//! bound the time and memory of any card.

// `CardError` is a plain struct naming the place; it is only built on the cold path.
#![allow(clippy::result_large_err)]

use super::card::{Block, Card, FormInfo, LineEntry};
use super::error::{CardError, CardErrorKind};
use super::forms::{Concrete, FLOWER, NO_N, P, V, concretize, decode_combo, profile, tile_of};
use super::line::{Glyph, Line, MAX_GROUPS};
use super::spec::{HandSpec, MAX_NUMBERS, Numbers};
use alloc::string::ToString;
use alloc::vec::Vec;

/// The most concrete forms a card may expand to. A card over the cap is rejected
/// ([`CardErrorKind::TooManyForms`]), so a compiled card takes bounded memory (about 120 bytes a
/// form).
pub const MAX_FORMS: usize = 65_536;

/// The most lines (alternative strings) one hand may have ([`CardErrorKind::TooManyLines`]).
pub const MAX_LINES: usize = 255;

/// The most combinations of `|` alternatives one line may have
/// ([`CardErrorKind::TooManyCombinations`]).
pub const MAX_COMBINATIONS: u64 = 65_536;

/// The card-wide work budget: lines, combinations of alternatives tried and forms made, summed
/// over the whole card. Each unit is a few hundred nanoseconds at most, so compiling (or linting)
/// any card, however many hands and lines it has, stops within well under a second
/// ([`CardErrorKind::WorkBudget`]). The sample card uses about a thousand.
pub const MAX_WORK: u64 = 1 << 20;

/// The largest card file (or card text) read: 256 KiB, a dozen times the largest real card
/// (about 20 KiB; the sample is about 10 KiB). A longer file or text is refused
/// ([`CardErrorKind::TooLarge`]) before it is read in full, so reading `/dev/zero` stops at once.
///
/// The cap bounds the memory of reading: the TOML reader takes up to about 80 bytes per byte of
/// text (its tokens and tables; the JSON reader about 30), so reading, compiling or linting any
/// text under the cap peaks at about 20 MiB plus a few copies of the text, whatever the text.
pub const MAX_CARD_BYTES: usize = 256 << 10;

/// The most hands a card may have ([`CardErrorKind::TooManyHands`]). A card file declaring more
/// is refused while it is read, before its hands are built.
pub const MAX_HANDS: usize = 1024;

/// Jokers in the American set.
const JOKERS: u8 = 8;

fn copies(i: usize) -> u8 {
    if i == FLOWER { 8 } else { 4 }
}

/// Checks a form's counts against the set; `Err` names the group (its column) where the line
/// first becomes impossible.
fn check_possible(groups: &[Concrete]) -> Result<(), (usize, CardErrorKind)> {
    let mut nat = [0u8; V];
    let mut slots = [0u8; V];
    for g in groups {
        for &t in &g.tiles[..g.len as usize] {
            let t = t as usize;
            slots[t] += 1;
            if !g.kind().joker_eligible() {
                nat[t] += 1;
                if nat[t] > copies(t) {
                    let kind = CardErrorKind::Impossible { tile: tile_of(t), count: nat[t], max: copies(t) };
                    return Err((g.column as usize, kind));
                }
            }
        }
        let need: u8 = (0..V).map(|i| slots[i].saturating_sub(copies(i))).sum();
        if need > JOKERS {
            return Err((g.column as usize, CardErrorKind::TooManyJokers(need)));
        }
    }
    Ok(())
}

/// Suit assignments for the letters in `used` (bit l for letter l): distinct letters get
/// distinct suits; unused letters are 0xff.
fn suit_assignments(used: u8) -> impl Iterator<Item = [u8; 3]> {
    (0..27u8).filter_map(move |code| {
        let s = [code / 9, code / 3 % 3, code % 3];
        let mut out = [0xffu8; 3];
        for l in 0..3 {
            if used & (1 << l) != 0 {
                out[l] = s[l];
            } else if s[l] != 0 {
                return None;
            }
        }
        let distinct = (0..3).all(|i| (0..i).all(|j| out[i] == 0xff || out[i] != out[j]));
        distinct.then_some(out)
    })
}

/// How compiling a hand ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum HandEnd {
    /// Every line compiled: the hand joins the card.
    Compiled,
    /// Some error was reported: the hand is left out, the next hand is compiled.
    Failed,
    /// Compiling stops: the reporter said so, or a card-wide cap was passed.
    Stop,
}

struct ComboFacts {
    letters: u8,
    z_groups: u32,
    x: Option<(u8, u8)>,
}

fn combo_facts(line: &Line, choice: &[u8; MAX_GROUPS]) -> ComboFacts {
    let mut f = ComboFacts { letters: 0, z_groups: 0, x: None };
    for g in 0..line.group_count() {
        let alts = line.group(g).alternatives();
        let alt = &alts[choice[g] as usize % alts.len()];
        if let Some(l) = alt.letter_index() {
            f.letters |= 1 << l;
        }
        if alt.has_any_wind() {
            f.z_groups |= 1 << g;
        }
        for glyph in alt.glyphs() {
            if let Glyph::X(k) = *glyph {
                f.x = Some(f.x.map_or((k, k), |(lo, hi)| (lo.min(k), hi.max(k))));
            }
        }
    }
    f
}

/// Every n with all `X<k>` numbers n + k in 1..9 (`lo` and `hi` the least and greatest k), that
/// the hand's `numbers` allows; just [`NO_N`] for a line without `X`.
fn base_numbers(x: Option<(u8, u8)>, mask: u32) -> impl Iterator<Item = i8> {
    let range = match x {
        None => NO_N..=NO_N,
        // k is a single digit, so both ends fit an i8 and n + 8 lies in 0..=17.
        Some((lo, hi)) => 1 - lo as i8..=9 - hi as i8,
    };
    range.filter(move |&n| n == NO_N || mask & (1 << (n + 8)) != 0)
}

/// The column of the alternative with the greatest `X<k>` (the group that leaves n no room).
fn highest_x_column(line: &Line) -> usize {
    let mut best = (0u8, 0usize);
    for g in 0..line.group_count() {
        for alt in line.group(g).alternatives() {
            for glyph in alt.glyphs() {
                if let Glyph::X(k) = *glyph {
                    if best.1 == 0 || k > best.0 {
                        best = (k, alt.column());
                    }
                }
            }
        }
    }
    best.1
}

fn wind_choices(z_groups: u32) -> impl Iterator<Item = u32> {
    let zs = z_groups.count_ones();
    (0..1u32 << (2 * zs)).map(move |code| {
        let mut w = 0u32;
        let mut k = 0;
        for g in 0..MAX_GROUPS {
            if z_groups & (1 << g) != 0 {
                w |= ((code >> (2 * k)) & 3) << (2 * g);
                k += 1;
            }
        }
        w
    })
}

impl Card {
    /// Compiles hands into a card. The first error stops compilation; see [`Card::lint`] to
    /// collect them all. A card without hands is an error ([`CardErrorKind::Empty`]).
    ///
    /// ```
    /// use mahjong_core::american::{Card, HandSpec};
    /// let card = Card::compile("Mine", "2026", vec![HandSpec::new("Quints", 1, 40, false, &["FF XXX0a XXXX1b DDDDDc"])]).unwrap();
    /// // 8 base numbers (n + 1 stays within 9) times 6 suit assignments.
    /// assert_eq!(card.form_count(), 48);
    /// assert_eq!(Card::compile("Mine", "2026", vec![]).unwrap_err().to_string(), "the card has no hands");
    /// ```
    pub fn compile(name: &str, edition: &str, hands: Vec<HandSpec>) -> Result<Card, CardError> {
        let mut first = None;
        let card = Card::compile_collect(name, edition, hands, &mut |e| {
            if first.is_none() {
                first = Some(e);
            }
            false
        });
        match first {
            Some(e) => Err(e),
            None => Ok(card),
        }
    }

    /// Compiles every hand it can, calling `report` for each error; `report` returns true to go
    /// on. Hands with errors are left out of the returned card.
    pub(super) fn compile_collect(
        name: &str,
        edition: &str,
        mut hands: Vec<HandSpec>,
        report: &mut dyn FnMut(CardError) -> bool,
    ) -> Card {
        let mut card = Card {
            name: name.to_string(),
            edition: edition.to_string(),
            hands: Vec::new(),
            hand_forms: Vec::new(),
            lines: Vec::new(),
            blocks: Vec::new(),
            nat: Vec::new(),
            slots: Vec::new(),
            info: Vec::new(),
            forms: 0,
        };
        if hands.is_empty() {
            report(CardError::new(CardErrorKind::Empty));
            return card;
        }
        if hands.len() > MAX_HANDS {
            report(CardError::new(CardErrorKind::TooManyHands { cap: MAX_HANDS }));
            return card;
        }
        let mut work = 0u64;
        for (i, mut spec) in hands.drain(..).enumerate() {
            if spec.text.is_empty() {
                spec.text = spec.lines.first().cloned().unwrap_or_default();
            }
            let mark = (card.lines.len(), card.blocks.len(), card.nat.len(), card.forms);
            let end = card.compile_hand(i, &spec, &mut work, report);
            if end == HandEnd::Compiled {
                card.hand_forms.push((card.forms - mark.3) as u32);
                card.hands.push(spec);
                continue;
            }
            card.lines.truncate(mark.0);
            card.blocks.truncate(mark.1);
            card.nat.truncate(mark.2);
            card.slots.truncate(mark.2);
            card.info.truncate(mark.2);
            card.forms = mark.3;
            if end == HandEnd::Stop {
                break;
            }
        }
        card.shrink();
        card
    }

    fn shrink(&mut self) {
        self.hands.shrink_to_fit();
        self.hand_forms.shrink_to_fit();
        self.lines.shrink_to_fit();
        self.blocks.shrink_to_fit();
        self.nat.shrink_to_fit();
        self.slots.shrink_to_fit();
        self.info.shrink_to_fit();
    }

    /// Compiles one hand; `work` is the card-wide work spent so far (see [`MAX_WORK`]). Each
    /// error goes to `report`: one for the hand when its lines or numbers are refused as a
    /// whole, else one for every bad line (the lines after a bad one are still compiled, so a
    /// lint names them all).
    fn compile_hand(
        &mut self,
        i: usize,
        spec: &HandSpec,
        work: &mut u64,
        report: &mut dyn FnMut(CardError) -> bool,
    ) -> HandEnd {
        let whole = |kind| CardError::in_hand(kind, i, spec, None, 0);
        let refused = if spec.lines.is_empty() {
            Some(whole(CardErrorKind::NoLines))
        } else if spec.lines.len() > MAX_LINES {
            Some(whole(CardErrorKind::TooManyLines { lines: spec.lines.len(), cap: MAX_LINES }))
        } else {
            match &spec.numbers {
                Numbers::List(l) if l.len() > MAX_NUMBERS => {
                    Some(whole(CardErrorKind::TooManyNumbers { cap: MAX_NUMBERS }))
                }
                _ => None,
            }
        };
        if let Some(e) = refused {
            return if report(e) { HandEnd::Failed } else { HandEnd::Stop };
        }
        let mut end = HandEnd::Compiled;
        for li in 0..spec.lines.len() {
            if let Err(e) = self.compile_line(i, spec, li, work) {
                let stop = matches!(e.kind, CardErrorKind::TooManyForms { .. } | CardErrorKind::WorkBudget { .. });
                if !report(e) || stop {
                    return HandEnd::Stop;
                }
                end = HandEnd::Failed;
            }
        }
        end
    }

    /// Compiles line `li` of hand `i` (the hand's `spec`) into its forms, blocks and line entry.
    /// A bad line adds nothing.
    fn compile_line(&mut self, i: usize, spec: &HandSpec, li: usize, work: &mut u64) -> Result<(), CardError> {
        let hand = self.hands.len() as u32;
        let mask = spec.numbers.mask();
        let fail = |kind, column| CardError::in_hand(kind, i, spec, Some(li), column);
        let text = &spec.lines[li];
        let line = Line::parse_exact(text).map_err(|e| fail(CardErrorKind::Line(e.kind), e.column))?;
        // Refuse a pathological line before any work: its combinations are known up front,
        // and every one is tried (twice) below.
        let combos = (0..line.group_count())
            .map(|g| line.group(g).alternatives().len() as u64)
            .fold(1u64, |a, b| a.saturating_mul(b));
        if combos > MAX_COMBINATIONS {
            return Err(fail(CardErrorKind::TooManyCombinations { combinations: combos, cap: MAX_COMBINATIONS }, 0));
        }
        *work += 1 + combos;
        if *work > MAX_WORK {
            return Err(fail(CardErrorKind::WorkBudget { work: *work, cap: MAX_WORK }, 0));
        }
        let mut count = 0u64;
        let left = (MAX_FORMS - self.forms) as u64;
        for combo in 0..combos {
            let f = combo_facts(&line, &decode_combo(&line, combo as u32));
            let ns = base_numbers(f.x, mask).count() as u64;
            count += ns * suit_assignments(f.letters).count() as u64 * (1u64 << (2 * f.z_groups.count_ones()));
            if count > left {
                let kind = CardErrorKind::TooManyForms { forms: self.forms as u64 + count, cap: MAX_FORMS };
                return Err(fail(kind, 0));
            }
        }
        *work += count;
        if *work > MAX_WORK {
            return Err(fail(CardErrorKind::WorkBudget { work: *work, cap: MAX_WORK }, 0));
        }
        if count == 0 {
            return Err(fail(CardErrorKind::NoBaseNumber, highest_x_column(&line)));
        }
        let mut first_err = None;
        let block_start = self.blocks.len() as u32;
        let mut groups = [Concrete::default(); MAX_GROUPS];
        let mut seen = Seen::with_room(count);
        let mut made = 0usize;
        for combo in 0..combos as u32 {
            let choice = decode_combo(&line, combo);
            let f = combo_facts(&line, &choice);
            for n in base_numbers(f.x, mask) {
                let start = self.nat.len() as u32;
                // The block's profiles span every form of it, also those kept once in an
                // earlier form, so its bounds are those of the whole expansion.
                let (mut bnat, mut bslots) = ([u8::MAX; P], [0u8; P]);
                for suits in suit_assignments(f.letters) {
                    for winds in wind_choices(f.z_groups) {
                        let ng = concretize(&line, &choice, suits, n, winds, &mut groups);
                        if let Err((col, kind)) = check_possible(&groups[..ng]) {
                            first_err.get_or_insert((col, kind));
                            continue;
                        }
                        made += 1;
                        let form = Form::of(&groups[..ng], FormInfo { combo, winds, suits, n, ..FormInfo::default() });
                        let (pn, ps) = (profile(&form.nat), profile(&form.slots));
                        for k in 0..P {
                            bnat[k] = bnat[k].min(pn[k]);
                            bslots[k] = bslots[k].max(ps[k]);
                        }
                        if seen.insert(self, &form) {
                            self.nat.push(form.nat);
                            self.slots.push(form.slots);
                            self.info.push(form.info);
                        }
                    }
                }
                let end = self.nat.len() as u32;
                if end > start {
                    self.blocks.push(Block { start, end, nat: bnat, slots: bslots });
                }
            }
        }
        self.forms += made;
        let block_end = self.blocks.len() as u32;
        if block_end == block_start {
            let (col, kind) = first_err.unwrap_or((0, CardErrorKind::NoBaseNumber));
            return Err(fail(kind, col));
        }
        let mut entry = LineEntry {
            hand,
            line: li as u8,
            concealed: spec.concealed,
            any_joker_group: false,
            value: spec.value,
            blocks: (block_start, block_end),
            nat: [u8::MAX; P],
            slots: [0; P],
            expo: [0; 4],
        };
        for b in &self.blocks[block_start as usize..block_end as usize] {
            for k in 0..P {
                entry.nat[k] = entry.nat[k].min(b.nat[k]);
                entry.slots[k] = entry.slots[k].max(b.slots[k]);
            }
            entry.any_joker_group |= self.info[b.start as usize..b.end as usize].iter().any(|f| f.has_joker_group());
            for f in &self.info[b.start as usize..b.end as usize] {
                for &(t, size) in &f.sets[..f.n_sets as usize] {
                    if matches!(size, 3..=6) && t < 64 {
                        entry.expo[(size - 3) as usize] |= 1u64 << t;
                    }
                }
            }
        }
        self.lines.push(entry);
        Ok(())
    }
}

/// One concrete form before it is stored: its count vectors and metadata.
struct Form {
    nat: [u8; V],
    slots: [u8; V],
    info: FormInfo,
}

impl Form {
    /// The form of concrete groups: naturals-only tiles, all tiles, and its joker-eligible
    /// groups.
    fn of(groups: &[Concrete], mut info: FormInfo) -> Form {
        let mut nat = [0u8; V];
        let mut slots = [0u8; V];
        for g in groups {
            let eligible = g.kind().joker_eligible();
            for &t in &g.tiles[..g.len as usize] {
                slots[t as usize] += 1;
                if !eligible {
                    nat[t as usize] += 1;
                }
            }
            if eligible && (info.n_sets as usize) < info.sets.len() {
                info.sets[info.n_sets as usize] = (g.tiles[0], g.len);
                info.n_sets += 1;
            }
        }
        Form { nat, slots, info }
    }
}

/// The joker-eligible groups of a form as (tile, size), sorted: the exposures a form takes
/// depend on these as a multiset (a sextet and two pungs of one tile have the same counts).
fn sorted_sets(info: &FormInfo) -> [(u8, u8); 4] {
    let mut sets = [(u8::MAX, u8::MAX); 4];
    sets[..info.n_sets as usize].copy_from_slice(&info.sets[..info.n_sets as usize]);
    sets.sort_unstable();
    sets
}

/// The distinct forms of one line stored so far, so that each is stored once: lines whose suit
/// letters are interchangeable (`XXXX0a XXXX0b XXXX0c FF`) give the same tiles under several
/// suit assignments. Two forms are the same when their naturals, their slots and their
/// joker-eligible groups are: they then match, and are as near, for every hand. The first in
/// compile order is kept, and every search takes the first of equal forms, so the answers are
/// those of the whole expansion.
///
/// An open-addressing table of form indices, at most half full: room for every form the line
/// can make (known before it is expanded).
struct Seen {
    table: Vec<u32>,
}

impl Seen {
    const EMPTY: u32 = u32::MAX;

    fn with_room(forms: u64) -> Seen {
        let size = (forms as usize).saturating_mul(2).next_power_of_two().max(8);
        Seen { table: alloc::vec![Seen::EMPTY; size] }
    }

    /// FNV-1a over the form's counts and sorted joker-eligible groups.
    fn hash(form: &Form) -> usize {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        let sets = sorted_sets(&form.info);
        let bytes = form.nat.iter().chain(&form.slots).chain(sets.iter().flat_map(|(t, s)| [t, s]));
        for &b in bytes {
            h = (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
        }
        h as usize
    }

    /// Records `form`, about to be stored at index `card.nat.len()`; false when an equal form of
    /// the line is stored already.
    fn insert(&mut self, card: &Card, form: &Form) -> bool {
        let mask = self.table.len() - 1;
        let sets = sorted_sets(&form.info);
        let mut at = Seen::hash(form) & mask;
        loop {
            match self.table[at] {
                Seen::EMPTY => {
                    self.table[at] = card.nat.len() as u32;
                    return true;
                }
                i => {
                    let i = i as usize;
                    if card.nat[i] == form.nat && card.slots[i] == form.slots && sorted_sets(&card.info[i]) == sets {
                        return false;
                    }
                }
            }
            at = (at + 1) & mask;
        }
    }
}
