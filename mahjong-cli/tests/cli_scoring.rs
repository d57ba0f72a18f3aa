//! `mahjong score`, `mahjong settle` and `mahjong settle-american`, run as a user would. Every
//! expected value is worked out by hand in the comment above it, from the seed 003 and 004
//! tables.
mod common;
use common::{fails, json, mahjong, ok, run};

/// South player, West round, won on a discarded 4p (23p waited on 1p and 4p): [555z] exposed
/// major pung 4, 999m concealed major pung 8, going Mah Jong 10 = 22; pung of dragons: one
/// double. 22 × 2 = 44.
#[test]
fn score_prints_the_breakdown_and_the_total() {
    let (code, out, _) = mahjong(&["score", "[555z] 999m 234p 456s 77p ; win=4p seat_wind=S prevailing=W"]);
    assert_eq!(code, 0);
    let expected = [
        "rules: classical, limit 1000",
        &format!("  {:<48} {:>10}   5z 5z 5z", "Major tile Pung", "4 points"),
        &format!("  {:<48} {:>10}   9m 9m 9m", "Major tile Pung", "8 points"),
        &format!("  {:<48} {:>10}", "For going Mah Jong", "10 points"),
        &format!("  {:<48} {:>10}   5z 5z 5z", "Pung or Kong of Dragons", "1 double"),
        "points: 22, doubles: 1",
        "total: 44",
        "",
    ]
    .join("\n");
    assert_eq!(out, expected);
}

#[test]
fn score_json_has_the_same_breakdown() {
    let v = json(&["score", "[555z] 999m 234p 456s 77p ; win=4p seat_wind=S prevailing=W"]);
    assert_eq!((v["points"].as_u64(), v["doubles"].as_u64(), v["total"].as_u64()), (Some(22), Some(1), Some(44)));
    assert_eq!(v["rules"], "classical");
    assert_eq!(v["limit"], 1000);
    assert_eq!(v["is_limit"], false);
    let items = v["items"].as_array().unwrap();
    let names: Vec<_> = items.iter().map(|i| i["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Major tile Pung", "Major tile Pung", "For going Mah Jong", "Pung or Kong of Dragons"]);
    assert_eq!(items[1]["points"], 8);
    assert_eq!(items[1]["tiles"], serde_json::json!(["9m", "9m", "9m"]));
    assert_eq!(items[3]["doubles"], 1);
    assert_eq!(items[3]["kind"], "pung_of_dragons");
}

/// The JSON a score prints reads back (the core's `Deserialize`) as the score the core gives.
#[test]
fn score_json_reads_back_as_the_core_score() {
    use mahjong_core::{Hand, scoring};
    let hand = "[555z] 999m 234p 456s 77p ; win=4p seat_wind=S prevailing=W";
    let back: scoring::Score = serde_json::from_value(json(&["score", hand])).unwrap();
    assert_eq!(back, scoring::score(&Hand::parse(hand).unwrap(), &scoring::ScoreRules::classical()).unwrap());
}

/// East seat, East round, self-drawn: (1111z) 32 + (5555z) 32 + 999m 8 + 111p 8 + 10 + 2 = 92
/// (3p would also win: not the only possible tile); doubles: own wind, prevailing wind,
/// dragons, no chows = 4; 92 × 16 = 1472, cut to the limit 1000, or 1472 under --limit 2000.
#[test]
fn score_limit_1000_or_2000() {
    let hand = "(1111z) (5555z) 999m 111p 22p ; win=2p by=self seat_wind=E prevailing=E";
    let out = ok(&["score", hand]);
    assert!(out.ends_with("points: 92, doubles: 4\ntotal: 1000 (limit; 1472 before the limit)\n"), "{out}");
    let v = json(&["score", hand, "--limit", "2000"]);
    assert_eq!((v["total"].as_u64(), v["is_limit"].as_bool()), (Some(1472), Some(false)));
}

/// [222z] is the South player's own wind: 4 + 10 = 14, one double: 28. `--seat W` moves the
/// player to West: 14. `--seat W --prevailing S`: the prevailing wind doubles instead: 28.
#[test]
fn score_seat_and_prevailing_override_the_hand() {
    let hand = "[222z] 456p 456s 789s 99m ; win=9s seat_wind=S prevailing=W";
    assert_eq!(json(&["score", hand])["total"], 28);
    // `--seat` is still read as `--seat-wind`.
    assert_eq!(json(&["score", hand, "--seat", "W"])["total"], 14);
    let v = json(&["score", hand, "--seat-wind", "west", "--prevailing", "S"]);
    assert_eq!(v["total"], 28);
    assert_eq!(v["items"][2]["name"], "Pung or Kong of the prevailing Wind");
    assert_eq!((v["seat_wind"].as_str(), v["prevailing"].as_str()), (Some("west"), Some("south")));
}

/// British, South seat, 1f–4f: [222m] 2 + 444p 4 + 666s 4 + 20 + 16 = 46; own flower 1 +
/// complete set 2 = 3 doubles: 368. `--no-flowers`: 30. Classical with `--flowers`: 10 for Mah
/// Jong instead of 20 and no British table: 2 + 4 + 4 + 10 + 16 = 36, 3 doubles: 288.
#[test]
fn score_british_flowers_and_seasons() {
    let hand = "[222m] 444p 666s 789s 99m 1234f ; win=9s seat_wind=S prevailing=W";
    let v = json(&["score", hand, "--rules", "british"]);
    assert_eq!((v["points"].as_u64(), v["doubles"].as_u64(), v["total"].as_u64()), (Some(46), Some(3), Some(368)));
    assert_eq!(v["flowers_and_seasons"], true);
    assert_eq!(json(&["score", hand, "--rules", "british", "--no-flowers"])["total"], 30);
    assert_eq!(json(&["score", hand, "--rules", "classical"])["total"], 20);
    assert_eq!(json(&["score", hand, "--rules", "classical", "--flowers"])["total"], 288);
}

/// A loser (South): [555p] exposed minor pung 2, 444z concealed 8, 22z own wind pair 2: 12.
/// A losing hand holds 13 tiles (a kong counts 3).
#[test]
fn score_losing_hand() {
    let v = json(&["score", "--losing", "[555p] 444z 22z 13579m ; seat_wind=S"]);
    assert_eq!((v["points"].as_u64(), v["doubles"].as_u64(), v["total"].as_u64()), (Some(12), Some(0), Some(12)));
    let (code, out, err) = mahjong(&["score", "--losing", "5z"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(err, "mahjong: cannot score \"5z\": 1 tiles in sets (kongs count 3); expected 13\n");
}

/// A limit of 0 is refused, naming the limit.
#[test]
fn score_limit_zero_is_refused() {
    let (code, _, err) =
        mahjong(&["score", "--limit", "0", "[555z] 999m 234p 456s 77p ; win=4p seat_wind=S prevailing=W"]);
    assert_eq!(code, 2);
    assert!(err.ends_with(": limit 0 is not a limit: it must be at least 1\n"), "{err}");
    let err = fails(&["settle", "--winner", "S", "--limit", "0", "0", "60", "0", "0"], 2);
    assert_eq!(err, "mahjong: cannot settle: limit 0 is not a limit: it must be at least 1\n");
}

/// Seed 003: "one season and one flower is removed, usually Winter and Bamboo tiles".
#[test]
fn score_three_player_one_season_and_one_flower_is_removed_usually_winter_and_bamboo() {
    for tile in ["4f", "4g"] {
        let hand = format!("[222m] 456p 456s 789s 55z {tile} ; win=9s seat_wind=S prevailing=W");
        let err = fails(&["score", "--rules", "three-player", "--flowers", &hand], 2);
        assert!(err.ends_with(&format!(": {tile} is not used in this game\n")), "{err}");
    }
    // [222m] 2 + pair 55z 2 + 10 + 1f 4 + 3g 4 = 22.
    let v = json(&[
        "score",
        "--rules",
        "three-player",
        "--flowers",
        "[222m] 456p 456s 789s 55z 1f 3g ; win=9s seat_wind=S prevailing=W",
    ]);
    assert_eq!(v["total"], 22);
}

/// Four concealed wind kongs and a dragon pair: named as the special hand even though the
/// standard reading reaches the limit too.
#[test]
fn score_names_four_blessings_at_the_limit() {
    let v = json(&["score", "(1111z) (2222z) (3333z) (4444z) 55z ; win=5z"]);
    assert_eq!(
        (v["total"].as_u64(), v["special"].as_str()),
        (Some(1000), Some("Four Blessings Hovering Over the Door"))
    );
}

#[test]
fn score_bad_input() {
    // Unknown rules: exit 2, the names listed.
    let (code, out, err) = mahjong(&["score", "--rules", "riichi", "[555z] 999m 234p 456s 77p ; win=4p"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "mahjong: --rules: unknown rule profile \"riichi\": expected classical, british, two_player, three_player or mcr\n"
    );
    // A valid hand that does not win: exit 1, saying why.
    let (code, _, err) = mahjong(&["score", "123m 456p 789s 235s 99m ; win=2s"]);
    assert_eq!(code, 1);
    assert_eq!(
        err,
        "mahjong: cannot score \"123m 456p 789s 235s 99m ; win=2s\": not a Mah Jong hand under the classical rules\n"
    );
    // British: one chow per hand.
    let (code, _, err) = mahjong(&["score", "--rules", "british", "[123m] [456p] 456s 999s 99m ; win=9s"]);
    assert_eq!(code, 2);
    assert!(err.ends_with(": 2 chows; this game allows 1\n"), "{err}");
    // Three players: no North seat.
    let (code, _, err) =
        mahjong(&["score", "--rules", "three-player", "--seat-wind", "N", "[222m] 456p 456s 789s 55z ; win=9s"]);
    assert_eq!(code, 2);
    assert!(err.ends_with(": no player has the north wind at this table\n"), "{err}");
    // A bad wind, a bad hand.
    let (code, _, err) = mahjong(&["score", "--seat-wind", "up", "[222m] 456p 456s 789s 55z ; win=9s"]);
    assert_eq!(code, 2);
    assert!(err.contains("--seat-wind: unknown wind \"up\": expected east, south, west or north"), "{err}");
    let err = fails(&["score", "10m"], 2);
    assert!(err.contains("column 2: 0m is not a tile"), "{err}");
}

/// West wins with 40; East 30, South 8, North 12. To West: East 80, South 40, North 40.
/// Losers: South pays East 2 × 22 = 44 and North 4; North pays East 2 × 18 = 36.
/// Nets: East 0, South −88, West 160, North −72.
#[test]
fn settle_east_doubling_and_losers_settlement() {
    let out = ok(&["settle", "30", "8", "40", "12", "--winner", "W"]);
    assert_eq!(
        out,
        "rules: classical, limit 1000, winner: west\n\
         pays\\to       east   south    west   north\n\
         east             0       0      80       0\n\
         south           44       0      40       4\n\
         west             0       0       0       0\n\
         north           36       0      40       0\n\
         net              0     -88     160     -72\n"
    );
    let v = json(&["settle", "30", "8", "40", "12", "--winner", "west"]);
    assert_eq!(v["payments"]["nets"], serde_json::json!([0, -88, 160, -72]));
    assert_eq!(v["payments"]["table"][1], serde_json::json!([44, 0, 40, 4]));
    assert_eq!(v["winner"], "west");
}

/// The whole `--json` text of the settlement above, byte for byte: the keys of every object in
/// sorted order, the payments as the core reports them (`seats`, `table[from][to]`, `nets`).
#[test]
fn settle_json_is_printed_whole() {
    let (code, out, _) = mahjong(&["--json", "settle", "30", "8", "40", "12", "--winner", "W"]);
    assert_eq!(code, 0);
    let expected = serde_json::json!({
        "limit": 1000,
        "payments": {
            "nets": [0, -88, 160, -72],
            "seats": ["east", "south", "west", "north"],
            "table": [[0, 0, 80, 0], [44, 0, 40, 4], [0, 0, 0, 0], [36, 0, 40, 0]],
        },
        "rules": "classical",
        "scores": [30, 8, 40, 12],
        "winner": "west",
    });
    assert_eq!(out, format!("{}\n", serde_json::to_string_pretty(&expected).unwrap()));
    let keys =
        ["\"limit\"", "\"payments\"", "\"nets\"", "\"seats\"", "\"table\"", "\"rules\"", "\"scores\"", "\"winner\""];
    let at: Vec<_> = keys.iter().map(|k| out.find(k).unwrap()).collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "{out}");
}

/// An American wall game: nobody wins, nobody pays; the command's own fields (`format`,
/// `wall_game`, `line`, `notes`) sit beside the core's report, all keys sorted.
#[test]
fn settle_american_wall_game_json_is_printed_whole() {
    let (code, out, _) = mahjong(&["--json", "settle-american", "--wall-game"]);
    assert_eq!(code, 0);
    let expected = serde_json::json!({
        "format": "league",
        "jokerless_double": false,
        "line": null,
        "notes": [],
        "payments": {
            "nets": [0, 0, 0, 0],
            "seats": ["east", "south", "west", "north"],
            "table": [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
        },
        "self_drawn": false,
        "value": 0,
        "wall_game": true,
        "winner": null,
    });
    assert_eq!(out, format!("{}\n", serde_json::to_string_pretty(&expected).unwrap()));
}

/// Two players: West wins 30 against East's 70 and receives 30 + 40 = 70 (East not doubled).
/// A wall game pays nothing. A winner not at the table is an error.
#[test]
fn settle_two_player_wall_game_and_errors() {
    let v = json(&["settle", "70", "0", "30", "0", "--winner", "W", "--rules", "two-player"]);
    assert_eq!(v["payments"]["nets"], serde_json::json!([-70, 0, 70, 0]));
    // JSON names the profile by its canonical name, as `settle-hands` does.
    assert_eq!(v["rules"], "two_player");
    let v = json(&["settle", "40", "8", "16", "2"]);
    assert_eq!(v["payments"]["nets"], serde_json::json!([0, 0, 0, 0]));
    assert_eq!(v["winner"], serde_json::Value::Null);
    let err = fails(&["settle", "0", "0", "0", "0", "--winner", "N", "--rules", "three-player"], 2);
    assert_eq!(err, "mahjong: cannot settle: no player has the north wind at this table\n");
    let err = fails(&["settle", "1", "2", "3", "4", "--winner", "E", "--rules", "nope"], 2);
    assert!(err.contains("--rules: unknown rule profile \"nope\""), "{err}");
}

/// West wins a 25 line on South's discard: South 50, East and North 25. Self-drawn jokerless
/// announced 30 by North: 30 × 2 × 2 = 120 from each. Joker exchange: self-drawn. House rule:
/// the discarder pays 50 + 25 + 25 = 100. Dead hands still pay. Social: no payments.
#[test]
fn settle_american_payments() {
    let out = ok(&["settle-american", "--value", "25", "--winner", "W", "--discarder", "S"]);
    assert!(out.starts_with("winner: west, value 25, on a discard\n"), "{out}");
    assert!(out.ends_with("net            -25     -50     100     -25\n"), "{out}");
    let nets = |args: &[&str]| {
        let mut all = vec!["settle-american"];
        all.extend_from_slice(args);
        json(&all)["payments"]["nets"].clone()
    };
    assert_eq!(
        nets(&["--value", "30", "--winner", "N", "--self-drawn", "--jokerless", "--announced"]),
        serde_json::json!([-120, -120, -120, 360])
    );
    assert_eq!(
        nets(&["--value", "30", "--winner", "N", "--self-drawn", "--jokerless"]),
        serde_json::json!([-60, -60, -60, 180])
    );
    assert_eq!(
        nets(&["--value", "50", "--winner", "E", "--self-drawn", "--jokerless", "--announced", "--singles-and-pairs"]),
        serde_json::json!([300, -100, -100, -100])
    );
    assert_eq!(nets(&["--value", "35", "--winner", "S", "--joker-exchange"]), serde_json::json!([-70, 210, -70, -70]));
    // Both flags: a win right after a joker exchange is self-drawn, so they agree (as in Python).
    assert_eq!(
        nets(&["--value", "35", "--winner", "S", "--self-drawn", "--joker-exchange"]),
        serde_json::json!([-70, 210, -70, -70])
    );
    assert_eq!(
        nets(&["--value", "25", "--winner", "S", "--discarder", "E", "--discarder-pays-all"]),
        serde_json::json!([-100, 100, 0, 0])
    );
    let v = json(&["settle-american", "--value", "25", "--winner", "E", "--discarder", "W", "--dead", "S"]);
    assert_eq!(v["payments"]["table"][1][0], 25);
    let v = json(&["settle-american", "--value", "50", "--winner", "N", "--discarder", "E", "--social"]);
    assert_eq!((v["winner"].as_str(), v["value"].as_u64()), (Some("north"), Some(0)));
    assert_eq!(v["payments"]["nets"], serde_json::json!([0, 0, 0, 0]));
}

#[test]
fn settle_american_bad_input() {
    let err = fails(&["settle-american", "--value", "25", "--winner", "W", "--discarder", "W"], 2);
    assert_eq!(
        err,
        "mahjong: cannot settle: the player with the west wind cannot both win and throw the winning tile\n"
    );
    let err = fails(&["settle-american", "--value", "25", "--winner", "E", "--discarder", "N", "--dead", "N"], 2);
    assert!(err.contains("the hand of the player with the north wind is dead"), "{err}");
    // Neither a discarder nor self-drawn: clap refuses.
    let err = fails(&["settle-american", "--value", "25", "--winner", "W"], 2);
    assert!(err.contains("--discarder"), "{err}");
}

/// Seed 004: "Announce "jokerless" when you declare, or the bonus is lost." Winds-Dragons #1
/// (25), no joker, South wins on East's discard: not announced, East 50 and the others 25;
/// announced, doubled to 50: East 100, the others 50.
#[test]
fn settle_american_from_the_hand_jokerless_only_when_announced() {
    let out = ok(&["settle-american", "--hand", "NNNN EEE WWW SSSS", "--winner", "S", "--discarder", "E"]);
    assert!(
        out.starts_with("line: Winds-Dragons #1 (value 25, jokerless)\nwinner: south, value 25, on a discard\n"),
        "{out}"
    );
    assert!(out.ends_with("net            -50     100     -25     -25\n"), "{out}");
    let v =
        json(&["settle-american", "--hand", "NNNN EEE WWW SSSS", "--winner", "S", "--discarder", "E", "--announced"]);
    assert_eq!((v["value"].as_u64(), v["jokerless_double"].as_bool()), (Some(50), Some(true)));
    assert_eq!(v["payments"]["nets"], serde_json::json!([-100, 200, -50, -50]));
    assert_eq!(v["line"]["section"], "Winds-Dragons");
    // A card file gives the same line.
    let card = concat!(env!("CARGO_MANIFEST_DIR"), "/../cards/sample-2026.toml");
    let v = json(&["settle-american", "--hand", "NNNN EEE WWW SSSS", "--card", card, "--winner", "S", "--self-drawn"]);
    assert_eq!(v["payments"]["nets"], serde_json::json!([-50, 150, -50, -50]));
}

/// Contradictory flags: --jokerless for a hand holding a joker is an error; --announced without
/// --jokerless is harmless and noted; a hand no line matches exits 1.
#[test]
fn settle_american_contradictory_flags() {
    let err =
        fails(&["settle-american", "--hand", "NNNN EEE WWW SSSJ", "--winner", "S", "--self-drawn", "--jokerless"], 2);
    assert_eq!(err, "mahjong: cannot settle: jokerless was claimed but the hand holds jokers\n");
    let out = ok(&["settle-american", "--value", "25", "--winner", "W", "--discarder", "S", "--announced"]);
    assert!(out.starts_with("note: --announced without --jokerless changes nothing\nwinner: west, value 25,"), "{out}");
    // A line of singles and pairs gets no jokerless bonus, announced or not (value 50 stays 50).
    let args =
        ["--value", "50", "--winner", "W", "--discarder", "S", "--jokerless", "--announced", "--singles-and-pairs"];
    let out = ok(&[&["settle-american"][..], &args[..]].concat());
    assert!(
        out.starts_with(
            "note: the line is singles and pairs only: announcing jokerless changes nothing\n\
             winner: west, value 50, on a discard\n"
        ),
        "{out}"
    );
    let v = json(&["settle-american", "--hand", "NNNN EEE WWW SSSJ", "--winner", "S", "--self-drawn", "--announced"]);
    assert_eq!(v["notes"], serde_json::json!(["the hand holds jokers: announcing jokerless changes nothing"]));
    assert_eq!(v["payments"]["nets"], serde_json::json!([-50, 150, -50, -50]));
    let err = fails(&["settle-american", "--hand", "NNNN EEE WWW SSS 1b", "--winner", "S", "--self-drawn"], 1);
    assert!(err.contains("no line of"), "{err}");
    // --value and --hand together: clap refuses.
    run(&["settle-american", "--value", "25", "--hand", "NNNN EEE WWW SSSS", "--winner", "S", "--self-drawn"], 2);
}

/// "It is a wall game: nobody wins, and in the standard game nobody pays."
#[test]
fn settle_american_wall_game() {
    let (code, out, _) = mahjong(&["settle-american", "--wall-game"]);
    assert_eq!((code, out.as_str()), (0, "wall game: nobody wins, nobody pays\n"));
    let v = json(&["settle-american", "--wall-game"]);
    assert_eq!((v["winner"].is_null(), v["wall_game"].as_bool(), v["value"].as_u64()), (true, Some(true), Some(0)));
    assert_eq!(v["payments"]["nets"], serde_json::json!([0, 0, 0, 0]));
    // A wall game has no winner.
    run(&["settle-american", "--wall-game", "--winner", "S"], 2);
}

/// One call settles a whole hand. South wins with the hand of `score_prints_the_breakdown_and_the_total`
/// (seat South, West round: 44); East, West and North hold chows and a single tile, which score
/// nothing. Every loser pays South 44, East double (88); losers with equal scores settle nothing:
/// nets East -88, South +176, West -44, North -44.
#[test]
fn settle_hands_scores_each_seat_and_settles() {
    let nothing = "123m 456m 789p 123s 5s";
    let args = [
        "settle-hands",
        "--east",
        nothing,
        "--south",
        "[555z] 999m 234p 456s 77p ; win=4p",
        "--west",
        nothing,
        "--north",
        nothing,
        "--winner",
        "S",
        "--prevailing",
        "W",
    ];
    let (code, out, err) = mahjong(&args);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("rules: classical, limit 1000, winner: south\neast: 0\nsouth: 44\nwest: 0\nnorth: 0\n"),
        "{out}"
    );
    let v = json(&args);
    assert_eq!(v["payments"]["nets"], serde_json::json!([-88, 176, -44, -44]));
    // A seated player without a hand is named.
    let (code, _, err) = mahjong(&["settle-hands", "--east", nothing, "--winner", "S", "--prevailing", "E"]);
    assert_ne!(code, 0);
    assert!(err.contains("the south hand: no hand was given for the player with the south wind"), "{err}");
}

#[test]
fn a_self_drawn_win_names_no_discarder() {
    // The core refuses it, as in Rust, C and Python (West wins 25 self-drawn, South named).
    for how in ["--self-drawn", "--joker-exchange"] {
        let (code, _, err) = mahjong(&["settle-american", "--value", "25", "--winner", "W", "--discarder", "S", how]);
        assert_eq!(code, 2, "{err}");
        assert!(
            err.contains(
                "cannot settle: a win on the discard of the player with the south wind cannot also be self-drawn or after a joker exchange"
            ),
            "{err}"
        );
    }
}

/// Without --limit a hand is cut to the profile's own limit (the core's `ScoreRules::new`: 1000
/// for every table), the same as --limit 1000: the hand above, 92 × 16 = 1472, becomes 1000.
#[test]
fn score_limit_left_out_is_the_profiles_own() {
    let hand = "(1111z) (5555z) 999m 111p 22p ; win=2p by=self seat_wind=E prevailing=E";
    for rules in ["classical", "british", "two_player", "three_player"] {
        let default = json(&["score", "--rules", rules, hand]);
        assert_eq!(default["limit"], 1000, "{rules}");
        assert_eq!(default, json(&["score", "--rules", rules, "--limit", "1000", hand]), "{rules}");
    }
    assert_eq!(json(&["score", hand])["total"], 1000);
}
