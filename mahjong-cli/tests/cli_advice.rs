//! `mahjong odds` and `mahjong advise`, run as a user would. Expected numbers are worked out by
//! hand from the sample card (cards/sample-2026.toml) and the 152-tile set.
mod common;
use common::{fails, mahjong, ok, quiet};

fn json(out: &str) -> serde_json::Value {
    serde_json::from_str(out).expect("JSON output")
}

/// "NNNN EEE WWW SSS" is one tile from Winds-Dragons #1 (NNNN EEE WWW SSSS): the last South or
/// any of the 8 jokers completes it, among the 152 − 13 = 139 unseen tiles.
#[test]
fn odds_of_one_draw_are_the_completing_tiles_over_the_unseen_pool() {
    let out = quiet(&["odds", "NNNN EEE WWW SSS", "--draws", "1", "-k", "1", "--json"]);
    let v = json(&out);
    assert_eq!(v["draws"], 1);
    let line = &v["lines"][0];
    assert_eq!((line["form"]["section"].as_str(), line["form"]["number"].as_u64()), (Some("Winds-Dragons"), Some(1)));
    assert!((line["probability"].as_f64().unwrap() - 9.0 / 139.0).abs() < 1e-15);
    assert!((line["expected_points"].as_f64().unwrap() - 25.0 * 9.0 / 139.0).abs() < 1e-12);
    assert_eq!(line["form"]["needed_eligible"], serde_json::json!(["2z"]));
}

/// With the default 24 draws: 1 − the chance that none of the 9 completing tiles is drawn.
/// Seeing a South and two jokers leaves 6 of 136.
#[test]
fn odds_default_to_a_fresh_wall_and_take_visible_tiles() {
    let miss =
        |good: usize, pool: usize| (0..24).map(|i| (pool - good - i) as f64 / (pool - i) as f64).product::<f64>();
    let out = ok(&["odds", "NNNN EEE WWW SSS", "-k", "1", "--json"]);
    let v = json(&out);
    assert_eq!(v["draws"], 24);
    assert!((v["lines"][0]["probability"].as_f64().unwrap() - (1.0 - miss(9, 139))).abs() < 1e-12);
    let out = ok(&["odds", "NNNN EEE WWW SSS", "-k", "1", "--json", "--visible", "S J J"]);
    let p = json(&out)["lines"][0]["probability"].as_f64().unwrap();
    assert!((p - (1.0 - miss(6, 136))).abs() < 1e-12);
    let (code, text, _) = mahjong(&["odds", "NNNN EEE WWW SSS", "-k", "1", "--draws", "1"]);
    assert_eq!(code, 0);
    assert!(
        text.starts_with("odds over 1 draws:\n1. Winds-Dragons #1: NNNN EEE WWW SSSS (X, value 25): 1 tile away\n")
    );
    assert!(text.contains("odds:   0.064748 (6.47%)"), "{text}");
}

/// Discarding the stray 9 of bams keeps Year 2026 #6 (FF 2026a 2026b 2026c) one tile away.
#[test]
fn advise_discards_the_tile_no_close_line_uses() {
    let out = ok(&["advise", "FF 2026c 2026b 202d 9b", "--json"]);
    let v = json(&out);
    let d = &v["discards"];
    // One entry per distinct tile: F, 2c, the soap, 6c, 2b, 6b, 2d, 9b.
    assert_eq!(d.as_array().unwrap().len(), 8);
    assert_eq!(d[0]["discard"], "9s");
    assert_eq!(d[0]["lines"][0]["form"]["section"], "Year 2026");
    assert_eq!(d[0]["lines"][0]["form"]["number"], 6);
}

/// The standard efficiency table: discarding 5p leaves 123456789m 1122z calling on 1z or 2z,
/// two unseen copies of each among 136 − 14 = 122.
#[test]
fn advise_with_rules_gives_standard_discard_advice() {
    let out = ok(&["advise", "123456789m1122z5p", "--rules", "classical", "--json", "-k", "1"]);
    let v = json(&out);
    let top = &v["discards"][0];
    assert_eq!((top["discard"].as_str(), top["tiles_away"].as_i64()), (Some("5p"), Some(0)));
    assert_eq!(top["improving"], serde_json::json!([{"tile": "1z", "unseen": 2}, {"tile": "2z", "unseen": 2}]));
    assert_eq!((top["improving_copies"].as_u64(), top["pool"].as_u64()), (Some(4), Some(122)));
    assert!((top["chance"].as_f64().unwrap() - 4.0 / 122.0).abs() < 1e-15);
}

/// Eleven winds and two stray tiles: on the first left pass the best choice passes both strays
/// and one tile blind, keeping every wind.
#[test]
fn advise_a_charleston_pass_with_a_blind_pass_where_allowed() {
    let out = ok(&["advise", "NNN EEE WWW SS 1b 5c", "--pass", "first-left", "--json", "-k", "1"]);
    let top = &json(&out)["choices"][0];
    assert_eq!(top["blind"], 1);
    let mut pass: Vec<&str> = top["pass"].as_array().unwrap().iter().map(|t| t.as_str().unwrap()).collect();
    pass.sort();
    assert_eq!(pass, ["1s", "5m"]);
    // The first right pass allows no blind pass: three tiles from the hand.
    let out = ok(&["advise", "NNN EEE WWW SS 1b 5c", "--pass", "1", "--json"]);
    let choices = json(&out)["choices"].as_array().unwrap().clone();
    assert!(choices.iter().all(|c| c["blind"] == 0 && c["pass"].as_array().unwrap().len() == 3));
}

#[test]
fn bad_input_names_the_tile_count_or_argument() {
    let (code, _, err) = mahjong(&["odds", "NNNN EEE WWW SSS", "--visible", "NN"]);
    assert_eq!(
        (code, err.trim()),
        (2, "mahjong: --visible: tile 4z: the hand and the visible tiles hold 6 of it; the set has 4")
    );
    let (code, _, err) = mahjong(&["odds", "NNNN EEE WWW SSS", "--draws", "100"]);
    assert_eq!((code, err.trim()), (2, "mahjong: --draws: draws is 100, beyond the wall: at most 99"));
    let (code, _, err) = mahjong(&["advise", "NNNN EEE WWW SSS"]);
    assert_eq!((code, err.trim()), (2, "mahjong: NNNN EEE WWW SSS: the hand has 13 tiles; discard advice takes 14"));
    let (code, _, err) = mahjong(&["odds", "NNNN EEE"]);
    assert_eq!((code, err.trim()), (2, "mahjong: NNNN EEE: the hand has 7 tiles; odds takes 10 to 14"));
    let (code, _, err) = mahjong(&["advise", "123456789m1122z5p", "--rules", "classical", "--visible", "9m9m9m9m"]);
    assert_eq!(
        (code, err.trim()),
        (2, "mahjong: --visible: tile 9m: the hand and the visible tiles hold 5 of it; the set has 4")
    );
    let err = fails(&["odds", "NNNN EEE WWW SSS", "--visible", "Q"], 2);
    assert!(err.starts_with("mahjong: --visible: cannot read \"Q\""), "{err}");
    // The whole text is echoed, the caret under the bad letter of its second word.
    let err = fails(&["odds", "NNNN EEE WWW SSS", "--visible", "S 5q"], 2);
    assert!(err.starts_with("mahjong: --visible: cannot read \"S 5q\": column 4:"), "{err}");
    assert!(err.contains("S 5q\n"), "{err}");
    let err = fails(&["odds", "NNNN EEE WWW SSS", "--json", "--draws", "100"], 2);
    assert_eq!(json(err.trim())["error"], "--draws: draws is 100, beyond the wall: at most 99");
}

/// `odds -k 0` leaves room for no line: the core's `AdviceError::NoRoom` (kind AdviceNoRoom), the
/// words C, Python and WebAssembly give for k = 0.
#[test]
fn odds_k_0_is_the_cores_no_room() {
    let err = fails(&["odds", "NNNN EEE WWW SSS", "-k", "0"], 2);
    assert_eq!(err, "mahjong: -k: 0 results asked for (k is 0): ask for at least one\n");
}

/// Charleston advice reads its pass as `rules charleston` does: 1 to 7 or a name, a number past
/// them refused in the core's words (`rules::args::charleston_pass`), as C and Python say them.
#[test]
fn advise_pass_out_of_range_is_the_cores_words() {
    let err = fails(&["advise", "NNN EEE WWW SS 1b 5c", "--pass", "8"], 2);
    assert_eq!(err, "mahjong: --pass: Charleston pass 8 is not a pass (1 to 7)\n");
    // Pass 7 is the courtesy pass, by number or by name.
    let by_number = ok(&["advise", "NNN EEE WWW SS 1b 5c", "--pass", "7"]);
    assert!(by_number.starts_with("courtesy over "), "{by_number}");
    assert_eq!(by_number, ok(&["advise", "NNN EEE WWW SS 1b 5c", "--pass", "courtesy"]));
}

/// `-k` and `--draws` are read by the core's readers of those counts (`advice::k`,
/// `advice::draws`), as C, Python and WebAssembly read them: the largest card holds 1024 hands of
/// 255 lines (261120), so 261121 results are never asked for; a draw count past 32 bits neither.
#[test]
fn k_and_draws_past_the_cores_limits_are_refused_in_its_words() {
    let err = fails(&["odds", "NNNN EEE WWW SSS", "-k", "261121"], 2);
    assert!(err.contains("k 261121 is out of range: 1 to 261120 results (the most lines a card holds)"), "{err}");
    let err = fails(&["nearest", "NNNN EEE WWW SSS", "-k", "261121"], 2);
    assert!(err.contains("k 261121 is out of range: 1 to 261120"), "{err}");
    let err = fails(&["advise", "NNNN EEE WWW SSS 1b", "--draws", "4294967296"], 2);
    assert!(err.contains("draws 4294967296 is out of range"), "{err}");
    // The limits themselves are taken; the largest k is every line with a chance.
    assert_eq!(ok(&["odds", "NNNN EEE WWW SSS", "-k", "261120"]), ok(&["odds", "NNNN EEE WWW SSS"]));
    assert!(ok(&["nearest", "NNNN EEE WWW SSS", "-k", "261120"]).lines().count() > 1);
}
