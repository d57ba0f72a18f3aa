//! `mahjong decompose`, `mahjong waits`, `mahjong tiles-away`, run as a user would. Expected
//! values are worked out by hand in the comments.
mod common;
use common::{assert_starts, fails, mahjong, ok, quiet};

#[test]
fn decompose_11123456789999m_has_one_reading() {
    // 111 2345678 9999: a 111 pung leaves 2345678 9999, which has no reading; so only
    // 11 + 123 456 789 999.
    let out = quiet(&["decompose", "11123456789999m"]);
    assert_eq!(
        out,
        "11123456789999m under classical rules: 1 decomposition; winning\n\
         1. chow 1m 2m 3m (concealed), chow 4m 5m 6m (concealed), chow 7m 8m 9m (concealed), \
         pung 9m 9m 9m (concealed) + pair 1m 1m\n\
         special hands: none\n"
    );
}

#[test]
fn decompose_british_allows_one_chow() {
    // 111222333m = three pungs (British, with the one chow 789p) or three chows (classical).
    let out = ok(&["--json", "decompose", "111222333m789p55s", "--rules", "british"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["rules"], "british");
    assert_eq!(v["winning"], true);
    let ds = v["decompositions"].as_array().unwrap();
    assert_eq!(ds.len(), 1);
    assert_eq!(ds[0]["chows"], 1);
    assert_eq!(ds[0]["pair"], "5s");
    assert_eq!(
        ds[0]["sets"][0],
        serde_json::json!({"kind": "pung", "tiles": ["1m", "1m", "1m"], "concealed": true, "meld": null})
    );
    let (_, out, _) = mahjong(&["--json", "decompose", "111222333m789p55s"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["decompositions"].as_array().unwrap().len(), 2);
}

#[test]
fn decompose_names_a_melded_set_and_special_hands() {
    // Four wind pungs (one exposed) and a pair: Four Blessings Hovering Over the Door.
    let out = ok(&["decompose", "222333444z55m [111z]"]);
    assert!(out.contains("pung 1z 1z 1z (exposed meld)"), "{out}");
    assert!(out.ends_with("special hands: Four Blessings Hovering Over the Door (limit)\n"), "{out}");
}

#[test]
fn waits_nine_sided_is_all_nine_craks() {
    // Every crak completes 1112345678999m in the standard form; the Wonders: 1m, 9m and a pair
    // -> 13 - 2 - 1 = 10; the Snake: 1m twice and 2m to 9m, no winds -> 13 - 10 = 3. Classical
    // has no seven-pair hand, so no such number.
    let out = ok(&["waits", "1112345678999m"]);
    let mut expected = String::from(
        "1112345678999m under classical rules: waits 1m 2m 3m 4m 5m 6m 7m 8m 9m\ncalling: yes — one for Mah Jong\n",
    );
    for n in 1..=9 {
        expected.push_str(&format!("  {n}m: standard\n"));
    }
    expected.push_str(
        "tiles away: standard 0, The Wriggling Snake 3, The Thirteen Unique Wonders 10; best 0\n\
         improving: 1m 2m 3m 4m 5m 6m 7m 8m 9m\n",
    );
    assert_eq!(out, expected);
}

#[test]
fn waits_thirteen_unique_wonders_on_thirteen_faces() {
    let out = ok(&["--json", "waits", "19m19p19s1234567z"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let orphans = ["1m", "9m", "1p", "9p", "1s", "9s", "1z", "2z", "3z", "4z", "5z", "6z", "7z"];
    assert_eq!(v["waits"]["tiles"], serde_json::json!(orphans));
    assert_eq!(v["waits"]["standard"], serde_json::json!([]));
    assert_eq!(
        v["waits"]["forms"][6],
        serde_json::json!({"tile": "1z", "standard": false, "special_hands": ["thirteen_unique_wonders"]})
    );
    assert_eq!(v["tiles_away"]["rules"], "classical");
    assert_eq!(v["tiles_away"]["standard"], 8);
    assert_eq!(v["tiles_away"]["thirteen_unique_wonders"], 0);
    assert_eq!(v["tiles_away"]["all_pair_honours"], serde_json::Value::Null);
    assert_eq!(v["calling"], true);
}

#[test]
fn waits_says_not_calling_when_no_tile_completes() {
    // 159m 159p 159s 1234z: no sets and no partial sets (gaps of four), so the standard form is
    // 8 away; the Wonders hold 1m 9m 1p 9p 1s 9s and the four winds, 10 faces, no pair:
    // 13 - 10 = 3. Any orphan drawn lowers that: a new face (5z 6z 7z) or a pair of a held one.
    // The Snake: the four winds and 1m 5m 9m of the craks' run: 13 - 7 = 6.
    let out = ok(&["waits", "159m159p159s1234z"]);
    assert_eq!(
        out,
        "159m159p159s1234z under classical rules: waits none\ncalling: no\n\
         tiles away: standard 8, The Wriggling Snake 6, The Thirteen Unique Wonders 3; best 3\n\
         improving: 1m 9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z\n"
    );
}

#[test]
fn waits_british_seven_pairs_of_honours_and_too_many_chows() {
    // 1m 9m 1p 9p 1s 1z pairs and a single 7z: All Pair Honours calling on 7z.
    let out = ok(&["waits", "1199m1199p11s11z7z", "--rules", "british"]);
    assert_starts(
        &out,
        "1199m1199p11s117z under british rules: waits 7z\ncalling: yes — one for Mah Jong\n  7z: All Pair Honours\n",
    );
    // Standard: four pairs grow into pungs (2 found each) and a pair (2): 13 - 10 = 3; the
    // Wonders: 7 faces and a pair, 13 - 8 = 5; Knitting: 1m-1p and 9m-9p twice each, 13 - 8 = 5.
    // The Snake: 11m and 9m, and East: 13 - 4 = 9; the Gates: 11m and 99m, 13 - 4 = 9; Triple
    // Knitting: two triples of Ones (1m 1p 1s twice, 6) and two of Nines (9m 9p twice, 4), 13 -
    // 10 = 3.
    assert!(
        out.ends_with(
            "tiles away: standard 3, The Wriggling Snake 9, The Thirteen Unique Wonders 5, All Pair Honours 0, \
             Knitting 5, Triple Knitting 3, The Gates of Heaven 9; best 0\nimproving: 7z\n"
        ),
        "{out}"
    );
    // Two chows melded under British rules: nothing completes it, and there is no number.
    let out = ok(&["waits", "456p78s11z [123m] [789m]", "--rules", "british"]);
    assert_eq!(
        out,
        "456p78s11z [123m] [789m] under british rules: waits none\ncalling: no\n\
         tiles away: none — more chows melded than british rules allow (1)\n"
    );
}

#[test]
fn waits_british_gates_of_heaven_without_the_standard_form() {
    // British allows one chow: 2345678 plus a crak needs two, so only The Gates of Heaven
    // (pair among 2 to 8) completes the hand.
    let out = ok(&["waits", "1112345678999m", "--rules", "british"]);
    assert_starts(
        &out,
        "1112345678999m under british rules: waits 2m 3m 4m 5m 6m 7m 8m\ncalling: yes — one for Mah Jong\n  2m: The Gates of Heaven\n",
    );
}

#[test]
fn three_player_hand_with_north_is_rejected() {
    let (code, out, err) = mahjong(&["waits", "19m19p19s1234567z", "--rules", "three-player"]);
    assert_eq!(code, 2);
    assert_eq!(out, "");
    assert_eq!(err, "mahjong: cannot use \"19m19p19s1234567z\": 4z is not in the three-player set\n");
}

#[test]
fn wrong_tile_count_and_unknown_rules_exit_2() {
    let err = fails(&["decompose", "123m"], 2);
    assert_eq!(err, "mahjong: cannot use \"123m\": 3 tiles in sets (kongs count 3); expected 14\n");
    let err = fails(&["waits", "1112345678999m", "--rules", "four-player"], 2);
    assert!(err.contains("--rules: unknown rule profile \"four-player\""), "{err}");
    let err = fails(&["waits", "10m"], 2);
    assert!(err.contains("column 2"), "{err}");
}

#[test]
fn tiles_away_of_a_complete_melded_hand() {
    let out = ok(&["tiles-away", "123m456p789s11z [555z]"]);
    assert_eq!(
        out,
        "123m456p789s11z [555z] under classical rules\ntiles away: standard -1; best -1\nimproving: none\n"
    );
    // 123456789m 1234z 5z: three chows and five single honours. One draw pairs an honour, a
    // second makes a second pair or a partial set: calling after two draws, so 2 away.
    let out = ok(&["--json", "tiles-away", "123456789m1234z5z"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["tiles_away"]["standard"], 2);
}

#[test]
fn tiles_away_counts_the_copies_in_melds() {
    // The last 1m (three are melded) cannot become the pair: a new pair is two tiles, 1 away.
    let (code, out, _) = mahjong(&["--json", "tiles-away", "1m234p567p789p [111m]"]);
    assert_eq!(code, 0, "{out}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["tiles_away"]["standard"], 1);
    assert_eq!(v["tiles_away"]["best"], 1);
}

#[test]
fn tiles_away_follows_the_rules_chow_limit() {
    // 123m 456m 789p 11z 55z: classical calling; British one chow: 123m (3) + pungs 11z, 55z
    // (2 each) + a pung and the pair finding one tile each = 9 of 13, so 4; two-player 6.
    // The JSON names the rules by their canonical names.
    let cases = [("classical", "classical", 0), ("british", "british", 4), ("two-player", "two_player", 6)];
    for (rules, name, n) in cases {
        let out = ok(&["--json", "tiles-away", "123456m789p1155z", "--rules", rules]);
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!((v["rules"].as_str(), v["tiles_away"]["standard"].as_i64()), (Some(name), Some(n)));
    }
    let err = fails(&["tiles-away", "456p78s11z [123m] [789m]", "--rules", "british"], 2);
    assert_eq!(
        err,
        "mahjong: cannot use \"456p78s11z [123m] [789m]\": 2 chows melded; british rules allow at most 1\n"
    );
}

#[test]
fn tiles_away_of_the_snake_the_gates_and_triple_knitting() {
    // 1s to 9s and E S W N, British: the Snake wants the second 1s (calling). The standard form
    // (one chow): 123s, and pungs and the pair finding one tile each among 4s to 9s and the
    // winds: 3 + 4 = 7, so 13 - 7 = 6. The Wonders: 1s 9s and the four winds, 13 - 6 = 7. All
    // Pair Honours: seven pairs of those six faces and another, one tile each: 13 - 6 = 7.
    // Knitting needs two suits: one tile per knitted pair at best, 13 - 7 = 6. The Gates in
    // bamboos: 1s, 9s, 2s to 8s: 13 - 9 = 4. Triple Knitting: five sets find a bamboo each, 8.
    assert_eq!(
        ok(&["tiles-away", "123456789s1234z", "--rules", "british"]),
        "123456789s1234z under british rules\n\
         tiles away: standard 6, The Wriggling Snake 0, The Thirteen Unique Wonders 7, All Pair Honours 7, \
         Knitting 6, Triple Knitting 8, The Gates of Heaven 4; best 0\nimproving: 1s\n"
    );
    // JSON: 111 2345678 999 craks is calling on the Gates (2m to 8m); the Snake is 3 away
    // (1m twice and 2m to 9m, no winds); Triple Knitting 8 (a crak per set).
    let out = ok(&["--json", "tiles-away", "1112345678999m", "--rules", "british"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let a = &v["tiles_away"];
    assert_eq!((a["gates_of_heaven"].as_i64(), a["wriggling_snake"].as_i64()), (Some(0), Some(3)));
    assert_eq!((a["triple_knitting"].as_i64(), a["best"].as_i64()), (Some(8), Some(0)));
    assert_eq!(a["improving"], serde_json::json!(["2m", "3m", "4m", "5m", "6m", "7m", "8m"]));
    // 1 2 3 4 in all three suits and 5m: Triple Knitting waits on 5p or 5s. Classical has
    // neither the Gates nor Triple Knitting: null.
    let out = ok(&["--json", "tiles-away", "12345m1234p1234s", "--rules", "two-player"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["tiles_away"]["triple_knitting"], 0);
    assert_eq!(v["tiles_away"]["improving"], serde_json::json!(["5p", "5s"]));
    let out = ok(&["--json", "tiles-away", "12345m1234p1234s"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["tiles_away"]["triple_knitting"], serde_json::Value::Null);
    assert_eq!(v["tiles_away"]["gates_of_heaven"], serde_json::Value::Null);
    assert!(v["tiles_away"]["wriggling_snake"].is_i64());
    // Three-player: no North wind, no Snake (and no number in the text).
    let out = ok(&["tiles-away", "1123456789s123z5z", "--rules", "three-player"]);
    assert!(!out.contains("wriggling snake"), "{out}");
}
