//! `mahjong rules …`: each test named after the rule sentence of seeds 000, 001, 003, 004 (or
//! issue 5) it checks. Hands and values are the worked examples of
//! mahjong-core/tests/rules_card.rs, read against the lines of cards/sample-2026.toml.
mod common;
use common::{fails, json, mahjong, ok, run};

/// `mahjong --json rules calls HAND --discard TILE --from SEAT --seat SEAT --variant VARIANT`.
fn calls_json(hand: &str, discard: &str, from: &str, seat: &str, variant: &str) -> serde_json::Value {
    json(&["rules", "calls", hand, "--discard", discard, "--from", from, "--seat", seat, "--variant", variant])
}

/// `mahjong rules charleston --pass PASS --tiles TILES MORE…`.
fn charleston(pass: &str, tiles: &str, more: &[&str]) -> (i32, String, String) {
    mahjong(&[&["rules", "charleston", "--pass", pass, "--tiles", tiles][..], more].concat())
}

/// Late in a game (rules_card.rs `late_game`): two of every face, six flowers and all eight
/// jokers visible, written as groups.
fn late_game() -> String {
    let mut s = String::new();
    for suit in ["m", "p", "s"] {
        for n in 1..=9 {
            s.push_str(&format!("{n}{n}{suit} "));
        }
    }
    s.push_str("EE SS WW NN 00 GG RR FFFFFF JJJJJJJJ");
    s
}

#[test]
fn mah_jongg_on_the_discard_and_a_pung_are_the_calls_of_a_hand_waiting_on_it() {
    // Year 2026 1 (FFF 2026a 222b 2222c) waiting on a 2 bam: a pung of 2 bams (222b) or Mah Jongg.
    let out = ok(&["rules", "calls", "[FFF] 2026c 22b 2222d", "--discard", "2b", "--from", "0", "--seat", "1"]);
    assert!(out.starts_with("calls: pung, mah_jong\n"), "{out}");
    assert!(out.contains("mah jongg on 2b: yes"), "{out}");
    assert!(out.contains("\nno kong: seat 1 cannot call Kong on 2b: holds 2 of the 3 tiles needed\n"), "{out}");
    let v = json(&["rules", "calls", "[FFF] 2026c 22b 2222d", "--discard", "2b", "--from", "0", "--seat", "1"]);
    assert_eq!(v["calls"], serde_json::json!(["pung", "mah_jong"]));
    assert_eq!(v["facts"]["mah_jong"], true);
    assert_eq!(v["facts"]["dead"], false);
}

#[test]
fn keep_only_the_calls_that_leave_at_least_one_line_of_the_card_possible() {
    // Issue 5 option. NNNN exposed, EE and JJJ held, an East discarded: an East pung fits
    // Winds-Dragons 1 (NNNN EEE WWW SSSS), a kong WD 7 (ZZZZ ZZZZ DDDa DDDb); no line has an
    // East quint or sextet beside a North kong.
    let hand = "[NNNN] EE JJJ 1b 2b 3b 4b";
    let league = json(&["rules", "calls", hand, "--discard", "E", "--from", "0", "--seat", "2"]);
    assert_eq!(league["calls"], serde_json::json!(["pung", "kong", "quint", "sextet"]));
    assert_eq!(
        league["facts"]["keeps_a_line"],
        serde_json::json!({"pung": true, "kong": true, "quint": false, "sextet": false})
    );
    let out = ok(&["rules", "calls", hand, "--discard", "E", "--from", "0", "--seat", "2", "--keep-a-line"]);
    assert!(out.starts_with("calls: pung, kong\n"), "{out}");
    // The facts by call, in the core's order and names (`Call::SETS`).
    let out = ok(&["rules", "calls", hand, "--discard", "E", "--from", "0", "--seat", "2"]);
    assert!(out.contains("\nkeeps a line: pung yes, kong yes, quint no, sextet no\n"), "{out}");
}

#[test]
fn a_hand_whose_only_possible_lines_are_c_lines_calls_only_for_mah_jongg() {
    // Seed 000. Singles and Pairs 1 (NN EE WW SS XX0a XX0b XX0c) late in the game: only C lines
    // remain (7 of them); a North is refused, the 1 bam that completes XX0b is Mah Jongg.
    let hand = "NN EE WW SS 11c 11d 1b";
    let seen = late_game();
    let v = json(&["rules", "calls", hand, "--discard", "N", "--from", "0", "--seat", "2", "--visible", &seen]);
    assert_eq!(v["calls"], serde_json::json!([]));
    assert_eq!(v["facts"]["concealed_only"], true);
    assert_eq!(v["lines_possible"], serde_json::json!({"exposed": 0, "concealed": 7}));
    let v = json(&["rules", "calls", hand, "--discard", "1b", "--from", "0", "--seat", "2", "--visible", &seen]);
    assert_eq!(v["calls"], serde_json::json!(["mah_jong"]));
    // Nothing visible: every X line is still open and the North pung may be called.
    let v = json(&["rules", "calls", hand, "--discard", "N", "--from", "0", "--seat", "2"]);
    assert_eq!(v["calls"], serde_json::json!(["pung"]));
}

#[test]
fn a_discarded_joker_is_dead_and_may_never_be_claimed() {
    // Seed 000.
    let out = ok(&["rules", "calls", "[FFF] 2026c 22b 2222d", "--discard", "J", "--from", "0", "--seat", "1"]);
    assert!(out.starts_with("calls: none\nrefused: a discarded joker is dead and may never be claimed\n"), "{out}");
}

#[test]
fn chow_only_from_the_player_on_the_left_pung_from_anyone() {
    // Seed 000/003. Seat 1 plays after seat 0: it may chow 46m + 5m; seat 2 may not.
    let v = calls_json("46m 19p 123s 456s 789s", "5m", "0", "1", "chinese");
    assert_eq!(v["calls"], serde_json::json!(["chow"]));
    assert!(v.get("lines_possible").is_none());
    let v = calls_json("46m 19p 123s 456s 789s", "5m", "0", "2", "chinese");
    assert_eq!(v["calls"], serde_json::json!([]));
    let v = calls_json("55m 19p 123s 456s 789s", "5m", "0", "2", "british");
    assert_eq!(v["calls"], serde_json::json!(["pung"]));
}

#[test]
fn only_the_latest_discard_is_called_and_an_older_one_completes_no_hand() {
    // 123m 456p 789s 111z 5p waits on 5p alone: on the latest 5p, Mah Jong (and the pung of the
    // pair). An older discard cannot be called, so the assumed facts (`assumed_call_facts`, as
    // the C, Python and WebAssembly faces take them) give no Mah Jong on it either.
    let latest = calls_json("123m456p789s111z5p", "5p", "1", "0", "chinese");
    assert_eq!(latest["calls"], serde_json::json!(["pung", "mah_jong"]));
    assert_eq!(latest["facts"]["mah_jong"], true);
    let older = json(&[
        "rules",
        "calls",
        "123m456p789s111z5p",
        "--discard",
        "5p",
        "--from",
        "1",
        "--variant",
        "chinese",
        "--not-latest",
    ]);
    assert_eq!(older["calls"], serde_json::json!([]));
    assert_eq!(older["refused"], "only the most recent discard can be called");
    assert_eq!(older["facts"]["mah_jong"], false);
    // Eleven tiles in sets: the caller is refused, with no Mah Jong assumed.
    let out = ok(&["rules", "calls", "123m456p789s11z", "--discard", "5p", "--from", "1", "--variant", "chinese"]);
    assert_eq!(
        out,
        "calls: none\nrefused: seat 0 cannot call: the hand has 11 tiles in sets; a caller holds 13\nmah jongg on 5p: no\n"
    );
}

#[test]
fn exposures_that_fit_no_x_line_make_a_hand_dead() {
    // Seed 001: 777a fits 13579 1, NNNN Winds-Dragons 1; no line has both.
    let out = ok(&["rules", "dead", "[777c] [NNNN] 1b 2b 3b 4b 5b 6b"]);
    assert!(out.starts_with("dead hand: the exposures fit no single exposed line of the card\n"), "{out}");
    // No line has a sextet; the second exposure (index 1) fits nothing.
    let v = json(&["rules", "dead", "[777c] [2222c JJ] 1b 2b 3b 4b"]);
    assert_eq!(v["reason"]["reason"], "exposure_fits_no_line");
    assert_eq!(v["reason"]["exposure"], 1);
    // A pung of 7 craks alone fits ten X lines: a live hand, in the words the C face uses too.
    let v = json(&["rules", "dead", "[777c] 1b 2b 3b 4b 5b 6b 7b 8b 9b 1c"]);
    assert_eq!(v["dead"], false);
    let out = ok(&["rules", "dead", "[777c] 1b 2b 3b 4b 5b 6b 7b 8b 9b 1c"]);
    assert!(out.starts_with("live hand\nlines possible: 10 exposed, 0 concealed"), "{out}");
    assert_eq!(v["lines_possible"], serde_json::json!({"exposed": 10, "concealed": 0}));
}

#[test]
fn a_wrong_number_of_tiles_makes_a_hand_dead() {
    // Seed 004: after drawing the hand should hold 14.
    let (_, out, _) = mahjong(&["rules", "dead", "[777c] [NNNN] 1b 2b 3b 4b 5b 6b", "--phase", "drawn"]);
    assert!(out.starts_with("dead hand: wrong tile count: 13 tiles, 14 expected"), "{out}");
    let v = json(&["rules", "dead", "123m 456p", "--variant", "chinese"]);
    assert_eq!(v["reason"]["has"], 6);
    assert_eq!(v["reason"]["expected"], 13);
}

#[test]
fn strict_no_line_still_possible_given_the_tiles_visible_to_all() {
    // Issue 5 option. NNNN and SSS+J fit only Winds-Dragons 1, 5, 7; every East, green and red
    // dragon and seven jokers discarded (the eighth is in the exposure): each line needs a joker.
    let hand = "[NNNN] [SSS J] WWW 0 1b";
    let seen = "EEEE GGGG RRRR JJJJJJJ";
    let v = json(&["rules", "dead", hand, "--visible", seen, "--strict"]);
    assert_eq!(v["reason"]["reason"], "no_line_possible");
    // League rules do not apply the strict test.
    let v = json(&["rules", "dead", hand, "--visible", seen]);
    assert_eq!(v["dead"], false);
    assert_eq!(v["lines_possible"], serde_json::json!({"exposed": 0, "concealed": 0}));
    // Four jokers discarded (five visible with the exposure's): three left make EEE,
    // Winds-Dragons 1 is possible again.
    let v = json(&["rules", "dead", hand, "--visible", "EEEE GGGG RRRR JJJJ", "--strict"]);
    assert_eq!(v["dead"], false);
}

#[test]
fn earlier_valid_exposures_stay_available_for_joker_exchange() {
    // Seed 001: [FF J] and [77c J] fit 13579 8; [NNNN] fits no line with them and goes back.
    let v = json(&["rules", "dead", "[FF J] [77c J] [NNNN] 1b 2b 3b"]);
    assert_eq!(v["reason"]["reason"], "incompatible_exposures");
    assert_eq!(v["valid_exposures"], serde_json::json!([true, true, false]));
    let rack = v["rack"].as_str().unwrap();
    assert_eq!(rack.matches('[').count(), 2, "{rack}");
    // A C hand keeps none of them.
    let v = json(&["rules", "dead", "[FF J] [77c J] 1b 2b 3b 4b 5b 6b 7b", "--concealed-line"]);
    assert_eq!(v["reason"]["reason"], "concealed_hand_exposed");
    assert_eq!(v["rack"].as_str().unwrap().matches('[').count(), 0);
}

#[test]
fn three_tiles_each_pass_never_a_joker() {
    // Seed 000/001.
    let (code, out, _) = charleston("1", "2b 3b J", &[]);
    assert_eq!(code, 1);
    assert_eq!(out.trim(), "rejected: pass 1 (right): seat 0 passes a joker at position 3");
    let (code, out, _) = charleston("2", "2b 3b", &[]);
    assert_eq!(code, 1);
    assert_eq!(out.trim(), "rejected: pass 2 (over): seat 0 passes 2 tiles; this pass takes 3");
    // Right from seat 0 goes to seat 1, who plays next.
    let out = ok(&["rules", "charleston", "--pass", "first-right", "--tiles", "2b 3b N"]);
    assert_eq!(out.trim(), "allowed: pass 1 (first_right): seat 0 passes 2b 3b N to seat 1");
    // A tile not in the hand.
    let hand = "2b 3b 4b 5c 6c 7c 8c 9c N N E E W";
    let out = run(&["rules", "charleston", "--pass", "1", "--tiles", "2b 3b 5b", "--hand", hand], 1);
    assert!(out.contains("passes 5b at position 3 but does not hold it"), "{out}");
}

#[test]
fn a_blind_pass_is_allowed_on_the_last_pass_of_each_charleston() {
    // Seed 001: first left (pass 3) may pass blind the tiles just received; first right may not.
    let (code, _, _) = charleston("1", "2b 3b 4b", &["--blind", "3"]);
    assert_eq!(code, 1);
    let (code, out, _) = charleston("3", "2b 3b 4b", &["--blind", "3", "--received", "4b 5b 6b"]);
    assert_eq!(code, 0, "{out}");
    // Left from seat 0 goes to seat 3.
    assert!(out.ends_with("to seat 3\n"), "{out}");
}

#[test]
fn the_courtesy_pass_is_zero_to_three_tiles_across_the_lower_number_wins() {
    // Seed 000: seat 1 asks 2, seat 3 asks 1: both pass 1.
    let args = ["rules", "charleston", "--pass", "courtesy", "--seat", "1", "--asks", "2", "--partner-asks", "1"];
    let (code, out, _) = mahjong(&[&args[..], &["--tiles", "2b 3b"]].concat());
    assert_eq!(code, 1);
    assert!(out.contains("seat 1 passes 2 tiles; this pass takes 1"), "{out}");
    let (code, out, _) = mahjong(&[&args[..], &["--tiles", "2b"]].concat());
    assert_eq!(code, 0, "{out}");
    assert!(out.ends_with("to seat 3\n"), "{out}");
}

#[test]
fn with_fewer_than_four_players_the_charleston_is_skipped_unless_the_house_rule_plays_it() {
    // Seed 004.
    let (code, out, _) = charleston("1", "2b 3b 4b", &["--players", "3"]);
    assert_eq!(code, 1);
    assert!(out.contains("not played"), "{out}");
    let (code, _, _) = charleston("3", "2b 3b 4b", &["--players", "3", "--three-player-charleston"]);
    assert_eq!(code, 0);
}

#[test]
fn the_player_to_easts_left_may_take_a_missing_13th_tile_other_wrong_counts_mean_a_redeal() {
    // Seed 001. East is seat 0; seat 3 sits on East's left.
    let v = json(&["rules", "deal", "--counts", "14,13,13,12"]);
    assert_eq!(v["remedy"], "draw_missing_tile");
    assert_eq!(v["seat"], 3);
    assert_eq!(v["expected"], serde_json::json!([14, 13, 13, 13]));
    let v = json(&["rules", "deal", "--counts", "14,12,13,13"]);
    assert_eq!(v["remedy"], "redeal_same_east");
    assert_eq!(v["seat"], serde_json::Value::Null);
    // East is seat 1: seat 0 is on its left.
    let v = json(&["rules", "deal", "--counts", "12,14,13,13", "--dealer", "1"]);
    assert_eq!(v["seat"], 0);
    let (code, out, _) = mahjong(&["rules", "deal", "--counts", "14,13,13,13"]);
    assert_eq!((code, out.as_str()), (0, "remedy: play_on (play on)\nexpected: 14,13,13,13\n"));
    // Chinese play: always a redeal.
    let v = json(&["rules", "deal", "--counts", "14,13,13,12", "--variant", "chinese"]);
    assert_eq!(v["remedy"], "redeal_same_east");
}

#[test]
fn east_keeps_the_deal_after_winning_otherwise_the_deal_passes_on() {
    // Seed 003.
    let v =
        json(&["rules", "next-round", "--variant", "chinese", "--dealer", "0", "--prevailing", "E", "--winner", "2"]);
    assert_eq!((v["dealer"].as_u64(), v["prevailing"].as_str()), (Some(1), Some("east")));
    let v = json(&["rules", "next-round", "--variant", "chinese", "--dealer", "0", "--winner", "0"]);
    assert_eq!(v["dealer"], 0);
    assert_eq!(v["dealer_keeps"], true);
    // A draw keeps East.
    let (code, out, _) = mahjong(&["rules", "next-round", "--variant", "chinese", "--dealer", "2", "--wall-game"]);
    assert_eq!((code, out.as_str()), (0, "dealer: seat 2 (keeps the deal)\nprevailing wind: east\n"));
}

#[test]
fn the_prevailing_wind_advances_after_every_player_has_dealt() {
    // Seed 003: the fourth dealer (seat 3, first dealer seat 0) loses the deal: South round.
    let args = ["rules", "next-round", "--variant", "british", "--dealer", "3", "--first-dealer", "0", "--winner", "1"];
    let v = json(&args);
    assert_eq!((v["dealer"].as_u64(), v["prevailing"].as_str()), (Some(0), Some("south")));
    let (_, out, _) = mahjong(&[&args[..], &["--prevailing", "N"]].concat());
    assert_eq!(out, "game over: the north round has ended\n");
}

#[test]
fn american_east_passes_to_the_right_after_every_hand() {
    // Seed 001: even when East wins.
    let v = json(&["rules", "next-round", "--dealer", "0", "--winner", "0"]);
    assert_eq!(v["dealer"], 1);
    let v = json(&["rules", "next-round", "--dealer", "3", "--wall-game"]);
    assert_eq!(v["dealer"], 0);
}

#[test]
fn bad_input_exits_2_naming_what_is_wrong() {
    let err = fails(&["rules", "calls", "46m 123p 456p 789p 19s", "--discard", "5m", "--from", "0", "--seat", "7"], 2);
    // The core's words for a seat, as every face says them (`rules::limits::seat`).
    assert!(err.contains("--seat: seat 7 is not a seat (0 to 3)"), "{err}");
    let err = fails(&["rules", "calls", "46m 123p 456p 789p 19s", "--discard", "5x", "--from", "0", "--seat", "1"], 2);
    assert!(err.contains("--discard") && err.contains("5x\n   ^"), "{err}");
    let err = fails(&["rules", "dead", "[NNNN] 1b", "--visible", "EEE 5q"], 2);
    assert!(err.contains("--visible") && err.contains("EEE 5q\n       ^"), "{err}");
    let err = fails(
        &["rules", "calls", "46m 123p 456p 789p 19s", "--discard", "5m", "--from", "0", "--variant", "riichi"],
        2,
    );
    assert!(err.contains("--variant: unknown variant \"riichi\": expected american, chinese or british"), "{err}");
    let err = fails(&["rules", "deal", "--counts", "14,13,12"], 2);
    assert!(err.contains("--counts has 3 values"), "{err}");
    // A pass holds at most three tiles: the core's words (`rules::args::pass`), as Python's.
    let err = fails(&["rules", "charleston", "--pass", "1", "--tiles", "1b 2b 3b 4b"], 2);
    assert!(err.contains("--tiles: a pass holds at most 3 tiles, not 4"), "{err}");
    // Passes are numbered 1 to 7: a number past them gets the core's words
    // (`rules::args::charleston_pass`), as C and Python say them; a word that names no pass is
    // an unknown name.
    for n in ["9", "0", "-1", "99999999999999999999"] {
        let err = fails(&["rules", "charleston", &format!("--pass={n}"), "--tiles", "2b"], 2);
        assert_eq!(err, format!("mahjong: --pass: Charleston pass {n} is not a pass (1 to 7)\n"));
    }
    let err = fails(&["rules", "charleston", "--pass", "ninth", "--tiles", "2b"], 2);
    assert!(err.contains("--pass: unknown Charleston pass \"ninth\": expected first_right, first_over"), "{err}");
    let err = fails(&["rules", "next-round", "--winner", "1", "--wall-game"], 2);
    assert!(err.contains("--wall-game"), "{err}");
    let err = fails(&["rules", "dead", "[777c] 1b", "--card", "/nonexistent/card.toml"], 2);
    // Same wording as `mahjong check --card`, the path named once.
    assert!(err.starts_with("mahjong: bad card: /nonexistent/card.toml: cannot read the card file: "), "{err}");
    assert_eq!(err.matches("/nonexistent/card.toml").count(), 1, "{err}");
    let err = fails(&["rules", "next-round", "--players", "3", "--dealer", "0", "--winner", "3"], 2);
    // Three players sit at seats 0 to 2 (`Table::seat_in_play`).
    assert!(err.contains("--winner: seat 3 is not in play at a table of 3"), "{err}");
}

#[test]
fn two_player_no_chows_are_allowed_and_the_reason_is_printed() {
    // Seed 003: "No Chows are allowed" at two players; `calls: none` says why for each call.
    let args =
        ["rules", "calls", "46m 123p 456p 789p 19s", "--discard", "5m", "--from", "1", "--seat", "0", "--players", "2"];
    let (code, out, _) = mahjong(&[&args[..], &["--variant", "chinese"]].concat());
    assert_eq!(code, 0);
    assert!(out.starts_with("calls: none\nno chow: Chow is not a call in two-player play\n"), "{out}");
    assert!(out.contains("\nno pung: seat 0 cannot call Pung on 5m: holds 0 of the 2 tiles needed\n"), "{out}");
    let v = json(&[&args[..], &["--variant", "chinese"]].concat());
    assert_eq!(v["not_allowed"]["chow"], "Chow is not a call in two-player play");
    // Four players: seat 0 plays after seat 3, so the chow from seat 3 is offered.
    let v = calls_json("46m 123p 456p 789p 19s", "5m", "3", "0", "chinese");
    assert_eq!(v["calls"], serde_json::json!(["chow"]));
    assert!(v["not_allowed"].get("chow").is_none());
}

#[test]
fn american_tables_write_tiles_in_american_notation() {
    // A joker discard is J, not 0j; a 1 bam is 1b, not 1s.
    let (_, out, _) =
        mahjong(&["rules", "calls", "[FFF] 2026c 22b 2222d", "--discard", "J", "--from", "0", "--seat", "1"]);
    assert!(out.contains("\nmah jongg on J: no\n"), "{out}");
    let v = json(&["rules", "calls", "11b 5d", "--discard", "1b", "--from", "0", "--seat", "1"]);
    assert_eq!(v["discard"]["tile"], "1b");
    assert_eq!(v["not_allowed"]["kong"], "seat 1 cannot call Kong on 1b: holds 2 of the 3 tiles needed");
    let out = ok(&["rules", "charleston", "--pass", "1", "--tiles", "1b 2b N"]);
    assert_eq!(out.trim_end(), "allowed: pass 1 (first_right): seat 0 passes 1b 2b N to seat 1");
}

#[test]
fn a_kong_counts_as_one_complete_set_even_though_it_contains_four_tiles() {
    // Seed 000: kong + 3 + 3 + 2 + 2 = 13 tiles counted, a live hand waiting.
    let v = json(&["rules", "dead", "[1111m] 234m 567p 89s 11z", "--variant", "chinese"]);
    assert_eq!(v["dead"], false);
    // The verdict's words are the core's (`rules::DeadHandVerdict`, as C writes them).
    assert_eq!(ok(&["rules", "dead", "[1111m] 234m 567p 89s 11z", "--variant", "chinese"]), "live hand\n");
    let v = json(&["rules", "dead", "[1111m] 234m 567p 89s 11z", "--variant", "chinese", "--phase", "drawn"]);
    assert_eq!(v["reason"]["message"], "wrong tile count: 13 tiles, 14 expected");
}

#[test]
fn three_or_four_rounds_as_agreed() {
    // Seed 003, three players: the West round's last dealer (seat 2) loses the deal.
    let base = ["rules", "next-round", "--dealer", "2", "--first-dealer", "0", "--prevailing", "W", "--winner", "0"];
    let three = ["--players", "3", "--variant", "chinese"];
    let (code, out, _) = mahjong(&[&base[..], &three[..], &["--wind-rounds", "3"]].concat());
    assert_eq!(code, 0);
    assert_eq!(out.trim_end(), "game over: the west round has ended");
    let v = json(&[&base[..], &three[..]].concat());
    assert_eq!(
        (v["prevailing"].as_str(), v["dealer"].as_u64(), v["finished"].as_bool()),
        (Some("north"), Some(0), Some(false))
    );
    let (code, _, err) = mahjong(&[&base[..], &three[..], &["--wind-rounds", "5"]].concat());
    assert_eq!(code, 2);
    assert!(err.contains("--wind-rounds 5 is out of range: 0 (all four) or 1 to 4 wind rounds"), "{err}");
}

#[test]
fn a_chinese_caller_holds_thirteen_tiles_in_sets() {
    // Seed 000: a kong counts three; 34, 14 or 1 tiles cannot call.
    for (hand, n) in [("1111222233334444m 1111222233334444p 55p", 34), ("46m 123p 456p 789p 11s 2s", 14), ("5p", 1)] {
        let v =
            json(&["rules", "calls", hand, "--discard", "5p", "--from", "1", "--seat", "0", "--variant", "chinese"]);
        assert_eq!(v["calls"], serde_json::json!([]), "{hand}");
        assert_eq!(
            v["refused"],
            format!("seat 0 cannot call: the hand has {n} tiles in sets; a caller holds 13"),
            "{hand}"
        );
    }
}

#[test]
fn the_caret_stands_under_the_bad_character_of_a_padded_discard() {
    let (code, _, err) = mahjong(&["rules", "calls", "1b", "--discard", "  5x", "--from", "1"]);
    assert_eq!(code, 2, "{err}");
    // The bad suit letter x is the 4th character of "  5x": the caret stands under it.
    let lines: Vec<&str> = err.lines().collect();
    let echo = lines.iter().position(|l| l.ends_with("  5x")).expect(&err);
    let caret = lines[echo + 1];
    let at = lines[echo].len() - 1;
    assert_eq!(caret.find('^'), Some(at), "{err}");
}

#[test]
fn the_discard_and_the_hand_must_be_tiles_of_the_tables_set() {
    // The American set's eight flowers are interchangeable: a Chinese flower discarded at an
    // American table is the flower (the core's `rules::check_discard_tile`, as C, Python and
    // WebAssembly read it). With one flower held it is a pair, callable only to win: year 2026 5
    // (FF 2026c 2026d DDDD, green for bams) is completed by it, as by `F`; the flower held counts
    // toward a Pung (1 of the 2 tiles needed). A Chinese flower is shown as its own tile.
    let hand = "F 2026c 2026d GGGG";
    for flower in ["1f", "F", "4f", "1g"] {
        let out = run(&["rules", "calls", hand, "--discard", flower, "--from", "1"], 0);
        assert!(out.starts_with("calls: mah_jong\nno pung: seat 0 cannot call Pung on "), "{flower}: {out}");
        assert!(out.contains(": holds 1 of the 2 tiles needed\n"), "{flower}: {out}");
        assert!(out.lines().any(|l| l.starts_with("mah jongg on ") && l.ends_with(": yes")), "{flower}: {out}");
    }
    // A joker is not in the Chinese 144: the core's `RulesError::DiscardNotInSet`, as it reads.
    let args = ["rules", "calls", "46m 123p 456p 789p 19s", "--discard", "J", "--from", "1", "--variant", "chinese"];
    let err = fails(&args, 2);
    assert!(err.contains("--discard: the discard 0j is not a tile of the Chinese 144 set"), "{err}");
    let args = ["rules", "calls", "46m 123p 456p 789p 1s 0j", "--discard", "5m", "--from", "3", "--variant", "chinese"];
    let err = fails(&args, 2);
    assert!(err.contains("Chinese 144"), "{err}");
    // Three players play without North.
    let args = ["rules", "calls", "46m 123p 456p 789p 19s", "--discard", "4z", "--from", "1", "--variant", "chinese"];
    let (code, _, err) = mahjong(&[&args[..], &["--players", "3"]].concat());
    assert_eq!(code, 2);
    assert!(err.contains("--discard: the discard 4z is not a tile of the three-player 138 set"), "{err}");
}

/// The American set's eight flowers are interchangeable, so a Chinese flower or season written in
/// a hand (MPSZ `1f`, `4g`; the American notation writes only `F`) is the flower at an American
/// table, as a drawn or discarded one is: the core's `american::parse_hand_in`. The command
/// refused such a hand ("the American 152 set has no flower 1") while the card, the dead-hand
/// rule and every other face read it.
#[test]
fn a_chinese_flower_in_a_hand_at_an_american_table_is_the_flower() {
    // Year 2026 #1 (FFF 2026a 222b 2222c), its flowers written 1f 2f 3g: the same match as FFF.
    let flowers = "1f2f3g 226m5z 222s 2222p";
    let out = run(&["check", flowers], 0);
    assert!(out.starts_with("Year 2026 #1: FFF 2026 222 2222 "), "{out}");
    assert_eq!(out, run(&["check", "FFF 2026c 222b 2222d"], 0));
    // Fourteen tiles once drawn: no wrong tile count (the three flowers are held).
    assert!(run(&["rules", "dead", "--phase", "drawn", flowers], 0).starts_with("live hand\n"));
    // Year 2026 #5 (FF 2026c 2026d DDDD, green for bams) waiting on its second flower: the same
    // calls with the one held written 1f as with F.
    let with_f = run(&["rules", "calls", "F 2026c 2026d GGGG", "--discard", "1g", "--from", "1"], 0);
    assert!(with_f.starts_with("calls: mah_jong\n"), "{with_f}");
    assert_eq!(run(&["rules", "calls", "1f 226m 226p 55z 6666z", "--discard", "1g", "--from", "1"], 0), with_f);
    // Eight flowers at most, whatever their faces: eight Chinese ones and an F are nine.
    let err = fails(&["check", "1f 2f 3f 4f 1g 2g 3g 4g 0f 11m"], 2);
    assert!(err.contains(": 9 copies of flower (0f); the American 152 set has 8"), "{err}");
    // A Chinese table keeps flowers apart: its 136-tile set has none.
    let err = fails(&["parse", "--set", "chinese_136", "1f 11m"], 2);
    assert!(err.contains("column 1: the Chinese 136 set has no flower 1 (1f)"), "{err}");
}

#[test]
fn deal_counts_above_fifteen_and_visible_counts_above_the_set_are_refused() {
    let err = fails(&["rules", "deal", "--counts", "255,255,255,255"], 2);
    assert!(err.contains("--counts: deal count 255 is out of range: 0 to 15 tiles a seat"), "{err}");
    run(&["rules", "deal", "--counts", "15,13,13,13"], 0);
    let err = fails(&["rules", "dead", "1b 2b", "--visible", "1b 1b 1b 1b 1b"], 2);
    // The tile as the American table writes it (1 bam), as in the other rules messages.
    assert!(err.contains("--visible: 5 of 1b visible, but the American set has 4"), "{err}");
}

#[test]
fn a_table_of_nine_players_is_refused_with_the_core_rule_error() {
    let base = ["rules", "next-round", "--dealer", "0", "--prevailing", "E", "--wall-game", "--variant", "chinese"];
    let (code, _, err) = mahjong(&[&base[..], &["--players", "9"]].concat());
    assert_eq!(code, 2);
    assert!(err.contains("--players 9 is out of range: 2 to 4 players"), "{err}");
    let (code, _, err) = mahjong(&[&base[..], &["--players", "1"]].concat());
    assert_eq!(code, 2);
    assert!(err.contains("--players 1 is out of range: 2 to 4 players"), "{err}");
    let (code, out, _) = mahjong(&[&base[..], &["--players", "2"]].concat());
    assert_eq!(code, 0, "{out}");
}
