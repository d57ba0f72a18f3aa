//! MCR tiles away and waits: worked examples, and on seeded random hands the agreement between
//! tiles away, waits and scoring (a hand is ready exactly when some tile completes it, and each
//! wait completes the forms it names when scored).

mod common;

use common::Rng;
use mahjong_core::mcr::{self, HandForm};
use mahjong_core::{Hand, Tile};

#[test]
fn worked_examples_of_each_form() {
    let a = |t: &str| mcr::tiles_away(&Hand::parse(t).unwrap()).unwrap();
    // 1 9 of each suit and the seven honours: ready for Thirteen Orphans; six singles from
    // seven pairs.
    let x = a("19m19p19s1234567z");
    assert_eq!((x.thirteen_orphans(), x.seven_pairs()), (Some(0), Some(6)));
    // Six pairs and a single: ready for seven pairs.
    assert_eq!(a("1122m3344p5566s7z").seven_pairs(), Some(0));
    // A knitted sequence and four honours: ready for Lesser Honors and Knitted Tiles.
    assert_eq!(a("147m258p369s1357z").honors_and_knitted(), Some(0));
    // A knitted sequence, a pung and a single: ready for the Knitted Straight; the regular form
    // is far.
    let x = a("147m258p369s111z2z");
    assert_eq!(x.knitted_straight(), Some(0));
    assert!(x.regular() >= 3);
    // Regular: 123m 456p 789s 11z 2z waits on the pair.
    assert_eq!(a("123m456p789s11z22z").regular(), 0);
}

#[test]
fn waits_name_the_forms_they_complete() {
    let w = mcr::waits(&Hand::parse("1112345678999m").unwrap()).unwrap();
    assert_eq!(w.len(), 9); // the nine gates
    let w = mcr::waits(&Hand::parse("147m258p369s11z22z").unwrap()).unwrap();
    let east: Tile = "1z".parse().unwrap();
    assert_eq!(w.forms(east).collect::<Vec<_>>(), [HandForm::KnittedStraight]);
    // A face whose four copies the hand holds is not a wait: with a kong of 1m, 23m waits on
    // 4m only.
    let w = mcr::waits(&Hand::parse("[1111m] 23m456p789s11z").unwrap()).unwrap();
    assert_eq!(w.tiles().map(|t| t.to_string()).collect::<Vec<_>>(), ["4m"]);
}

#[test]
fn bad_hands_are_errors() {
    let err = mcr::tiles_away(&Hand::parse("1234m").unwrap()).unwrap_err();
    assert_eq!(err.to_string(), "4 tiles in sets (kongs count 3); expected 13");
}

fn random_hand(rng: &mut Rng) -> Hand {
    let mut counts = [0u8; 34];
    let mut n = 0;
    let narrow = rng.below(3) == 0;
    while n < 13 {
        let t = if narrow { rng.below(9) + 9 * rng.below(2) } else { rng.below(34) };
        if counts[t] < 4 {
            counts[t] += 1;
            n += 1;
        }
    }
    Hand::from_counts34(&counts).unwrap()
}

#[test]
fn ready_exactly_when_a_tile_wins_and_each_wait_scores_in_its_forms() {
    let mut rng = Rng(0x4d43_5231);
    for round in 0..1000 {
        let hand = random_hand(&mut rng);
        let away = mcr::tiles_away(&hand).unwrap();
        let waits = mcr::waits(&hand).unwrap();
        assert_eq!(away.best() == 0, !waits.is_empty(), "{hand}");
        for f in HandForm::ALL {
            let ready = away.form(f) == Some(0);
            let some_wait = waits.tiles().any(|t| waits.forms(t).any(|g| g == f));
            // A form can be ready on a tile whose copies are all held; otherwise they agree.
            if some_wait {
                assert!(ready, "{hand} {f:?}");
            }
        }
        for t in waits.tiles() {
            let mut won = hand;
            won.push(t).unwrap();
            let mut ctx = *won.context();
            ctx.winning_tile = Some(t);
            won.set_context(ctx);
            let s = mcr::score(&won).unwrap_or_else(|e| panic!("{hand} + {t}: {e}"));
            assert!(waits.forms(t).any(|f| f == s.form()), "{hand} + {t}: scored as {:?}", s.form());
        }
        // Improving tiles bring the form one closer (checked on every tenth hand: slow).
        if round % 10 != 0 {
            continue;
        }
        for f in HandForm::ALL {
            let Some(now) = away.form(f) else { continue };
            let imp = away.improving(f);
            for i in 0..34u8 {
                if imp >> i & 1 == 1 && now == 0 {
                    // Ready: the improving tiles are the tiles that win in this form.
                    let t = Tile::from_index(i).unwrap();
                    assert!(waits.forms(t).any(|g| g == f), "{hand} draw {t} form {f:?}");
                } else if imp >> i & 1 == 1 {
                    let mut h = hand;
                    h.push(Tile::from_index(i).unwrap()).unwrap();
                    // 14 tiles: the best discard makes it `now - 1` away.
                    let best_after = h
                        .concealed()
                        .iter()
                        .map(|&d| {
                            let mut g = h;
                            g.remove(d);
                            mcr::tiles_away(&g).unwrap().form(f).unwrap()
                        })
                        .min()
                        .unwrap();
                    assert_eq!(best_after, now - 1, "{hand} draw {i} form {f:?}");
                }
            }
        }
    }
}
