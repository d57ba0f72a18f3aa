//! Tiles away's fast paths against the definition search: the table path
//! (`tiles_away_counts`, and `tiles_away` of a hand without melds) and the capped path
//! (`tiles_away` of a hand with melds, whose copies are out of play) give the least number of
//! exchanges, less one, to four sets and a pair, as the slow search over every target finds.
//! The input is read as melds (a pung or a chow per byte pair) and concealed tiles (one per
//! byte, at most four copies of a face in all).
#![no_main]
use libfuzzer_sys::fuzz_target;
use mahjong_core::standard::{self, RuleProfile, reference};
use mahjong_core::{Hand, Meld, MeldStatus, Tile};

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else { return };
    let melds = (first % 5) as usize;
    let mut all = [0u8; 34];
    let mut hand = Hand::new();
    let mut bytes = rest.iter().copied();
    let mut meld_chows = 0u8;
    let mut placed = 0;
    while placed < melds {
        let (Some(a), Some(b)) = (bytes.next(), bytes.next()) else { break };
        let face = (a % 34) as usize;
        let chow = b & 1 == 1 && face < 27 && face % 9 <= 6;
        let faces: Vec<usize> = if chow { vec![face, face + 1, face + 2] } else { vec![face; 3] };
        if faces.iter().any(|&f| all[f] + faces.iter().filter(|&&g| g == f).count() as u8 > 4) {
            continue;
        }
        let tiles: Vec<Tile> = faces.iter().map(|&f| Tile::from_index(f as u8).unwrap()).collect();
        let Ok(meld) = Meld::new(&tiles, MeldStatus::Exposed) else { continue };
        if hand.push_meld(meld).is_err() {
            break;
        }
        for &f in &faces {
            all[f] += 1;
        }
        meld_chows += chow as u8;
        placed += 1;
    }
    let mut conc = [0u8; 34];
    let want = 13 - 3 * placed + (first as usize >> 7);
    for b in bytes {
        if conc.iter().map(|&c| c as usize).sum::<usize>() == want {
            break;
        }
        let f = (b % 34) as usize;
        if all[f] < 4 {
            all[f] += 1;
            conc[f] += 1;
            hand.push(Tile::from_index(f as u8).unwrap()).unwrap();
        }
    }
    if conc.iter().map(|&c| c as usize).sum::<usize>() != want {
        return;
    }
    let mut cap = [4u8; 34];
    for f in 0..34 {
        cap[f] -= all[f] - conc[f];
    }
    let sets = 4 - placed as u8;
    let exact = reference::standard_tiles_away(&conc, &cap, sets, 4 - meld_chows);
    let fast = standard::tiles_away(&hand, RuleProfile::Classical).unwrap().standard();
    assert_eq!(fast, exact, "{hand}: fast {fast}, definition {exact}");
    if placed == 0 {
        assert_eq!(standard::tiles_away_counts(&conc), Ok(exact), "{hand}");
    }
});
