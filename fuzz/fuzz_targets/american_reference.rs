//! The American matcher and nearest against the slow reference of the property tests
//! (`mahjong-core/tests/american_ref`) on fuzzed cards: the input picks one to three hands of one
//! or two lines, each line 14 tiles of groups from a palette (numbers, `X` groups, winds, `Z`,
//! dragons, flowers, soap, years, alternatives), a `numbers` field, and a seed. A card that
//! compiles expands to as many forms as the reference finds; for hands built from its forms
//! (winning hands, near misses, 13-tile hands) the lines matched, the best line and the lines
//! nearest are the reference's.
#![no_main]
use libfuzzer_sys::fuzz_target;
use mahjong_core::american::{Card, HandSpec, Numbers};

#[path = "../../mahjong-core/tests/american_ref/mod.rs"]
mod american_ref;
use american_ref::*;

/// Groups by size (index 0: one tile … 4: five tiles).
const PALETTE: [&[&str]; 5] = [
    &["F", "5a", "X1b", "E", "Dc", "0", "R", "X0a"],
    &["FF", "11a", "XX2b", "NN", "DDb", "00", "33a|77b", "ZZ"],
    &["222a", "XXX0b", "NEW", "SSS", "DDDc", "FFF", "123a", "ZZZ", "X0aX1aX2a"],
    &["2222a", "XXXX1c", "NEWS", "2026b", "ZZZZ", "FFFF", "4444a|6666b", "GGGG"],
    &["22222a", "XXXXX1b", "DDDDDc", "NNNNN", "FFFFF"],
];

#[path = "../common/input.rs"]
mod input;
use input::Input;

fn line(input: &mut Input) -> String {
    let mut left = 14usize;
    let mut groups = Vec::new();
    while left > 0 && groups.len() < 13 {
        let b = input.byte();
        let size = if left <= 5 && b & 1 == 0 { left } else { 1 + (b as usize >> 1) % left.min(5) };
        let choices = PALETTE[size - 1];
        groups.push(choices[input.byte() as usize % choices.len()]);
        left -= size;
    }
    if left > 0 {
        groups.push(PALETTE[left.min(5) - 1][0]);
    }
    groups.join(" ")
}

fn card(input: &mut Input) -> Option<Card> {
    let hands = 1 + input.byte() as usize % 3;
    let mut specs = Vec::new();
    for h in 0..hands {
        let lines: Vec<String> = (0..1 + input.byte() as usize % 2).map(|_| line(input)).collect();
        let refs: Vec<&str> = lines.iter().map(|l| l.as_str()).collect();
        let b = input.byte();
        let mut spec = HandSpec::new("F", h as u32 + 1, 25 + 5 * (b as u32 % 4), b & 4 != 0, &refs);
        spec.numbers = match input.byte() % 5 {
            0 => Numbers::Odd,
            1 => Numbers::Even,
            2 => Numbers::List((1..=9).filter(|n| b & (1 << (n % 8)) != 0).collect()),
            _ => Numbers::Any,
        };
        specs.push(spec);
    }
    Card::compile("fuzz", "", specs).ok()
}

fuzz_target!(|data: &[u8]| {
    let mut input = Input(data);
    let Some(card) = card(&mut input) else { return };
    // The reference is a brute force: keep to cards it checks quickly.
    if card.form_count() > 64 {
        return;
    }
    let forms = reference_forms(&card);
    assert_eq!(forms.len(), card.form_count(), "the reference expands the same number of forms: {:?}", card.hands());
    let seed = u64::from_le_bytes(core::array::from_fn(|_| input.byte())) | 1;
    let mut rng = Rng(seed);
    for round in 0..4 {
        let (mut concealed, melds) = random_win(&mut rng, &card, &forms);
        if round % 2 == 1 {
            near_miss(&mut rng, &mut concealed);
        }
        if !physical(&concealed, &melds) {
            continue;
        }
        let hand = build_hand(&concealed, &melds);
        let want = reference_match_set(&card, &forms, &hand);
        assert_eq!(fast_match_set(&card, &hand), want, "hand {hand}");
        if round % 2 == 0 {
            assert!(!want.is_empty(), "a hand built from a line matches it: {hand}");
        }
        check_best_line(&card, &forms, &hand, &want);
        check_report(&card, &hand);
        // Nearest, on the hand or the hand less one tile.
        let mut concealed = concealed;
        if round >= 2 && !concealed.is_empty() {
            concealed.remove(rng.below(concealed.len()));
        }
        check_nearest::<6>(&card, &forms, &build_hand(&concealed, &melds));
    }
});
