//! The compiler: every line of every hand expanded into its concrete forms, within caps that
//! bound the time and memory of any card.

// `CardError` is a plain struct naming the place; it is only built on the cold path.
#![allow(clippy::result_large_err)]

use super::card::{Block, Card, FormInfo, LineEntry};
use super::error::{CardError, CardErrorKind};
use super::forms::{Concrete, FLOWER, NO_N, P, V, class_of, decode_combo, glyph_index, tile_of};
use super::line::{Alternative, Glyph, Line, MAX_GROUPS};
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
#[inline(never)]
fn check_possible(groups: &[Concrete]) -> Result<(), (usize, CardErrorKind)> {
    let mut nat = [0u8; V];
    let mut slots = [0u8; V];
    // The jokers needed so far: the tiles past the copies of their face, summed over the faces
    // (kept as a running sum: each tile past its face's copies needs one more).
    let mut need = 0u8;
    for g in groups {
        let eligible = g.kind().joker_eligible();
        for &t in &g.tiles[..g.len as usize] {
            let t = t as usize;
            slots[t] += 1;
            if slots[t] > copies(t) {
                need += 1;
            }
            if !eligible {
                nat[t] += 1;
                if nat[t] > copies(t) {
                    let kind = CardErrorKind::Impossible { tile: tile_of(t), count: nat[t], max: copies(t) };
                    return Err((g.column as usize, kind));
                }
            }
        }
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

/// The error of hand `i` (line `line`, `column`), built out of line: the compiler's code stays
/// small, which matters where code is compiled as it first runs (WebAssembly in a browser).
#[cold]
#[inline(never)]
fn hand_error(kind: CardErrorKind, i: usize, spec: &HandSpec, line: Option<usize>, column: usize) -> CardError {
    CardError::in_hand(kind, i, spec, line, column)
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
        // The Z groups in order (bit g for group g), the k-th taking bits 2k..2k+2 of `code`.
        let mut rest = z_groups;
        let mut k = 0;
        while rest != 0 {
            let g = rest.trailing_zeros();
            w |= ((code >> (2 * k)) & 3) << (2 * g);
            rest &= rest - 1;
            k += 1;
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
        let whole = |kind| hand_error(kind, i, spec, None, 0);
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
    ///
    /// This function and the per-form steps it calls (`Shape::concretize`, `check_possible`,
    /// `Form::of`, `Seen::insert`) are kept out of line: where code is compiled as it first runs
    /// (WebAssembly in a browser), one function of 16 KB with many locals took several times
    /// longer per byte to compile than the same code split in five.
    #[inline(never)]
    fn compile_line(&mut self, i: usize, spec: &HandSpec, li: usize, work: &mut u64) -> Result<(), CardError> {
        let hand = self.hands.len() as u32;
        let mask = spec.numbers.mask();
        let fail = |kind, column| hand_error(kind, i, spec, Some(li), column);
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
        // Room for every form the line can make, so storing them does not grow the vectors
        // form by form.
        let room = count as usize;
        self.nat.reserve(room);
        self.slots.reserve(room);
        self.info.reserve(room);
        let mut made = 0usize;
        for combo in 0..combos as u32 {
            let choice = decode_combo(&line, combo);
            let f = combo_facts(&line, &choice);
            let shape = Shape::of(&line, &choice);
            for n in base_numbers(f.x, mask) {
                let start = self.nat.len() as u32;
                // The block's profiles span every form of it, also those kept once in an
                // earlier form, so its bounds are those of the whole expansion.
                let (mut bnat, mut bslots) = ([u8::MAX; P], [0u8; P]);
                for suits in suit_assignments(f.letters) {
                    for winds in wind_choices(f.z_groups) {
                        let ng = shape.concretize(suits, n, winds, &mut groups);
                        if let Err((col, kind)) = check_possible(&groups[..ng]) {
                            first_err.get_or_insert((col, kind));
                            continue;
                        }
                        made += 1;
                        let form = Form::of(&groups[..ng], FormInfo { combo, winds, suits, n, ..FormInfo::default() });
                        for k in 0..P {
                            bnat[k] = bnat[k].min(form.nat_profile[k]);
                            bslots[k] = bslots[k].max(form.slots_profile[k]);
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

/// The chosen alternative of every group of a line for one combination, with what
/// [`concretize`] reads from each (its suit letter, whether it is a set, its column) worked out
/// once for all the forms of the combination; [`Shape::concretize`] gives the same groups.
///
/// [`concretize`]: super::forms::concretize
struct Shape<'l> {
    alts: [Option<(&'l Alternative, usize, bool)>; MAX_GROUPS],
    groups: usize,
}

impl<'l> Shape<'l> {
    fn of(line: &'l Line, choice: &[u8; MAX_GROUPS]) -> Shape<'l> {
        let mut alts = [None; MAX_GROUPS];
        for (g, slot) in alts.iter_mut().enumerate().take(line.group_count()) {
            let all = line.group(g).alternatives();
            let alt = &all[(choice[g] as usize).min(all.len() - 1)];
            *slot = Some((alt, alt.letter_index().unwrap_or(usize::MAX), alt.is_set()));
        }
        Shape { alts, groups: line.group_count() }
    }

    /// Writes the concrete groups of one form into `out` (as [`concretize`] does); returns the
    /// number of groups.
    ///
    /// [`concretize`]: super::forms::concretize
    #[inline(never)]
    fn concretize(&self, suits: [u8; 3], n: i8, winds: u32, out: &mut [Concrete; MAX_GROUPS]) -> usize {
        for (g, (slot, alt)) in out.iter_mut().zip(&self.alts).enumerate().take(self.groups) {
            let Some((alt, letter, set)) = *alt else { continue };
            let suit = crate::Suit::ALL[if letter == usize::MAX { 0 } else { suits[letter] as usize % 3 }];
            let wind = ((winds >> (2 * g)) & 3) as u8;
            let glyphs = alt.glyphs();
            let mut c = Concrete { len: glyphs.len() as u8, set, column: alt.column() as u32, ..Concrete::default() };
            for (t, &glyph) in c.tiles.iter_mut().zip(glyphs) {
                *t = glyph_index(glyph, suit, n, wind);
            }
            *slot = c;
        }
        self.groups
    }
}

/// One concrete form before it is stored: its count vectors, their suit-free profiles (as
/// [`profile`] folds them), its joker-eligible groups sorted (see [`sorted_sets`]) and metadata.
///
/// [`profile`]: super::forms::profile
struct Form {
    nat: [u8; V],
    slots: [u8; V],
    nat_profile: [u8; P],
    slots_profile: [u8; P],
    sets: [(u8, u8); 4],
    info: FormInfo,
}

impl Form {
    /// The form of concrete groups: naturals-only tiles, all tiles, and its joker-eligible
    /// groups.
    #[inline(never)]
    fn of(groups: &[Concrete], mut info: FormInfo) -> Form {
        let mut nat = [0u8; V];
        let mut slots = [0u8; V];
        // The profiles tile by tile: a line has 14 tiles, so no class count saturates.
        let mut nat_profile = [0u8; P];
        let mut slots_profile = [0u8; P];
        for g in groups {
            let eligible = g.kind().joker_eligible();
            for &t in &g.tiles[..g.len as usize] {
                let k = class_of(t as usize);
                slots[t as usize] += 1;
                slots_profile[k] += 1;
                if !eligible {
                    nat[t as usize] += 1;
                    nat_profile[k] += 1;
                }
            }
            if eligible && (info.n_sets as usize) < info.sets.len() {
                info.sets[info.n_sets as usize] = (g.tiles[0], g.len);
                info.n_sets += 1;
            }
        }
        let sets = sorted_sets(&info);
        Form { nat, slots, nat_profile, slots_profile, sets, info }
    }
}

/// The joker-eligible groups of a form as (tile, size), sorted: the exposures a form takes
/// depend on these as a multiset (a sextet and two pungs of one tile have the same counts).
fn sorted_sets(info: &FormInfo) -> [(u8, u8); 4] {
    let mut sets = [(u8::MAX, u8::MAX); 4];
    let n = (info.n_sets as usize).min(sets.len());
    // Insertion sort: at most four pairs (the unused ones sort last as (255, 255)).
    for (i, &s) in info.sets[..n].iter().enumerate() {
        let mut j = i;
        while j > 0 && sets[j - 1] > s {
            sets[j] = sets[j - 1];
            j -= 1;
        }
        sets[j] = s;
    }
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

    /// A multiplicative hash over the form's counts and sorted joker-eligible groups, eight
    /// bytes at a time (the table only needs equal forms to hash alike).
    fn hash(form: &Form) -> usize {
        const K: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut h: u64 = 0;
        let mut mix = |w: u64| h = (h.rotate_left(23) ^ w).wrapping_mul(K);
        for v in [&form.nat, &form.slots] {
            for w in v.chunks_exact(8) {
                let mut b = [0u8; 8];
                b.copy_from_slice(w);
                mix(u64::from_le_bytes(b));
            }
        }
        let mut b = [0u8; 8];
        for (k, &(t, s)) in form.sets.iter().enumerate() {
            b[2 * k] = t;
            b[2 * k + 1] = s;
        }
        mix(u64::from_le_bytes(b));
        // The table indexes by the low bits: fold the well-mixed high bits into them.
        (h ^ (h >> 32)) as usize
    }

    /// Records `form`, about to be stored at index `card.nat.len()`; false when an equal form of
    /// the line is stored already.
    #[inline(never)]
    fn insert(&mut self, card: &Card, form: &Form) -> bool {
        let mask = self.table.len() - 1;
        let mut at = Seen::hash(form) & mask;
        loop {
            match self.table[at] {
                Seen::EMPTY => {
                    self.table[at] = card.nat.len() as u32;
                    return true;
                }
                i => {
                    let i = i as usize;
                    if card.nat[i] == form.nat && card.slots[i] == form.slots && sorted_sets(&card.info[i]) == form.sets
                    {
                        return false;
                    }
                }
            }
            at = (at + 1) & mask;
        }
    }
}

#[cfg(all(test, feature = "card-files"))]
mod tests {
    use super::{Shape, suit_assignments, wind_choices};
    use crate::american::Card;
    use crate::american::forms::{Concrete, concretize, decode_combo};
    use crate::american::line::{Line, MAX_GROUPS};

    /// The compiler's hoisted [`Shape::concretize`] gives the groups of the shared
    /// [`concretize`] (which the match report uses) for every form of every line of the sample
    /// card, with and without base numbers.
    #[test]
    fn shapes_concretize_as_the_shared_function_does() {
        let mut checked = 0;
        for hand in Card::sample().hands() {
            for text in &hand.lines {
                let line = Line::parse_exact(text).unwrap();
                let combos: u32 = (0..line.group_count()).map(|g| line.group(g).alternatives().len() as u32).product();
                for combo in 0..combos {
                    let choice = decode_combo(&line, combo);
                    let shape = Shape::of(&line, &choice);
                    for suits in suit_assignments(0b111).chain(suit_assignments(0b001)) {
                        for n in [i8::MIN, -2, 0, 1, 5, 9] {
                            for winds in wind_choices(0b1011) {
                                let (mut a, mut b) =
                                    ([Concrete::default(); MAX_GROUPS], [Concrete::default(); MAX_GROUPS]);
                                let na = concretize(&line, &choice, suits, n, winds, &mut a);
                                let nb = shape.concretize(suits, n, winds, &mut b);
                                assert_eq!(na, nb);
                                for (x, y) in a[..na].iter().zip(&b[..nb]) {
                                    assert_eq!(
                                        (x.tiles, x.len, x.set, x.column),
                                        (y.tiles, y.len, y.set, y.column),
                                        "{text}"
                                    );
                                }
                                checked += 1;
                            }
                        }
                    }
                }
            }
        }
        assert!(checked > 10_000, "{checked}");
    }
}
