//! Any text as a hand: scoring it as a Mah Jong hand and as a losing hand under every profile and
//! both limits never panics, totals never pass the limit, a special hand scores the limit or half
//! of it, and the losing score of a hand that scores holds 13 tiles in sets.
#![no_main]
use libfuzzer_sys::fuzz_target;
use mahjong_core::Hand;
use mahjong_core::scoring::{ScoreRules, score, score_losing_hand, settle};
use mahjong_core::standard::RuleProfile;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(hand) = Hand::parse(text) else { return };
    for profile in RuleProfile::STANDARD {
        for limit in [1, 500, 1000, 2000, u32::MAX] {
            let rules = ScoreRules::new(profile).with_limit(limit);
            for (s, winner) in [(score(&hand, &rules), true), (score_losing_hand(&hand, &rules), false)] {
                let Ok(s) = s else { continue };
                assert!(s.total() <= limit, "{text:?}: total {} over limit {limit}", s.total());
                assert_eq!(u64::from(s.total()), s.raw_total().min(u64::from(limit)), "{text:?}");
                assert_eq!(s.is_limit(), s.total() == limit, "{text:?}");
                if s.special().is_some() {
                    assert!(
                        s.total() == limit || s.total() == limit / 2,
                        "{text:?}: special hand scored {}",
                        s.total()
                    );
                }
                if !winner {
                    let set_tiles: usize =
                        hand.concealed().len() + hand.melds().iter().map(|m| m.tiles().len().min(3)).sum::<usize>();
                    assert_eq!(set_tiles, 13, "{text:?}: a losing hand scored with {set_tiles} tiles in sets");
                    assert!(s.items().iter().all(|i| !i.kind().is_mah_jong_only()), "{text:?}");
                }
                let _ = s.items().iter().map(|i| i.label()).count();
                // Settling the score never panics: an error, or nets that sum to zero.
                let seat = hand.context().seat_wind;
                let mut scores = [0u32; 4];
                scores[seat as usize] = s.total();
                if let Ok(p) = settle(&rules, Some(seat), scores) {
                    assert_eq!(p.nets().iter().sum::<i64>(), 0, "{text:?}");
                }
            }
        }
    }
});
