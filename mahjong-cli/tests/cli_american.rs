//! `mahjong check`, `mahjong nearest`, `mahjong card lint`, run as a user would. Expected values
//! are worked out by reading cards/sample-2026.toml.
mod common;
use common::{fails, mahjong, mahjong_stdin, ok, quiet, run, temp_file};

fn temp_card(name: &str, text: &str) -> String {
    temp_file("american", name, text.as_bytes())
}

/// Year 2026 #1 "FFF 2026a 222b 2222c" (25, X): the exposed FFJ holds the only joker, so 25
/// points (not doubled); 2026 in craks, 222 bams, 2222 dots.
#[test]
fn check_finds_year_line_with_exposures_and_joker() {
    let out = quiet(&["check", "[222b] [FFJ] 2026c 2222d"]);
    assert_eq!(
        out,
        "Year 2026 #1: FFF 2026 222 2222 (X, value 25; 25 points, 1 joker)\n\
         \x20 line:   FFF 2026a 222b 2222c   (a, b, c are suit variables)\n\
         \x20 suits:  a = craks, b = bams, c = dots\n\
         \x20 groups: [FF J] 2026c [222b] 2222d   (tile suits: b bams, c craks, d dots)\n"
    );
}

/// Groups print jokers as separate tiles, so the groups line parses back as the same hand:
/// Quints #2 "ZZZZZ XXXXX0a DDDDb" with a joker in the wind quint and one in the 5s.
#[test]
fn check_prints_jokers_as_separate_tiles() {
    let out = ok(&["check", "NNNN J 5555c J GGGG"]);
    let groups = out.lines().find_map(|l| l.strip_prefix("  groups: ")).unwrap();
    let (groups, note) = groups.split_once("   ").unwrap();
    assert_eq!((groups, note), ("NNNN J 5555c J GGGG", "(tile suits: c craks)"));
    let (code, again, _) = mahjong(&["check", groups]);
    assert_eq!((code, again), (0, out));
}

/// A hand that is not 14 tiles is bad input (exit 2), not "no line matches".
#[test]
fn check_and_nearest_refuse_wrong_tile_counts_and_k_0() {
    let (code, out, err) = mahjong(&["check", "FF 2026c 2026b 202d"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("the hand has 13 tiles; a hand to match has 14"), "{err}");
    let err = fails(&["check", "--all", "FF 2026c 2026b 2026d 1b"], 2);
    assert!(err.contains("the hand has 15 tiles; a hand to match has 14"), "{err}");
    let err = fails(&["nearest", "FF 2026c 2026b 2026d 1b 2b"], 2);
    assert!(err.contains("the hand has 16 tiles; nearest takes 13 or 14"), "{err}");
    let (code, _, err) = mahjong(&["check", "1b"]);
    assert_eq!((code, err.as_str()), (2, "mahjong: 1b: the hand has 1 tile; a hand to match has 14\n"));
    let (code, _, err) = mahjong(&["nearest", "J"]);
    assert_eq!((code, err.as_str()), (2, "mahjong: J: the hand has 1 tile; nearest takes 13 or 14\n"));
}

/// `-k 0` leaves room for no line: the core's `MatchError::NoRoom` (kind MatchNoRoom), the words
/// C, Python and WebAssembly give, said once for a batch; a hand of the wrong size is still the
/// hand's error, as the core checks the hand first.
#[test]
fn nearest_k_0_is_the_cores_no_room() {
    let no_room = "mahjong: -k: nearest needs room for at least one line (k is 0)\n";
    assert_eq!(fails(&["nearest", "-k", "0", "FF 2026c 2026b 202d"], 2), no_room);
    let (code, out, err) = mahjong_stdin(&["nearest", "-k", "0", "-"], b"FF 2026c 2026b 202d\nJ\n");
    assert_eq!((code, out.as_str(), err.as_str()), (2, "", no_room));
    let err = fails(&["nearest", "-k", "0", "J"], 2);
    assert_eq!(err, "mahjong: J: the hand has 1 tile; nearest takes 13 or 14\n");
}

/// The README's main job: a concealed jokerless hand of Year 2026 #1, doubled to 50.
#[test]
fn check_readme_hand_is_jokerless_and_doubled() {
    let out = ok(&["check", "FFF 2026c 222b 2222d"]);
    assert!(
        out.starts_with(
            "Year 2026 #1: FFF 2026 222 2222 (X, value 25; 50 points if jokerless is announced, else 25, jokerless)\n"
        ),
        "{out}"
    );
}

/// Winds-Dragons #2 "NN EEE WWW SS DDDDa": a joker in the pung of East is fine, in the pair of
/// North it is not, and no other line takes these tiles: exit 1.
#[test]
fn check_rejects_joker_in_pair() {
    let out = ok(&["check", "NN EEJ WWW SS RRRR"]);
    assert!(out.starts_with("Winds-Dragons #2: NN EEE WWW SS DDDD (X, value 25; 25 points, 1 joker)\n"), "{out}");
    let out = run(&["check", "NJ EEE WWW SS RRRR"], 1);
    assert_eq!(out, "no line of mahjong sample card matches\n");
}

/// Consecutive Run #4 "123456789a DDDb NN" is concealed (C, 40): the same tiles with the dragon
/// pung exposed match nothing.
#[test]
fn check_rejects_concealed_line_with_exposure() {
    let out = ok(&["check", "123456789c GGG NN"]);
    assert!(out.starts_with("Consecutive Run #4: 123456789 DDD NN (C, value 40; 80 points if jokerless is announced, else 40, jokerless)\n"), "{out}");
    run(&["check", "123456789c [GGG] NN"], 1);
}

/// "FF 3333c 3333d 3333b" fits Any Like Numbers #1 "FF XXXX0a XXXX0b XXXX0c" (25, X) and 369 #8
/// "XXXX0a XXXX0b XXXX0c FF" (25, C, n in 3 6 9): equal pay, so the best is the first in card
/// order; `--all` lists both.
#[test]
fn check_all_lists_every_line_and_json() {
    let out = ok(&["--json", "check", "--all", "FF 3333c 3333d 3333b"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let m = v["matches"].as_array().unwrap();
    assert_eq!(m.len(), 2);
    assert_eq!((m[0]["section"].as_str(), m[0]["number"].as_u64()), (Some("Any Like Numbers"), Some(1)));
    assert_eq!((m[1]["section"].as_str(), m[1]["number"].as_u64()), (Some("369"), Some(8)));
    assert_eq!(m[1]["marking"], "C");
    assert_eq!(m[1]["n"], 3);
    let out = ok(&["--json", "check", "FF 3333c 3333d 3333b"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["card"], "mahjong sample card");
    assert_eq!(v["match"]["section"], "Any Like Numbers");
    assert_eq!(v["match"]["points"], 50);
    assert_eq!(v["match"]["jokerless"], true);
    assert_eq!(v["match"]["groups"][1]["tiles"].to_string(), r#"["3m","3m","3m","3m"]"#);
    // 14 tiles that fit no line: exit 1 and a null match.
    let out = run(&["--json", "check", "FF 3333c 3333d 333b 5b"], 1);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["match"], serde_json::Value::Null);
}

#[test]
fn check_bad_hand_is_exit_2_with_caret() {
    let (code, out, err) = mahjong(&["check", "FF 2026x"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(err, "mahjong: cannot read \"FF 2026x\": column 8: unknown tile letter 'x'\n  FF 2026x\n         ^\n");
    // Nine jokers: the American set has 8.
    let (code, _, err) = mahjong(&["check", "JJJJJJJJJ 11111b"]);
    assert_eq!(code, 2, "{err}");
}

/// "FF 2026c 2026b 202d" lacks one 6 dots for Year 2026 #6 "FF 2026a 2026b 2026c", printed
/// concealed (C) at 50: the card's marking, as `check` prints it.
#[test]
fn nearest_prints_a_concealed_line_marked_c() {
    let out = ok(&["nearest", "FF 2026c 2026b 202d"]);
    assert!(out.starts_with("1. Year 2026 #6: FF 2026 2026 2026 (C, value 50): 1 tile away\n"), "{out}");
}

/// "[222b] [FFJ] 2026c 222d" is one 2 dots from Year 2026 #1 (a joker-eligible slot of the
/// kong); the other line that takes both exposures is Consecutive Run #5 "FFF XXX0a XXX1a XXX2a
/// XX3a" with n = 1 in bams: 111 333 44 bams still needed, 8 tiles away.
#[test]
fn nearest_thirteen_tiles_one_away() {
    let out = ok(&["nearest", "[222b] [FFJ] 2026c 222d"]);
    assert!(
        out.starts_with(
            "1. Year 2026 #1: FFF 2026 222 2222 (X, value 25): 1 tile away\n\
             \x20  line:   FFF 2026a 222b 2222c   (a, b, c are suit variables)\n\
             \x20  suits:  a = craks, b = bams, c = dots\n\
             \x20  needed, naturals only:  -\n\
             \x20  needed, joker-eligible: 2d\n\
             \x20  unused (discards):      -\n2. Consecutive Run #5"
        ),
        "{out}"
    );
    let out = ok(&["--json", "nearest", "-k", "5", "[222b] [FFJ] 2026c 222d"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let near = v["nearest"].as_array().unwrap();
    assert_eq!(near.len(), 2);
    assert_eq!(near[0]["tiles_away"], 1);
    assert_eq!(near[0]["needed_eligible"].to_string(), r#"["2p"]"#);
    assert_eq!((near[1]["section"].as_str(), near[1]["tiles_away"].as_u64()), (Some("Consecutive Run"), Some(8)));
    assert_eq!(near[1]["n"], 1);
    assert_eq!(near[1]["needed_naturals"].to_string(), r#"["4s","4s"]"#);
}

/// "NNNN EEE WWW SS 5b": Winds-Dragons #1 needs two Souths, and the 5 bams is the discard.
#[test]
fn nearest_names_unused_tile() {
    let out = ok(&["--json", "nearest", "-k", "1", "NNNN EEE WWW SS 5b"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let n = &v["nearest"][0];
    assert_eq!(
        (n["section"].as_str(), n["number"].as_u64(), n["tiles_away"].as_u64()),
        (Some("Winds-Dragons"), Some(1), Some(2))
    );
    assert_eq!(n["unused"].to_string(), r#"["5s"]"#);
    assert_eq!(n["needed_eligible"].to_string(), r#"["2z","2z"]"#);
    assert_eq!(v["nearest"].as_array().unwrap().len(), 1);
}

/// A card file of two hands: its own line matches, the sample card's does not.
#[test]
fn check_and_nearest_with_card_file() {
    let path = temp_card(
        "own.toml",
        "name = \"Own\"\n[[hand]]\nsection = \"369\"\nnumber = 1\nvalue = 30\nlines = [\"333a 666a 9999a DDDDa\"]\n",
    );
    let out = ok(&["check", "--card", &path, "333b 666b 9999b GGGG"]);
    assert!(
        out.starts_with(
            "369 #1: 333a 666a 9999a DDDDa (X, value 30; 60 points if jokerless is announced, else 30, jokerless)\n"
        ),
        "{out}"
    );
    let (code, out, _) = mahjong(&["check", "--card", &path, "FFF 2026c 222b 2222d"]);
    assert_eq!((code, out.as_str()), (1, "no line of Own matches\n"));
    let out = ok(&["nearest", "--card", &path, "333b 666b 9999b GGG"]);
    assert!(out.starts_with("1. 369 #1: 333a 666a 9999a DDDDa (X, value 30): 1 tile away\n"), "{out}");
    let err = fails(&["check", "--card", "/no/such/card.toml", "FFF 2026c 222b 2222d"], 2);
    assert!(err.starts_with("mahjong: bad card: /no/such/card.toml: cannot read the card file"), "{err}");
    std::fs::remove_file(path).unwrap();
}

/// Lint lists every error with its place, and forms per hand: "333a 666a 9999a DDDDa" has 3
/// (one suit letter), "FF XXX0a XXXX1b DDDDDc" 48 (n + 1 within 9: 8 values, times 6 suit
/// assignments).
#[test]
fn card_lint_lists_errors_and_form_counts() {
    let path = temp_card(
        "lint.toml",
        "name = \"Mine\"\n\
         [[hand]]\nsection = \"369\"\nnumber = 1\nvalue = 25\nlines = [\"333a 666a 9999a DDDa\"]\n\
         [[hand]]\nsection = \"369\"\nnumber = 2\nvalue = 25\nlines = [\"333a 666a 9999a DDDDa\"]\n\
         [[hand]]\nsection = \"Quints\"\nnumber = 1\nvalue = 40\nlines = [\"FF XXX0a XXXX1b DDDDDc\"]\n",
    );
    let out = run(&["card", "lint", &path], 1);
    assert_eq!(
        out,
        format!(
            "error: {path}: hand 1 (369 #1), line 1, column 21: the line has 13 tiles; a line has exactly 14\n\
             369 #2: 3 forms\nQuints #1: 48 forms\ntotal: 51 forms in 2 hands, 1 error, 0 warnings\n"
        )
    );
    let out = run(&["--json", "card", "lint", &path], 1);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["errors"][0]["column"], 21);
    assert_eq!(v["errors"][0]["section"], "369");
    assert_eq!(v["hands"][1]["forms"], 48);
    assert_eq!(v["total_forms"], 51);
    std::fs::remove_file(path).unwrap();
}

/// Lint reports a card with no hands as an error (exit 1) and warns (exit 0) about two hands
/// with one section and number.
#[test]
fn card_lint_reports_empty_cards_and_warns_about_repeated_hands() {
    let empty = temp_card("empty.toml", "name = \"Empty\"\n");
    let out = run(&["card", "lint", &empty], 1);
    assert_eq!(out, format!("error: {empty}: the card has no hands\ntotal: 0 forms in 0 hands, 1 error, 0 warnings\n"));
    let twice = temp_card(
        "twice.json",
        r#"{"hand": [{"section": "369", "number": 1, "value": 25, "lines": ["333a 666a 9999a DDDDa"]},
                     {"section": "369", "number": 1, "value": 30, "lines": ["3333a 666a 999a DDDDa"]}]}"#,
    );
    let out = ok(&["--json", "card", "lint", &twice]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        v["warnings"],
        serde_json::json!([format!("{twice}: hand 2 (369 #1) has the same section and number as hand 1")])
    );
    std::fs::remove_file(empty).unwrap();
    std::fs::remove_file(twice).unwrap();
}

#[test]
fn card_lint_sample_is_clean() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../cards/sample-2026.toml");
    let out = ok(&["card", "lint", root]);
    // 61 hands; Year 2026 #1 has 6 forms (3 letters, 3! suit assignments).
    assert!(out.starts_with("Year 2026 #1: 6 forms\n"), "{out}");
    assert!(out.contains("in 61 hands, 0 errors, 0 warnings\n"), "{out}");
    let err = fails(&["card", "lint", "/no/such/card.toml"], 2);
    assert!(err.starts_with("mahjong: /no/such/card.toml: cannot read the card file: "), "{err}");
}

/// A card file is read up to 256 KiB: /dev/zero (endless) and a 256 KiB + 1 file are refused at
/// once, naming the file (exit 2), for lint and for --card.
#[test]
fn card_files_over_256_kib_are_refused() {
    let err = fails(&["card", "lint", "/dev/zero"], 2);
    assert_eq!(err, "mahjong: /dev/zero: card file larger than 256 KiB (the cap is 262144 bytes)\n");
    let big = temp_card("big.toml", &"#".repeat((256 << 10) + 1));
    let err = fails(&["check", "--card", &big, "FFF 2026c 222b 2222d"], 2);
    assert_eq!(err, format!("mahjong: bad card: {big}: card file larger than 256 KiB (the cap is 262144 bytes)\n"));
    std::fs::remove_file(big).unwrap();
}

/// A card with no hands cannot be used: --card /dev/null is a bad card (exit 2), not "no match".
#[test]
fn card_without_hands_is_a_bad_card() {
    let (code, out, err) = mahjong(&["check", "--card", "/dev/null", "FFF 2026c 222b 2222d"]);
    assert_eq!((code, out.as_str(), err.as_str()), (2, "", "mahjong: bad card: /dev/null: the card has no hands\n"));
    let (code, _, err) = mahjong(&["nearest", "--card", "/dev/null", "FFF 2026c 222b 222d"]);
    assert_eq!((code, err.as_str()), (2, "mahjong: bad card: /dev/null: the card has no hands\n"));
}

/// Card paths need not be UTF-8: the file is read and its name shown lossily (U+FFFD).
#[test]
fn card_paths_need_not_be_utf8() {
    use std::os::unix::ffi::OsStrExt;
    let dir = std::env::temp_dir();
    let mut name = format!("mahjong-cli-american-{}-", std::process::id()).into_bytes();
    name.extend_from_slice(b"\xff.toml");
    let path = dir.join(std::ffi::OsStr::from_bytes(&name));
    std::fs::write(&path, "[[hand]]\nsection = \"369\"\nnumber = 1\nvalue = 30\nlines = [\"333a 666a 9999a DDDDa\"]\n")
        .unwrap();
    let run = |args: &[&std::ffi::OsStr]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_mahjong")).args(args).output().unwrap();
        (out.status.code().unwrap(), String::from_utf8(out.stdout).unwrap())
    };
    let (code, out) = run(&["card".as_ref(), "lint".as_ref(), path.as_os_str()]);
    assert_eq!((code, out.as_str()), (0, "369 #1: 3 forms\ntotal: 3 forms in 1 hands, 0 errors, 0 warnings\n"));
    let (code, out) = run(&["check".as_ref(), "--card".as_ref(), path.as_os_str(), "333b 666b 9999b GGGG".as_ref()]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.starts_with(
            "369 #1: 333a 666a 9999a DDDDa (X, value 30; 60 points if jokerless is announced, else 30, jokerless)\n"
        ),
        "{out}"
    );
    std::fs::write(&path, "name = \"Empty\"\n").unwrap();
    let out =
        std::process::Command::new(env!("CARGO_BIN_EXE_mahjong")).arg("card").arg("lint").arg(&path).output().unwrap();
    let shown = format!("{}", path.display());
    assert!(shown.contains('\u{fffd}'));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        format!("error: {shown}: the card has no hands\ntotal: 0 forms in 0 hands, 1 error, 0 warnings\n")
    );
    std::fs::remove_file(path).unwrap();
}
