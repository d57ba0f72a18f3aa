//! American card engine: matching a 14-tile hand against the whole sample card, nearest 5,
//! compiling the sample card, and a slow reference matcher (every concrete form, every joker
//! placement) side by side for scale.
//!
//! Run: `cargo bench -p mahjong-benches --bench american`. Each iteration handles the whole list
//! of hands; the reported time divided by the list length (see the throughput) is per hand.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mahjong_core::american::{Card, Nearest};
use mahjong_core::{Hand, Tile};
use std::hint::black_box;

#[path = "../../mahjong-core/tests/american_ref/mod.rs"]
mod american_ref;

const WINNING: &[&str] = &[
    "FFF 2026c 222b 2222d",
    "FF 2026c 2026b 2026d",
    "22b 444b 66b 888b GGGG",
    "FF 3333b 3333c 3333d",
    "FF 5555b J555c 5555d",
    "1111c J 5555b J 9999d",
    "11c 222c 3333c 444c 55c",
    "NNNN EEE WWJ SSSS",
    "NEWS F 123456789b",
    "FF 135c 135b 7777d 99d",
    "333b 666c 999d NNNN J",
    "11b 33b 55b 77b 99b RR 00",
];
const LOSING: &[&str] = &["1b 2b 3c 5d 7d 9d N E W S R G 0 F", "FF 2026c 222b 2223d", "NNNN EEE WWW SSS 1b"];

/// Slow reference: every concrete form as a list of (tile, joker may stand here), and for a
/// concealed hand every placement of its jokers into joker slots.
struct Reference {
    forms: Vec<(u32, Vec<(Tile, bool)>)>,
}

impl Reference {
    /// The forms of the property tests' reference expansion (`american_ref`), flattened.
    fn new(card: &Card) -> Reference {
        let forms = american_ref::reference_forms(card)
            .into_iter()
            .map(|f| {
                let slots = f.groups.iter().flat_map(|g| g.tiles.iter().map(move |&t| (t, g.joker_ok))).collect();
                (card.hands()[f.hand].value, slots)
            })
            .collect();
        Reference { forms }
    }

    /// The best value a concealed hand matches (slow: every form, every joker placement).
    fn best(&self, hand: &Hand) -> Option<u32> {
        let mut naturals: Vec<Tile> = hand.concealed().iter().copied().filter(|t| !t.is_joker()).collect();
        naturals.sort();
        let jokers = hand.concealed().len() - naturals.len();
        let mut best = None;
        for (value, slots) in &self.forms {
            if slots.len() != hand.concealed().len() || best.is_some_and(|b| b >= *value) {
                continue;
            }
            let eligible: Vec<usize> = (0..slots.len()).filter(|&i| slots[i].1).collect();
            if eligible.len() < jokers {
                continue;
            }
            // Every choice of `jokers` eligible slots for the jokers.
            let mut pick: Vec<usize> = (0..jokers).collect();
            loop {
                let mut rest: Vec<Tile> =
                    (0..slots.len()).filter(|i| !pick.iter().any(|&p| eligible[p] == *i)).map(|i| slots[i].0).collect();
                rest.sort();
                if rest == naturals {
                    best = Some(*value);
                    break;
                }
                // Next combination.
                let mut i = jokers;
                while i > 0 && pick[i - 1] == eligible.len() - jokers + i - 1 {
                    i -= 1;
                }
                if i == 0 {
                    break;
                }
                pick[i - 1] += 1;
                for j in i..jokers {
                    pick[j] = pick[j - 1] + 1;
                }
            }
        }
        best
    }
}

fn bench(c: &mut Criterion) {
    let card = Card::sample();
    let hands: Vec<Hand> = WINNING.iter().chain(LOSING).map(|t| Hand::parse(t).unwrap()).collect();
    let thirteen: Vec<Hand> = WINNING
        .iter()
        .map(|t| {
            let mut h = Hand::parse(t).unwrap();
            let last = *h.concealed().last().unwrap();
            h.remove(last);
            h
        })
        .collect();
    eprintln!(
        "sample card: {} hands, {} lines, {} forms, {} bytes compiled",
        card.hands().len(),
        card.line_count(),
        card.form_count(),
        card.memory_size()
    );

    let mut g = c.benchmark_group("american_match");
    g.throughput(Throughput::Elements(hands.len() as u64));
    g.bench_function("match_hand_sample_card", |b| {
        b.iter(|| hands.iter().map(|h| card.match_hand(black_box(h)).map_or(0, |m| m.value())).sum::<u32>())
    });
    let reference = Reference::new(card);
    g.bench_function("reference_matcher_sample_card", |b| {
        b.iter(|| hands.iter().map(|h| reference.best(black_box(h)).unwrap_or(0)).sum::<u32>())
    });
    g.finish();

    let mut g = c.benchmark_group("american_nearest");
    g.throughput(Throughput::Elements(thirteen.len() as u64));
    g.bench_function("nearest_5_sample_card", |b| {
        let mut out = [Nearest::EMPTY; 5];
        b.iter(|| thirteen.iter().map(|h| card.nearest(black_box(h), &mut out)).sum::<usize>())
    });
    g.finish();

    let mut g = c.benchmark_group("american_compile");
    g.bench_function("compile_sample_card", |b| {
        b.iter(|| Card::from_toml_str(black_box(Card::sample_toml()), None).unwrap().form_count())
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
