//! Random hands (concealed tiles, melds with jokers, bonus tiles, win context) printed in MPSZ,
//! American and Unicode form read back to the same hand.
mod common;
use common::StarRng;
use mahjong_core::{Hand, Meld, MeldStatus, Tile, TileSet, WinContext, WinMethod, Wind, notation};

fn random_hand(rng: &mut StarRng) -> Hand {
    let limits = TileSet::any();
    let mut used = [0u8; Tile::COUNT];
    let take = |t: Tile, n: u8, used: &mut [u8; Tile::COUNT]| -> bool {
        if used[t.index() as usize] + n <= limits.count(t) {
            used[t.index() as usize] += n;
            true
        } else {
            false
        }
    };
    let mut h = Hand::new();
    for _ in 0..rng.below(4) {
        let status = match rng.below(4) {
            0 => MeldStatus::Concealed,
            1 => MeldStatus::Added,
            _ => MeldStatus::Exposed,
        };
        let base = Tile::from_index(rng.below(34) as u8).unwrap();
        let meld =
            if status == MeldStatus::Exposed && rng.below(3) == 0 && base.is_suited() && base.number().unwrap() <= 7 {
                let ts =
                    [base, Tile::from_index(base.index() + 1).unwrap(), Tile::from_index(base.index() + 2).unwrap()];
                if !ts.iter().all(|&t| take(t, 1, &mut used)) {
                    continue;
                }
                Meld::new(&ts, status).unwrap()
            } else {
                let size = if status == MeldStatus::Exposed { 3 + rng.below(4) } else { 4 };
                let jokers = if status == MeldStatus::Exposed { rng.below(size) } else { 0 };
                let base = if rng.below(5) == 0 { Tile::AMERICAN_FLOWER } else { base };
                let naturals = (size - jokers) as u8;
                if !take(base, naturals, &mut used) || !take(Tile::JOKER, jokers as u8, &mut used) {
                    continue;
                }
                let mut ts = vec![base; size];
                for t in ts.iter_mut().take(jokers) {
                    *t = Tile::JOKER;
                }
                ts.rotate_left(rng.below(size));
                Meld::new(&ts, status).unwrap()
            };
        h.push_meld(meld).unwrap();
    }
    for _ in 0..rng.below(15) {
        let t = match rng.below(10) {
            0 => Tile::JOKER,
            1 => Tile::AMERICAN_FLOWER,
            2 => Tile::from_index(34 + rng.below(8) as u8).unwrap(),
            _ => Tile::from_index(rng.below(34) as u8).unwrap(),
        };
        if take(t, 1, &mut used) {
            h.push(t).unwrap();
        }
    }
    if h.tile_count() == 0 && h.bonus().is_empty() {
        h.push(Tile::SOAP).unwrap();
    }
    let held: Vec<Tile> = h.concealed().iter().chain(h.melds().iter().flat_map(|m| m.tiles())).copied().collect();
    let ctx = WinContext {
        winning_tile: if held.is_empty() || rng.below(2) == 0 { None } else { Some(held[rng.below(held.len())]) },
        method: WinMethod::ALL[rng.below(6)],
        seat_wind: Wind::from_index(rng.below(4) as u8),
        prevailing: Wind::from_index(rng.below(4) as u8),
        first_turn: rng.below(2) == 0,
        original_call: rng.below(2) == 0,
        kong_after_kong: rng.below(2) == 0,
        last_of_kind: rng.below(2) == 0,
    };
    h.try_set_context(ctx).unwrap();
    h
}

#[test]
fn every_notation_reads_back_to_the_same_hand() {
    let mut rng = StarRng(0x9E37_79B9_7F4A_7C15);
    for i in 0..20_000 {
        let h = random_hand(&mut rng);
        for (name, text) in [
            ("mpsz", notation::mpsz(&h).to_string()),
            ("american", notation::american(&h).to_string()),
            ("unicode", notation::unicode(&h).to_string()),
        ] {
            let back = Hand::parse(&text).unwrap_or_else(|e| panic!("hand {i} {name} {text:?}: {e}"));
            assert_eq!(back, h, "hand {i}: {name} form {text:?} read back differently");
        }
    }
}

#[test]
fn copied_text_with_invisible_characters_reads() {
    // U+1F004 U+FE0F is how an emoji keyboard writes the red dragon; a BOM often leads pasted text.
    let h = Hand::parse("\u{FEFF}\u{1F004}\u{FE0F}\u{1F004}\u{200B}\u{1F004}").unwrap();
    assert_eq!(h.to_string(), "777z");
}

#[test]
fn an_american_flower_survives_the_unicode_form() {
    let h = Hand::parse("FFF 2026c 222b 2222d").unwrap();
    let u = notation::unicode(&h).to_string();
    assert_eq!(
        u,
        "FFF\u{1F008}\u{1F006}\u{1F008}\u{1F00C}\u{1F011}\u{1F011}\u{1F011}\u{1F01A}\u{1F01A}\u{1F01A}\u{1F01A}"
    );
    assert_eq!(Hand::parse(&u).unwrap(), h);
}
