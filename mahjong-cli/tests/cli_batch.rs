//! Many hands per run (`-` for standard input, `--file FILE`), shell completions and man pages.
//! American values are read from the sample card (Year 2026 #1 "FFF 2026a 222b 2222c", value
//! 25, doubled when jokerless is announced); columns are counted by hand in the inputs below.

mod common;
use common::{fails, mahjong, mahjong_stdin, temp_file};

/// A comment (line 1), a good hand (2), a blank line (3), a bad tile at column 8 after two
/// spaces and "123m " (4), a good hand with a joker (5), a hand of 3 tiles (6), bytes that are
/// not UTF-8 (7).
const MIXED: &[u8] = b"# American hands\nFFF 2026c 222b 2222d\n\n  123m 0p\n[222b] [FFJ] 2026c 2222d\n123c\n\xff\xfe\n";

#[test]
fn check_file_prints_one_line_per_hand_and_goes_on_after_a_bad_line() {
    let file = temp_file("batch", "mixed.txt", MIXED);
    let (code, out, err) = mahjong(&["check", "--file", &file]);
    assert_eq!(
        out,
        "line 2: FFF 2026c 222b 2222d => Year 2026 #1 (value 25; 50 points if jokerless is announced, else 25; jokerless)\n\
         line 4, column 8: error: 0p is not a tile: numbers run 1 to 9\n\
         line 5: [222b] [FFJ] 2026c 2222d => Year 2026 #1 (value 25; 25 points; 1 joker)\n\
         line 6: error: the hand has 3 tiles; a hand to match has 14\n\
         line 7, column 1: error: the line is not UTF-8\n"
    );
    assert_eq!((code, err.as_str()), (2, ""), "a line failed: exit 2");
    // The same input on standard input gives the same lines.
    let (code2, out2, _) = mahjong_stdin(&["check", "-"], MIXED);
    assert_eq!((code2, out2), (2, out));
}

#[test]
fn check_json_lines_carry_line_numbers_and_columns() {
    let (code, out, _) = mahjong_stdin(&["--json", "check", "-"], MIXED);
    assert_eq!(code, 2);
    let rows: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let lines: Vec<u64> = rows.iter().map(|r| r["line"].as_u64().unwrap()).collect();
    assert_eq!(lines, [2, 4, 5, 6, 7]);
    assert_eq!(rows[0]["input"], "FFF 2026c 222b 2222d");
    assert_eq!(
        (rows[0]["match"]["section"].as_str(), rows[0]["match"]["number"].as_u64()),
        (Some("Year 2026"), Some(1))
    );
    assert_eq!(rows[0]["match"]["points"], 50);
    assert_eq!(
        (rows[1]["column"].as_u64(), rows[1]["error"].as_str()),
        (Some(8), Some("0p is not a tile: numbers run 1 to 9"))
    );
    assert_eq!(rows[2]["match"]["points"], 25);
    assert_eq!(rows[3]["column"], 0, "the tile count is about the hand as a whole");
    assert_eq!(rows[4]["column"], 1);
}

#[test]
fn every_line_read_is_exit_0_and_no_match_is_not_a_failure() {
    // 14 tiles that match no line: a result line, not an error.
    let (code, out, _) = mahjong_stdin(&["check", "-"], b"FFF 2026c 222b 2222d\n111c 222c 333c 444c 55c\n");
    assert_eq!(code, 0);
    assert_eq!(out.lines().nth(1), Some("line 2: 111c 222c 333c 444c 55c => no line matches"));
}

#[test]
fn a_missing_file_is_bad_input_naming_the_file() {
    let (code, out, err) = mahjong(&["check", "--file", "/nonexistent/hands.txt"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.starts_with("mahjong: cannot read /nonexistent/hands.txt: "), "{err}");
    // Neither a hand nor --file: a usage error.
    let err = fails(&["check"], 2);
    assert!(err.contains("<HAND>"), "{err}");
}

/// Each batch line of waits, tiles-away, score and nearest carries the same result as the
/// command run on that hand alone.
#[test]
fn batch_results_equal_single_hand_results() {
    let cases: [(&str, &[&str], &str); 4] = [
        ("waits", &["1112345678999m", "123m456p789s11z55z"], "waits"),
        ("tiles-away", &["123m456p789s111z5z", "19m19p19s1234567z"], "tiles_away"),
        ("score", &["[555z] 999m 234p 456s 77p ; win=4p seat_wind=S prevailing=W", "123m456p789s111z55z"], "total"),
        ("nearest", &["[222b] [FFJ] 2026c 222d"], "nearest"),
    ];
    for (command, hands, key) in cases {
        let input = hands.join("\n") + "\n";
        let (code, out, err) = mahjong_stdin(&["--json", command, "-"], input.as_bytes());
        assert_eq!(code, 0, "{command}: {err}{out}");
        let rows: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
        assert_eq!(rows.len(), hands.len(), "{command}");
        for (i, hand) in hands.iter().enumerate() {
            let (code, single, _) = mahjong(&["--json", command, hand]);
            assert_eq!(code, 0, "{command} {hand}");
            let single: serde_json::Value = serde_json::from_str(&single).unwrap();
            assert_eq!(rows[i]["line"].as_u64(), Some(i as u64 + 1));
            assert_eq!(rows[i][key], single[key], "{command} {hand}");
        }
    }
}

/// The README's hand under the classical table: 22 points, 1 double, total 44 (the breakdown is
/// worked out in cli_scoring's single-hand test); the second line is not a hand to score.
#[test]
fn score_batch_text_and_a_hand_that_is_not_mah_jong() {
    let input = b"[555z] 999m 234p 456s 77p ; win=4p seat_wind=S prevailing=W\n123m\n";
    let (code, out, _) = mahjong_stdin(&["score", "-"], input);
    assert_eq!(code, 2);
    assert_eq!(
        out,
        "line 1: [555z] 999m 234p 456s 77p ; win=4p seat_wind=S prevailing=W => points 22, doubles 1, total 44\n\
         line 2: error: 3 tiles in sets (kongs count 3); expected 14\n"
    );
}

#[test]
fn tiles_away_and_waits_text_lines() {
    // 1112345678999m: the Nine Gates shape, calling on all nine craks (standard 0).
    let (code, out, _) = mahjong_stdin(&["waits", "-"], b"1112345678999m\n");
    assert_eq!(code, 0);
    assert!(
        out.starts_with("line 1: 1112345678999m => waits 1m 2m 3m 4m 5m 6m 7m 8m 9m; tiles away standard 0"),
        "{out}"
    );
    // Thirteen Unique Wonders complete (-1) with the extra 1m as its pair.
    let (code, out, _) = mahjong_stdin(&["tiles-away", "-"], b"119m19p19s1234567z\n");
    assert_eq!(code, 0);
    assert!(out.contains("The Thirteen Unique Wonders -1"), "{out}");
    assert!(out.contains("; best -1;"), "{out}");
}

#[test]
fn completions_and_man_pages_come_from_the_command_definitions() {
    let (code, bash, _) = mahjong(&["completions", "bash"]);
    assert_eq!(code, 0);
    assert!(bash.contains("_mahjong()") && bash.contains("tiles-away"), "{bash}");
    let (_, zsh, _) = mahjong(&["completions", "zsh"]);
    assert!(zsh.starts_with("#compdef mahjong"));
    let (_, fish, _) = mahjong(&["completions", "fish"]);
    assert!(fish.contains("complete -c mahjong") && fish.contains("settle-american"));
    let err = fails(&["completions", "tcsh"], 2);
    assert!(err.contains("tcsh"));

    let (code, man, _) = mahjong(&["man"]);
    assert_eq!(code, 0);
    assert!(man.contains(".TH mahjong 1"), "{man}");
    assert!(man.contains("mahjong\\-tiles\\-away(1)"));
    let (code, page, _) = mahjong(&["man", "check"]);
    assert_eq!(code, 0);
    assert!(page.contains(".TH mahjong-check 1") && page.contains("\\-\\-file"), "{page}");
    assert!(page.contains("Many hands"), "the batch help is in the page");
    let (code, _, err) = mahjong(&["man", "nope"]);
    assert_eq!((code, err.as_str()), (2, "mahjong: no subcommand \"nope\": see `mahjong --help`\n"));
}
