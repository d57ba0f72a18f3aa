//! `mahjong score|tiles-away|waits --rules mcr`, run as a user would; every value worked out by
//! hand from the Chinese Official rules (docs/rules.md).

mod common;
use common::{fails, mahjong, mahjong_stdin, ok};

/// 123 456 789 of craks, a pung of red dragons and a pair of 1 craks, self-drawn with nothing
/// melded: Pure Straight 16, Half Flush 6, Fully Concealed Hand 4, Dragon Pung 2 = 28.
#[test]
fn score_lists_each_fan_with_its_chinese_name_and_the_total() {
    let out = ok(&["score", "--rules", "mcr", "123456789m777z11m ; win=9m by=self"]);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("Pure Straight (清龙)") && lines[0].ends_with("16"), "{out}");
    assert!(lines[1].starts_with("Half Flush (混一色)") && lines[1].ends_with(" 6"), "{out}");
    assert!(lines[2].starts_with("Fully Concealed Hand (不求人)") && lines[2].ends_with(" 4"), "{out}");
    assert!(lines[3].starts_with("Dragon Pung (箭刻)") && lines[3].ends_with(" 2"), "{out}");
    assert_eq!(lines[4], "28 points (28 in fans, 0 for flowers); meets the 8-point minimum; form regular");
}

/// 123m twice and 456p twice, the pair 7s waited on alone: All Chows 2, Pure Double Chow 1
/// counted twice (" x2" after its names) and Single Wait 1 = 5.
#[test]
fn score_marks_a_fan_counted_twice() {
    let out = ok(&["score", "--rules", "mcr", "[123m] 123m [456p] 456p 77s ; win=7s"]);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("All Chows (平和) ") && lines[0].ends_with(" 2"), "{out}");
    assert!(lines[1].starts_with("Pure Double Chow (一般高) x2 ") && lines[1].ends_with(" 2"), "{out}");
    assert!(lines[2].starts_with("Single Wait (单钓将) ") && lines[2].ends_with(" 1"), "{out}");
    assert!(lines[3].starts_with("5 points (5 in fans, 0 for flowers);"), "{out}");
}

/// Many hands on standard input: each line gets the score in the same words as one hand's last
/// line (28 for the hand above; 5 and a flower, short of the minimum, for the one below).
#[test]
fn score_batch_lines_carry_the_same_score_text_as_one_hand() {
    let input = b"123456789m777z11m ; win=9m by=self\n123m456p789p345s22s 1f ; win=6p\n";
    let (code, out, err) = mahjong_stdin(&["score", "--rules", "mcr", "-"], input);
    assert_eq!((code, err.as_str()), (0, ""));
    assert_eq!(
        out,
        "line 1: 123456789m777z11m ; win=9m by=self => \
         28 points (28 in fans, 0 for flowers); meets the 8-point minimum; form regular\n\
         line 2: 123m456p789p345s22s 1f ; win=6p => \
         6 points (5 in fans, 1 for flowers); below the 8-point minimum: not a winning hand; form regular\n"
    );
}

/// All Chows 2, Concealed Hand 2, Short Straight 1 and a flower: 6, short of the minimum.
#[test]
fn score_says_when_a_complete_hand_falls_short_of_8_points() {
    let (code, out, _) = mahjong(&["score", "--rules", "mcr", "123m456p789p345s22s 1f ; win=6p"]);
    assert_eq!(code, 0);
    assert!(
        out.ends_with(
            "6 points (5 in fans, 1 for flowers); below the 8-point minimum: not a winning hand; form regular\n"
        ),
        "{out}"
    );
}

#[test]
fn score_json_and_winds() {
    let (code, out, _) = mahjong(&[
        "--json",
        "score",
        "--rules",
        "mcr",
        "--seat-wind",
        "S",
        "--prevailing",
        "S",
        "222z123m456p678s11m ; win=1m",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let fans: Vec<&str> = v["fans"].as_array().unwrap().iter().map(|f| f["fan"].as_str().unwrap()).collect();
    // The JSON reads back (the core's `Deserialize`) as the score the core gives.
    let mut hand = mahjong_core::Hand::parse("222z123m456p678s11m ; win=1m").unwrap();
    let south = mahjong_core::Wind::South;
    hand.set_context(mahjong_core::WinContext { seat_wind: south, prevailing: south, ..*hand.context() });
    assert_eq!(
        serde_json::from_str::<mahjong_core::mcr::McrScore>(&out).unwrap(),
        mahjong_core::mcr::score(&hand).unwrap()
    );
    assert!(fans.contains(&"Seat Wind") && fans.contains(&"Prevalent Wind"), "{fans:?}");
    assert_eq!(v["rules"], "mcr");
}

#[test]
fn bad_hands_are_errors_naming_the_problem() {
    let (code, _, err) = mahjong(&["score", "--rules", "mcr", "19m19p19s1234567z7z"]);
    assert_ne!(code, 0);
    assert!(err.contains("the win context names no winning tile (win=)"), "{err}");
    let (code, _, err) = mahjong(&["score", "--rules", "mcr", "--no-flowers", "19m19p19s1234567z7z 1f ; win=7z"]);
    assert_ne!(code, 0);
    assert!(err.contains("1f is a flower or season"), "{err}");
}

/// One of each terminal and honour, no pair. Thirteen Orphans: 13 kinds held, a pair wanted, so
/// ready (0) on any of the 13. Seven pairs: no pair, 6. Regular: 13 isolated tiles, 8 (no set,
/// no partial set). Honors and Knitted Tiles: the knitted sequences can take a 1 in one suit and
/// a 9 in another (147 and 369), so 2 number tiles and 7 honours are 9 different useful tiles;
/// 13 are needed to be ready: 4. Knitted Straight: 2 of its 9 tiles held, 7 to draw, and a set
/// and a pair from single tiles (2 + 1 more): 10 tiles short, 9 from ready.
#[test]
fn tiles_away_gives_each_form_and_the_improving_tiles_of_the_best() {
    assert_eq!(
        ok(&["tiles-away", "--rules", "mcr", "19m19p19s1234567z"]),
        "19m19p19s1234567z under mcr rules\n\
         tiles away: regular 8, seven_pairs 6, thirteen_orphans 0, honors_and_knitted_tiles 4, knitted_straight 9; best 0\n\
         improving: 1m 9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z\n"
    );
    let out = ok(&["--json", "tiles-away", "--rules", "mcr", "19m19p19s1234567z"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["rules"], "mcr");
    let a = &v["tiles_away"];
    assert_eq!(
        (
            &a["regular"],
            &a["seven_pairs"],
            &a["thirteen_orphans"],
            &a["honors_and_knitted_tiles"],
            &a["knitted_straight"]
        ),
        (
            &serde_json::json!(8),
            &serde_json::json!(6),
            &serde_json::json!(0),
            &serde_json::json!(4),
            &serde_json::json!(9)
        )
    );
    assert_eq!(a["improving"].as_array().unwrap().len(), 13);
}

/// 147m 258p 369s is a Knitted Straight; with 11z 22z it wants a set and a pair: either wind
/// makes a pung of it and leaves the other as the pair. No regular set is in the hand (the
/// numbers are three apart), so regular is 6: two pairs (8 - 1 for the pair - 1 for the other
/// as a partial set). Seven pairs: 2 held, 4. Thirteen Orphans: 1m, 9s, 1z, 2z and a pair, 8.
/// Honors and Knitted Tiles: the nine knitted tiles and two winds, 11 different, 2.
#[test]
fn waits_name_the_forms_each_tile_completes() {
    let out = ok(&["waits", "--rules", "mcr", "147m258p369s11z22z"]);
    assert_eq!(
        out,
        "147m258p369s1122z under mcr rules: waits 1z 2z\n  1z: knitted_straight\n  2z: knitted_straight\n\
         tiles away: regular 6, seven_pairs 4, thirteen_orphans 8, honors_and_knitted_tiles 2, knitted_straight 0; best 0\n\
         improving: 1z 2z\n"
    );
    let out = ok(&["--json", "waits", "--rules", "mcr", "147m258p369s11z22z"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["waits"]["tiles"], serde_json::json!(["1z", "2z"]));
    assert_eq!(v["waits"]["forms"]["2z"], serde_json::json!(["knitted_straight"]));
    assert_eq!(v["tiles_away"]["knitted_straight"], 0);
}

/// 123m 456p 789s and a melded pung of east wind wait on the pair: only 5z. The meld closes
/// seven pairs, Thirteen Orphans and Honors and Knitted Tiles (left out). Knitted Straight with
/// the meld as its set: one knitted tile per suit at most (1m/2m/3m, 4p/5p/6p, 7s/8s/9s), 6 to
/// draw and a pair to make: 7 short, 6 from ready. A line of 3 tiles is an error naming the count.
#[test]
fn waits_and_tiles_away_read_many_hands() {
    let input = b"147m258p369s11z22z\n123m456p789s5z [111z]\n123m\n";
    let (code, out, _) = mahjong_stdin(&["waits", "--rules", "mcr", "-"], input);
    assert_eq!(code, 2);
    assert_eq!(
        out,
        "line 1: 147m258p369s11z22z => waits 1z 2z; tiles away regular 6, seven_pairs 4, thirteen_orphans 8, \
         honors_and_knitted_tiles 2, knitted_straight 0; best 0; improving 1z 2z\n\
         line 2: 123m456p789s5z [111z] => waits 5z; tiles away regular 0, knitted_straight 6; best 0; improving 5z\n\
         line 3: error: 3 tiles in sets (kongs count 3); expected 13\n"
    );
    let path = std::env::temp_dir().join(format!("mahjong-cli-mcr-{}.txt", std::process::id()));
    std::fs::write(&path, "# one hand\n123m456p789s5z [111z]\n").unwrap();
    let (code, out, err) = mahjong(&["--json", "tiles-away", "--rules", "mcr", "--file", path.to_str().unwrap()]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(out.trim_end()).unwrap();
    assert_eq!((v["line"].as_u64(), &v["rules"]), (Some(2), &serde_json::json!("mcr")));
    assert_eq!(v["tiles_away"]["regular"], 0);
    assert_eq!(v["tiles_away"]["seven_pairs"], serde_json::Value::Null);
    assert_eq!(v["tiles_away"]["knitted_straight"], 6);
    assert_eq!(v["tiles_away"]["improving"], serde_json::json!(["5z"]));
    let (code, out, _) = mahjong_stdin(&["--json", "waits", "--rules", "mcr", "-"], b"123m456p789s5z [111z]\n");
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(out.trim_end()).unwrap();
    assert_eq!(v["waits"]["forms"]["5z"], serde_json::json!(["regular"]));
}

#[test]
fn tiles_away_and_waits_take_13_tiles() {
    let err = fails(&["tiles-away", "--rules", "mcr", "19m19p19s1234567z1m"], 2);
    assert!(err.contains("14 tiles in sets (kongs count 3); expected 13"), "{err}");
    let err = fails(&["waits", "--rules", "mcr", "12m 0p"], 2);
    assert!(err.contains("cannot read"), "{err}");
}

/// The Chinese Official rules are scored by their fans, with no table: a limit or a losing hand's
/// score asked of them is the core's `ScoreError::McrProfile` (kind ScoreMcrProfile), as C,
/// Python and WebAssembly answer, never a limit quietly ignored.
#[test]
fn score_refuses_a_limit_or_a_losing_hand_under_mcr() {
    let hand = "123456789m777z11m ; win=9m by=self";
    let mcr_profile = "the Chinese Official rules (mcr) are scored by their own fans, not this table";
    for limit in ["1000", "2000", "5"] {
        let err = fails(&["score", "--rules", "mcr", "--limit", limit, hand], 2);
        assert_eq!(err, format!("mahjong: --limit {limit}: {mcr_profile}\n"));
    }
    let err = fails(&["score", "--rules", "mcr", "--losing", "[555p] 444z 22z 13579m"], 2);
    assert_eq!(err, format!("mahjong: --losing: {mcr_profile}\n"));
    // Without a limit the hand is scored by its fans (28, as above).
    assert!(
        ok(&["score", "--rules", "mcr", hand])
            .ends_with("28 points (28 in fans, 0 for flowers); meets the 8-point minimum; form regular\n")
    );
}
