//! No allocation on the Chinese Official rules' paths: a counting global allocator sees none
//! while `mcr::score`, `is_winning`, `tiles_away` (with improving tiles) and `waits` run on hands
//! of every form.

use mahjong_core::{Hand, mcr};
mod alloc_count;
use alloc_count::allocations;

#[test]
fn mcr_paths_allocate_nothing() {
    let winning: Vec<Hand> = [
        "123456789m777z11m ; win=9m by=self",
        "11223344556677p ; win=7p",
        "19m19p19s1234567z1m ; win=1m",
        "147m25p36s1234567z ; win=7z",
        "147m258p369s123m11z ; win=1z",
        "[1111m] (2222p) 345s678s55z 1f2f ; win=5z by=kong-replacement",
        "1112345678999m5m ; win=5m",
    ]
    .iter()
    .map(|t| Hand::parse(t).unwrap())
    .collect();
    let thirteen: Vec<Hand> = ["19m19p19s1234567z", "147m258p369s1357z", "1122m3344p5566s7z", "147m258p369s1z [111z]"]
        .iter()
        .map(|t| Hand::parse(t).unwrap())
        .collect();
    let mut sink = 0u64;
    assert_eq!(allocations(|| sink += *Box::new(1u64)), 1);
    let n = allocations(|| {
        for h in &winning {
            let s = mcr::score(h).unwrap();
            sink = sink.wrapping_add(s.total() as u64 + s.fans().count() as u64);
            sink = sink.wrapping_add(mcr::is_winning(h).unwrap() as u64);
        }
        for h in &thirteen {
            let a = mcr::tiles_away(h).unwrap();
            for f in mcr::HandForm::ALL {
                sink = sink.wrapping_add(a.improving(f));
            }
            sink = sink.wrapping_add(a.improving_tiles().count() as u64);
            let w = mcr::waits(h).unwrap();
            sink = sink.wrapping_add(w.mask() + w.tiles().map(|t| w.forms(t).count() as u64).sum::<u64>());
        }
    });
    assert_eq!(n, 0, "allocations on the MCR paths (sink {sink})");
}
