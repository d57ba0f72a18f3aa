//! `mahjong parse`, run as a user would.
mod common;
use common::{fails, mahjong, ok};

#[test]
fn parse_prints_three_notations() {
    let out = ok(&["parse", "[222b] [FFJ] 2026c 44d 6d J"]);
    assert_eq!(
        out,
        "mpsz:     2m5z26m446p0j [222s] [00f0j]\namerican: 2026c 446d J [222b] [FFJ]\n\
         unicode:  \u{1F008}\u{1F006}\u{1F008}\u{1F00C}\u{1F01C}\u{1F01C}\u{1F01E}\u{1F02A} \
         [\u{1F011}\u{1F011}\u{1F011}] [FF\u{1F02A}]\ntiles:    14\n"
    );
}

#[test]
fn parse_round_trips_mpsz() {
    let out = ok(&["parse", "12345m"]);
    assert!(out.starts_with("mpsz:     12345m\namerican: 12345c\n"), "{out}");
}

#[test]
fn parse_json() {
    let out = ok(&["--json", "parse", "11m [555p] 1f"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["mpsz"], "11m [555p] 1f");
    assert_eq!(v["melds"][0]["kind"], "pung");
    assert_eq!(v["bonus"][0], "1f");
    assert_eq!(v["tiles"].as_array().unwrap().len(), 5);
}

#[test]
fn bad_input_names_the_column() {
    let (code, out, err) = mahjong(&["parse", "10m"]);
    assert_eq!(code, 2);
    assert_eq!(out, "");
    assert_eq!(err, "mahjong: cannot read \"10m\": column 2: 0m is not a tile: numbers run 1 to 9\n  10m\n   ^\n");
    let err = fails(&["parse", "--set", "chinese-144", "77777z"], 2);
    assert!(err.contains("column 5: 5 copies of red dragon (7z); the Chinese 144 set has 4"), "{err}");
    let err = fails(&["parse", "--set", "nope", "11m"], 2);
    assert!(err.contains("unknown tile set \"nope\""), "{err}");
}

#[test]
fn json_errors_are_json() {
    let (code, out, err) = mahjong(&["--json", "parse", "5x"]);
    assert_eq!(code, 2);
    assert_eq!(out, "");
    let v: serde_json::Value = serde_json::from_str(err.trim()).unwrap();
    assert_eq!(v["exit_code"], 2);
    assert_eq!(v["error"], "cannot read \"5x\": column 2: unknown tile letter 'x'\n  5x\n   ^");
}

#[test]
fn long_input_is_echoed_as_a_window_around_the_column() {
    let text = "1m2m3m4m5m6m7mx".to_owned() + &" ".repeat(500);
    let err = fails(&["parse", &text], 2);
    assert!(err.contains("column 15: unknown tile letter 'x'"), "{err}");
    assert!(err.contains("(515 characters)"), "{err}");
    // The echo is at most a 60-character window, not the whole input.
    assert!(err.lines().all(|l| l.chars().count() < 160), "{err}");
    let lines: Vec<&str> = err.lines().collect();
    let caret = lines.last().unwrap().find('^').unwrap();
    assert_eq!(lines[lines.len() - 2].chars().nth(caret), Some('x'));
}
