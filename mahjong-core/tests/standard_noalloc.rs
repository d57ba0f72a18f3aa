//! No allocation on the standard-form paths: a counting global allocator sees none while
//! `is_winning`, `decompose`, `waits`, `tiles_away`, `special_hands` and the count fast paths run.

use mahjong_core::Hand;
use mahjong_core::standard::{self, RuleProfile};
mod alloc_count;
use alloc_count::allocations;

#[test]
fn standard_paths_allocate_nothing() {
    let win = Hand::parse("111222333m789p55s ; win=5s by=self").unwrap();
    let wait = Hand::parse("1112345678999m").unwrap();
    let far = Hand::parse("147m258p369s12356z").unwrap();
    let knit = Hand::parse("12345m1234p1234s").unwrap();
    let snake = Hand::parse("123456789s1234z").unwrap();
    let counts = win.counts34();
    let mut sink = 0usize;
    // The counter itself works.
    assert_eq!(allocations(|| sink += Box::new(1usize).as_ref()), 1);
    let n = allocations(|| {
        for rules in RuleProfile::STANDARD {
            sink = sink.wrapping_add(standard::is_winning(&win, rules).unwrap() as usize);
            sink =
                sink.wrapping_add(standard::decompose(&win, rules, |d| sink = sink.wrapping_add(d.chows())).unwrap());
            sink = sink.wrapping_add(standard::special_hands(&win, rules).unwrap().len());
            sink = sink.wrapping_add(standard::waits(&wait, rules).unwrap().len());
            sink = sink.wrapping_add(standard::only_possible_tile(&win, rules).unwrap() as usize);
        }
        for rules in RuleProfile::STANDARD {
            sink = sink.wrapping_add(standard::tiles_away(&far, rules).unwrap().best() as usize);
            sink = sink.wrapping_add(standard::tiles_away(&win, rules).unwrap().improving() as usize);
            sink = sink.wrapping_add(standard::tiles_away(&wait, rules).unwrap().improving() as usize);
            // Calling on Triple Knitting (British, two-player) and on The Wriggling Snake.
            let a = standard::tiles_away(&knit, rules).unwrap();
            sink = sink.wrapping_add(a.improving() as usize + a.triple_knitting().unwrap_or(9) as usize);
            if rules != RuleProfile::ThreePlayer {
                let a = standard::tiles_away(&snake, rules).unwrap();
                sink = sink.wrapping_add(a.improving() as usize + a.wriggling_snake().unwrap_or(9) as usize);
            }
        }
        sink = sink.wrapping_add(standard::is_winning_counts(&counts).unwrap() as usize);
        sink = sink.wrapping_add(standard::tiles_away_counts(&counts).unwrap() as usize);
        let mut many = [0i8; 2];
        standard::tiles_away_counts_many(&[counts, counts], &mut many).unwrap();
        sink = sink.wrapping_add(many[1] as usize);
        let d = standard::discards_counts(&counts).unwrap();
        sink = sink.wrapping_add(d.improving_any() as usize + d.held() as usize);
        let mut thirteen = counts;
        let first = thirteen.iter().position(|&n| n > 0).unwrap();
        thirteen[first] -= 1;
        sink = sink.wrapping_add(standard::improving_counts(&thirteen).unwrap().1 as usize);
        sink = sink.wrapping_add(standard::decompose_counts(&counts, |d| sink = sink.wrapping_add(d.chows())).unwrap());
    });
    assert_eq!(n, 0);
    assert!(sink > 0);
}
