//! The slow reference of the American matcher, shared by the property tests
//! (`tests/american_reference.rs`) and the fuzz target `american_reference`: it expands every
//! line into concrete forms itself (from the parsed line's glyphs), and for matching tries every
//! assignment of exposures to groups and every placement of jokers.
#![allow(dead_code)]

use mahjong_core::american::{Card, Glyph, Line, Nearest, Numbers};
use mahjong_core::{Dragon, Hand, Meld, MeldStatus, Suit, Tile, Wind};

// The tests' seeded generators (also read by the fuzz target and the benches through this file).
#[path = "../common/random.rs"]
mod random;
/// xorshift64*: the seeds of these tests were chosen with it.
pub use random::StarRng as Rng;

/// One group of a concrete line: its tiles, and whether jokers may stand in it.
#[derive(Clone, Debug)]
pub struct RefGroup {
    pub tiles: Vec<Tile>,
    pub joker_ok: bool,
}

#[derive(Clone, Debug)]
pub struct RefForm {
    pub hand: usize,
    pub line: usize,
    pub groups: Vec<RefGroup>,
}

pub fn glyph_tile(g: Glyph, suit: Suit, n: i8, wind: Wind) -> Option<Tile> {
    Some(match g {
        Glyph::Number(d) => Tile::suited(suit, d)?,
        Glyph::X(k) => Tile::suited(suit, u8::try_from(n + k as i8).ok()?)?,
        Glyph::Soap => Tile::dragon(Dragon::White),
        Glyph::Dragon => Tile::dragon(suit.dragon()),
        Glyph::Flower => Tile::AMERICAN_FLOWER,
        Glyph::Wind(w) => Tile::wind(w),
        Glyph::Red => Tile::dragon(Dragon::Red),
        Glyph::Green => Tile::dragon(Dragon::Green),
        Glyph::AnyWind => Tile::wind(wind),
    })
}

/// Whether `numbers` allows base number n: any n, odd or even n (0 and -2 are even), or only the
/// listed n (1 to 9).
pub fn allows(numbers: &Numbers, n: i8) -> bool {
    match numbers {
        Numbers::Any => true,
        Numbers::Odd => n.rem_euclid(2) == 1,
        Numbers::Even => n.rem_euclid(2) == 0,
        Numbers::List(l) => u8::try_from(n).is_ok_and(|n| l.contains(&n)),
    }
}

/// Every concrete form of every line of the card, by brute force: every alternative per group,
/// every map of letters to suits (distinct letters distinct suits), every n from -8 to 9 allowed
/// by `numbers` (CARD-NOTATION: "any n with all numbers in 1..9", so n may be 0 or below when
/// the line's `X` groups add to it), every wind per group; forms with a tile that is not a tile
/// (n + k outside 1..9) or with more naturals than the set holds are dropped.
pub fn reference_forms(card: &Card) -> Vec<RefForm> {
    let mut out = Vec::new();
    for (h, spec) in card.hands().iter().enumerate() {
        for (l, text) in spec.lines.iter().enumerate() {
            let line = Line::parse(text).unwrap();
            let ng = line.group_count();
            let has_x = (0..ng).any(|g| {
                line.group(g).alternatives().iter().any(|a| a.glyphs().iter().any(|x| matches!(x, Glyph::X(_))))
            });
            let mut choices = vec![Vec::new()];
            for g in 0..ng {
                let mut next = Vec::new();
                for c in &choices {
                    for a in 0..line.group(g).alternatives().len() {
                        let mut c2: Vec<usize> = c.clone();
                        c2.push(a);
                        next.push(c2);
                    }
                }
                choices = next;
            }
            let mut seen = std::collections::HashSet::new();
            for choice in &choices {
                for n in if has_x { -8..=9i8 } else { 0..=0 } {
                    if has_x && !allows(&spec.numbers, n) {
                        continue;
                    }
                    for sa in Suit::ALL {
                        for sb in Suit::ALL {
                            for sc in Suit::ALL {
                                let zgroups = choice
                                    .iter()
                                    .enumerate()
                                    .filter(|&(g, &c)| {
                                        line.group(g).alternatives()[c].glyphs().contains(&Glyph::AnyWind)
                                    })
                                    .count();
                                for winds in 0..4usize.pow(zgroups as u32) {
                                    let suits = [sa, sb, sc];
                                    let mut used = [false; 3];
                                    let mut groups = Vec::new();
                                    let mut ok = true;
                                    let mut zs = winds;
                                    for (g, &choice) in choice.iter().enumerate() {
                                        let alt = line.group(g).alternatives()[choice];
                                        let letter = alt.letter().map(|c| c as usize - 'a' as usize);
                                        let needs = alt.glyphs().iter().any(|x| x.needs_suit());
                                        if needs {
                                            used[letter.unwrap()] = true;
                                        }
                                        let suit = suits[letter.unwrap_or(0)];
                                        let wind = Wind::ALL[zs % 4];
                                        if alt.glyphs().contains(&Glyph::AnyWind) {
                                            zs /= 4;
                                        }
                                        let tiles: Option<Vec<Tile>> =
                                            alt.glyphs().iter().map(|&x| glyph_tile(x, suit, n, wind)).collect();
                                        let Some(tiles) = tiles else {
                                            ok = false;
                                            break;
                                        };
                                        let same = tiles.iter().all(|&t| t == tiles[0]);
                                        groups.push(RefGroup { joker_ok: same && tiles.len() >= 3, tiles });
                                    }
                                    if !ok {
                                        continue;
                                    }
                                    // Distinct letters, distinct suits.
                                    let distinct =
                                        (0..3).all(|i| (0..i).all(|j| !(used[i] && used[j]) || suits[i] != suits[j]));
                                    if !distinct {
                                        continue;
                                    }
                                    // Possible with the 152-tile set.
                                    let mut nat = std::collections::HashMap::new();
                                    let mut all = std::collections::HashMap::new();
                                    for g in &groups {
                                        for &t in &g.tiles {
                                            *all.entry(t).or_insert(0u32) += 1;
                                            if !g.joker_ok {
                                                *nat.entry(t).or_insert(0u32) += 1;
                                            }
                                        }
                                    }
                                    let copies = |t: Tile| if t == Tile::AMERICAN_FLOWER { 8 } else { 4 };
                                    if nat.iter().any(|(&t, &c)| c > copies(t)) {
                                        continue;
                                    }
                                    let jokers: u32 = all.iter().map(|(&t, &c)| c.saturating_sub(copies(t))).sum();
                                    if jokers > 8 {
                                        continue;
                                    }
                                    let key =
                                        format!("{:?}", groups.iter().map(|g| g.tiles.clone()).collect::<Vec<_>>());
                                    if seen.insert(key) {
                                        out.push(RefForm { hand: h, line: l, groups });
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    out
}

/// Exposures of a hand: (natural tile, size); `None` if some exposure is a chow.
pub fn exposures(hand: &Hand) -> Option<Vec<(Tile, usize)>> {
    let mut v = Vec::new();
    for m in hand.melds() {
        if m.tiles().iter().filter(|t| !t.is_joker()).any(|&t| t != m.tile()) {
            return None;
        }
        v.push((m.tile(), m.tiles().len()));
    }
    Some(v)
}

/// Every injective assignment of exposures to joker-eligible groups of the same tile and size.
pub fn assignments(form: &RefForm, expo: &[(Tile, usize)], taken: &mut Vec<bool>, f: &mut dyn FnMut(&[bool])) {
    let Some((&(t, s), rest)) = expo.split_first() else {
        f(taken);
        return;
    };
    for (i, g) in form.groups.iter().enumerate() {
        if !taken[i] && g.joker_ok && g.tiles.len() == s && g.tiles[0] == t {
            taken[i] = true;
            assignments(form, rest, taken, f);
            taken[i] = false;
        }
    }
}

/// Every subset of `k` of the positions `0..n`.
pub fn subsets(n: usize, k: usize, from: usize, pick: &mut Vec<usize>, f: &mut dyn FnMut(&[usize]) -> bool) -> bool {
    if pick.len() == k {
        return f(pick);
    }
    for i in from..n {
        pick.push(i);
        if subsets(n, k, i + 1, pick, f) {
            return true;
        }
        pick.pop();
    }
    false
}

pub fn sorted(mut v: Vec<Tile>) -> Vec<Tile> {
    v.sort();
    v
}

/// True when the hand matches the form: some assignment of the exposures, and some placement of
/// the concealed jokers into joker-eligible slots, leaves exactly the concealed naturals.
pub fn reference_matches(form: &RefForm, concealed_line: bool, hand: &Hand) -> bool {
    let Some(expo) = exposures(hand) else { return false };
    if concealed_line && !expo.is_empty() {
        return false;
    }
    let concealed: Vec<Tile> = hand.concealed().iter().chain(hand.bonus()).copied().collect();
    let jokers = concealed.iter().filter(|t| t.is_joker()).count();
    let naturals = sorted(concealed.iter().copied().filter(|t| !t.is_joker()).collect());
    let mut found = false;
    let mut taken = vec![false; form.groups.len()];
    assignments(form, &expo, &mut taken, &mut |taken| {
        if found {
            return;
        }
        let slots: Vec<(Tile, bool)> = form
            .groups
            .iter()
            .zip(taken)
            .filter(|(_, t)| !**t)
            .flat_map(|(g, _)| g.tiles.iter().map(move |&t| (t, g.joker_ok)))
            .collect();
        if slots.len() != concealed.len() {
            return;
        }
        // Quick necessary condition: the naturals are among the slot tiles.
        let mut pool = sorted(slots.iter().map(|s| s.0).collect());
        for t in &naturals {
            match pool.iter().position(|p| p == t) {
                Some(i) => {
                    pool.remove(i);
                }
                None => return,
            }
        }
        let eligible: Vec<usize> = (0..slots.len()).filter(|&i| slots[i].1).collect();
        found = subsets(eligible.len(), jokers, 0, &mut Vec::new(), &mut |pick| {
            let mut rest: Vec<Tile> = Vec::new();
            for (i, s) in slots.iter().enumerate() {
                if !pick.iter().any(|&p| eligible[p] == i) {
                    rest.push(s.0);
                }
            }
            sorted(rest) == naturals
        });
    });
    found
}

/// Tiles away from a form (the definition in CARD-NOTATION.md), for every assignment of the
/// exposures: the exposures fill their groups; then, tile by tile, naturals fill naturals-only
/// slots first and joker-eligible slots next; then jokers fill the joker-eligible slots left.
/// `None` when no assignment takes every exposure.
pub fn reference_away(form: &RefForm, hand: &Hand) -> Option<usize> {
    let expo = exposures(hand)?;
    let concealed: Vec<Tile> = hand.concealed().iter().chain(hand.bonus()).copied().collect();
    let mut best: Option<usize> = None;
    let mut taken = vec![false; form.groups.len()];
    assignments(form, &expo, &mut taken, &mut |taken| {
        let mut placed: usize = expo.iter().map(|e| e.1).sum();
        let mut slots: Vec<(Tile, bool, bool)> = form
            .groups
            .iter()
            .zip(taken)
            .filter(|(_, t)| !**t)
            .flat_map(|(g, _)| g.tiles.iter().map(move |&t| (t, g.joker_ok, false)))
            .collect();
        let mut jokers = 0;
        for &t in &concealed {
            if t.is_joker() {
                jokers += 1;
                continue;
            }
            let pos = slots
                .iter()
                .position(|s| !s.2 && !s.1 && s.0 == t)
                .or_else(|| slots.iter().position(|s| !s.2 && s.0 == t));
            if let Some(p) = pos {
                slots[p].2 = true;
                placed += 1;
            }
        }
        let open = slots.iter().filter(|s| s.1 && !s.2).count();
        placed += jokers.min(open);
        let away = 14 - placed.min(14);
        best = Some(best.map_or(away, |b: usize| b.min(away)));
    });
    best
}

pub fn build_hand(concealed: &[Tile], melds: &[Vec<Tile>]) -> Hand {
    let mut h = Hand::new();
    for &t in concealed {
        h.push(t).unwrap();
    }
    for m in melds {
        h.push_meld(Meld::new(m, MeldStatus::Exposed).unwrap()).unwrap();
    }
    h
}

/// A random winning hand for a random form: jokers at random in eligible groups (at least one
/// natural left in each exposure), random exposures on X lines.
pub fn random_win(rng: &mut Rng, card: &Card, forms: &[RefForm]) -> (Vec<Tile>, Vec<Vec<Tile>>) {
    let form = &forms[rng.below(forms.len())];
    let concealed_line = card.hands()[form.hand].concealed;
    let joker_rate = [0, 10, 30, 60][rng.below(4)];
    let mut concealed = Vec::new();
    let mut melds = Vec::new();
    let mut jokers_left = 8;
    for g in &form.groups {
        let mut tiles = g.tiles.clone();
        if g.joker_ok {
            for t in tiles.iter_mut() {
                if jokers_left > 0 && rng.chance(joker_rate) {
                    *t = Tile::JOKER;
                    jokers_left -= 1;
                }
            }
        }
        let expose = g.joker_ok && !concealed_line && melds.len() < 4 && rng.chance(30);
        if expose {
            if tiles.iter().all(|t| t.is_joker()) {
                tiles[0] = g.tiles[0];
            }
            melds.push(tiles);
        } else {
            concealed.extend(tiles);
        }
    }
    // Shuffle the concealed tiles.
    for i in (1..concealed.len()).rev() {
        concealed.swap(i, rng.below(i + 1));
    }
    (concealed, melds)
}

pub fn random_tile(rng: &mut Rng) -> Tile {
    match rng.below(40) {
        i @ 0..=33 => Tile::from_index(i as u8).unwrap(),
        34..=36 => Tile::AMERICAN_FLOWER,
        _ => Tile::JOKER,
    }
}

/// A near miss: one concealed tile changed, or a natural of a naturals-only group made a joker.
pub fn near_miss(rng: &mut Rng, concealed: &mut [Tile]) {
    if concealed.is_empty() {
        return;
    }
    let i = rng.below(concealed.len());
    if rng.chance(50) {
        let mut t = random_tile(rng);
        while t == concealed[i] {
            t = random_tile(rng);
        }
        concealed[i] = t;
    } else {
        concealed[i] = Tile::JOKER;
    }
}

pub fn physical(concealed: &[Tile], melds: &[Vec<Tile>]) -> bool {
    let mut counts = [0u8; Tile::COUNT];
    for t in concealed.iter().chain(melds.iter().flatten()) {
        counts[t.index() as usize] += 1;
    }
    mahjong_core::TileSet::american().check_counts(&counts).is_ok()
}

pub fn reference_match_set(card: &Card, forms: &[RefForm], hand: &Hand) -> Vec<(usize, usize)> {
    let mut v: Vec<(usize, usize)> = forms
        .iter()
        .filter(|f| reference_matches(f, card.hands()[f.hand].concealed, hand))
        .map(|f| (f.hand, f.line))
        .collect();
    v.sort();
    v.dedup();
    v
}

pub fn fast_match_set(card: &Card, hand: &Hand) -> Vec<(usize, usize)> {
    let mut v: Vec<(usize, usize)> = card
        .matches(hand)
        .map(|m| {
            let h = card.hands().iter().position(|s| s.section == m.section() && s.number == m.number()).unwrap();
            (h, m.line_index())
        })
        .collect();
    v.sort();
    v
}

/// The best line is the reference's: of the lines matched (`want`, from [`reference_match_set`]),
/// the one with the most points (doubled for a jokerless hand on a line with a joker group), ties
/// to card order.
pub fn check_best_line(card: &Card, forms: &[RefForm], hand: &Hand, want: &[(usize, usize)]) {
    let jokerless = hand.counts_all()[Tile::JOKER.index() as usize] == 0;
    let best = want.iter().max_by_key(|&&(h, l)| {
        let spec = &card.hands()[h];
        let joker_group = forms.iter().any(|f| {
            f.hand == h
                && f.line == l
                && f.groups.iter().any(|g| g.joker_ok)
                && reference_matches(f, spec.concealed, hand)
        });
        let points = spec.value as u64 * if jokerless && joker_group { 2 } else { 1 };
        (points, std::cmp::Reverse((h, l)))
    });
    let fast = card.match_hand(hand).map(|m| (m.section(), m.number(), m.line_index()));
    let slow = best.map(|&(h, l)| (card.hands()[h].section.as_str(), card.hands()[h].number, l));
    assert_eq!(fast, slow, "best line of {hand}");
}

/// The match report is a true account of the hand: its tiles are the hand's tiles, jokers only
/// in eligible groups, exposed groups are the hand's exposures.
pub fn check_report(card: &Card, hand: &Hand) {
    let Some(m) = card.match_hand(hand) else { return };
    let mut report: Vec<Tile> = m.tiles().to_vec();
    let mut held: Vec<Tile> = hand
        .concealed()
        .iter()
        .chain(hand.bonus())
        .chain(hand.melds().iter().flat_map(|x| x.tiles()))
        .copied()
        .collect();
    report.sort();
    held.sort();
    assert_eq!(report, held, "{hand}");
    let mut exposed = 0;
    for (i, g) in m.groups().iter().enumerate() {
        let tiles = m.group_tiles(i);
        assert_eq!(tiles.iter().filter(|t| t.is_joker()).count(), g.jokers());
        if g.jokers() > 0 {
            assert!(g.kind().joker_eligible(), "joker in a {} of {hand}", g.kind().name());
        }
        if g.exposed() {
            exposed += 1;
        }
    }
    assert_eq!(exposed, hand.melds().len());
}

/// `card.nearest` agrees with the reference: the first `N` lines by tiles away (each line at the
/// least tiles away of its forms; concealed lines left out when the hand has exposures), and each
/// answer accounts for the hand: needed tiles less fitted jokers are the tiles away, and the
/// tiles held are those that fit plus those unused.
pub fn check_nearest<const N: usize>(card: &Card, forms: &[RefForm], hand: &Hand) {
    let has_expo = !hand.melds().is_empty();
    let mut per_line: Vec<(usize, (usize, usize))> = Vec::new();
    for f in forms {
        if has_expo && card.hands()[f.hand].concealed {
            continue;
        }
        if let Some(a) = reference_away(f, hand) {
            match per_line.iter_mut().find(|p| p.1 == (f.hand, f.line)) {
                Some(p) => p.0 = p.0.min(a),
                None => per_line.push((a, (f.hand, f.line))),
            }
        }
    }
    per_line.sort();
    let mut out = [Nearest::EMPTY; N];
    let n = card.nearest(hand, &mut out);
    assert_eq!(n, per_line.len().min(N), "{hand}");
    for (o, want) in out[..n].iter().zip(&per_line) {
        let spec = &card.hands()[want.1.0];
        assert_eq!(
            (o.section(), o.number(), o.line_index(), o.tiles_away()),
            (spec.section.as_str(), spec.number, want.1.1, want.0),
            "{hand}"
        );
        assert_eq!(o.needed_naturals().len() + o.needed_eligible().len() - o.jokers_fit(), o.tiles_away(), "{hand}");
        assert_eq!(hand.tile_count(), 14 - o.tiles_away() + o.unused().len(), "{hand}");
    }
}
