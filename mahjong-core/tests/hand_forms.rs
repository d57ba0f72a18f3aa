//! The forms other programs hold a hand in: 136-tile indices, any tile order, and the notation
//! a text was written in.
mod common;
use common::Rng;
use mahjong_core::Hand;
use mahjong_core::notation::{NotationKind, write_in, written_in};

/// `n` distinct indices of the 136-tile wall.
fn draw(rng: &mut Rng, n: usize) -> Vec<u32> {
    let mut wall: Vec<u32> = (0..136).collect();
    for i in 0..n {
        let j = i + rng.below(136 - i);
        wall.swap(i, j);
    }
    wall.truncate(n);
    wall
}

#[test]
fn indices_136_give_the_counts_of_their_faces_and_come_back_sorted() {
    let mut rng = Rng(0x136);
    for _ in 0..2000 {
        let n = 1 + rng.below(14);
        let tiles = draw(&mut rng, n);
        let h = Hand::from_tiles136(&tiles).unwrap();
        // The face of index i is i / 4: count them independently.
        let mut counts = [0u8; 34];
        for &t in &tiles {
            counts[t as usize / 4] += 1;
        }
        assert_eq!(h.counts34(), counts);
        let mut out = [0u8; 136];
        let k = h.tiles136(&mut out);
        // Copy 0 of each face first, increasing: face f with c copies gives 4f, …, 4f + c - 1.
        let want: Vec<u8> = (0..34u8).flat_map(|f| (0..counts[f as usize]).map(move |c| f * 4 + c)).collect();
        assert_eq!(&out[..k], &want[..]);
        assert_eq!(
            Hand::from_tiles136(&out[..k].iter().map(|&i| u32::from(i)).collect::<Vec<_>>()).unwrap(),
            h.canonical()
        );
    }
}

#[test]
fn the_order_tiles_are_written_in_is_not_part_of_a_hand() {
    let mut rng = Rng(7);
    for _ in 0..500 {
        let tiles = draw(&mut rng, 14);
        let mut shuffled = tiles.clone();
        for i in (1..shuffled.len()).rev() {
            shuffled.swap(i, rng.below(i + 1));
        }
        let (a, b) = (Hand::from_tiles136(&tiles).unwrap(), Hand::from_tiles136(&shuffled).unwrap());
        assert_eq!(a.canonical(), b.canonical());
    }
    // Text written in another order: equal canonical forms, unequal as written.
    let (x, y) = (Hand::parse("9p 1m 5s").unwrap(), Hand::parse("1m5s9p").unwrap());
    assert_ne!(x, y);
    assert_eq!(x.canonical(), y.canonical());
    // Melds and context are part of the hand.
    assert_ne!(Hand::parse("[123m] 4m").unwrap().canonical(), Hand::parse("1234m").unwrap().canonical());
    assert_ne!(Hand::parse("12m; seat_wind=S").unwrap().canonical(), Hand::parse("12m").unwrap().canonical());
}

#[test]
fn a_hand_prints_back_in_the_notation_it_was_written_in() {
    for (text, kind) in [
        ("123m456p789s11z [555s]", NotationKind::Mpsz),
        ("FFF 2026c 222b 2222d", NotationKind::American),
        ("\u{1F00D}\u{1F00D} [\u{1F000}\u{1F000}\u{1F000}]", NotationKind::Unicode),
    ] {
        assert_eq!(written_in(text), kind, "{text}");
        let h = Hand::parse(text).unwrap();
        assert_eq!(write_in(&h, kind).to_string(), text);
        assert_eq!(str::parse::<NotationKind>(kind.name()).ok(), Some(kind));
    }
}
