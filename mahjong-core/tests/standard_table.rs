//! The lookup table is current and right: the generator (the same file `build.rs` runs) is run
//! here, and every one-suit arrangement is checked against a plain search.

#![allow(dead_code)]
include!("../src/standard/table_gen.rs");

use mahjong_core::standard;

#[test]
fn table_holds_one_entry_per_suit_arrangement_and_fits_in_4_mib() {
    let (entries, pool) = generate_suit_table();
    assert_eq!(entries.len(), 405_350);
    assert_eq!(suit_vectors(SUIT_LEN, SUIT_MAX_TOTAL), 405_350);
    // 2 bytes per entry, the frontier pool, and the 9×15×5 offsets of 4 bytes.
    assert_eq!(standard::table_bytes(), entries.len() * 2 + pool.len() + 9 * 15 * 5 * 4);
    assert!(standard::table_bytes() <= 4 << 20);
}

#[test]
fn every_one_suit_arrangement_agrees_with_a_plain_search() {
    fn sets(c: &mut [u8; 9]) -> bool {
        let Some(i) = c.iter().position(|&n| n > 0) else { return true };
        let mut ok = false;
        if c[i] >= 3 {
            c[i] -= 3;
            ok = sets(c);
            c[i] += 3;
        }
        if !ok && i <= 6 && c[i + 1] > 0 && c[i + 2] > 0 {
            c[i] -= 1;
            c[i + 1] -= 1;
            c[i + 2] -= 1;
            ok = sets(c);
            c[i] += 1;
            c[i + 1] += 1;
            c[i + 2] += 1;
        }
        ok
    }
    let mut checked = 0;
    let mut c = [0u8; 9];
    loop {
        let total: u32 = c.iter().map(|&n| n as u32).sum();
        if total <= 14 && total % 3 == 2 {
            let mut counts = [0u8; 34];
            counts[9..18].copy_from_slice(&c);
            let mut x = c;
            let want = (0..9).any(|i| {
                if x[i] < 2 {
                    return false;
                }
                x[i] -= 2;
                let ok = sets(&mut x);
                x[i] += 2;
                ok
            });
            assert_eq!(standard::is_winning_counts(&counts), Ok(want), "{c:?}");
            checked += 1;
        }
        // next arrangement in base 5
        let mut k = 0;
        loop {
            if k == 9 {
                assert!(checked > 100_000, "{checked}");
                return;
            }
            c[k] += 1;
            if c[k] <= 4 {
                break;
            }
            c[k] = 0;
            k += 1;
        }
    }
}
