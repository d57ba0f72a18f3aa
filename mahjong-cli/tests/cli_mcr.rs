//! `mahjong score --rules mcr`, run as a user would; every value worked out by hand from the
//! Chinese Official rules (docs/mcr.md).
mod common;
use common::mahjong;

/// 123 456 789 of craks, a pung of red dragons and a pair of 1 craks, self-drawn with nothing
/// melded: Pure Straight 16, Half Flush 6, Fully Concealed Hand 4, Dragon Pung 2 = 28.
#[test]
fn score_lists_each_fan_with_its_chinese_name_and_the_total() {
    let (code, out, err) = mahjong(&["score", "--rules", "mcr", "123456789m777z11m ; win=9m by=self"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("Pure Straight (清龙)") && lines[0].ends_with("16"), "{out}");
    assert!(lines[1].starts_with("Half Flush (混一色)") && lines[1].ends_with(" 6"), "{out}");
    assert!(lines[2].starts_with("Fully Concealed Hand (不求人)") && lines[2].ends_with(" 4"), "{out}");
    assert!(lines[3].starts_with("Dragon Pung (箭刻)") && lines[3].ends_with(" 2"), "{out}");
    assert_eq!(lines[4], "total 28 (28 in fans, 0 for flowers; meets the 8-point minimum; form regular)");
}

/// All Chows 2, Concealed Hand 2, Short Straight 1 and a flower: 6, short of the minimum.
#[test]
fn score_says_when_a_complete_hand_falls_short_of_8_points() {
    let (code, out, _) = mahjong(&["score", "--rules", "mcr", "123m456p789p345s22s 1f ; win=6p"]);
    assert_eq!(code, 0);
    assert!(
        out.ends_with(
            "total 6 (5 in fans, 1 for flowers; below the 8-point minimum: not a winning hand; form regular)\n"
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
        "--seat",
        "S",
        "--prevailing",
        "S",
        "222z123m456p678s11m ; win=1m",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let fans: Vec<&str> = v["fans"].as_array().unwrap().iter().map(|f| f["fan"].as_str().unwrap()).collect();
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
