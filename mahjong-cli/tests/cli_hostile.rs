//! Hostile input through the command line: the worst card files known stay under the memory
//! budget (64 MiB plus 4 times the file's size, peak resident set measured by
//! `/usr/bin/time -v`) and give short messages; control characters in a hand never reach the
//! terminal raw, the caret line included.
mod common;
use common::{fails, mahjong, run};
use std::path::{Path, PathBuf};
use std::process::Command;

const MIB: u64 = 1 << 20;

/// A directory `depth` levels deep under the temp dir, each name 200 characters: a path of
/// about 200 × depth bytes.
fn deep_dir(tag: &str, depth: usize) -> PathBuf {
    let mut dir = std::env::temp_dir().join(format!("mahjong-cli-hostile-{}-{tag}", std::process::id()));
    for i in 0..depth {
        dir.push(format!("{i}{}", "d".repeat(199)));
    }
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `mahjong ARGS…` under `/usr/bin/time -v`: (exit code, stdout length, stderr without
/// time's report, peak resident set in bytes).
fn measured(args: &[&std::ffi::OsStr]) -> (i32, usize, String, u64) {
    let out = Command::new("/usr/bin/time")
        .arg("-v")
        .arg(env!("CARGO_BIN_EXE_mahjong"))
        .args(args)
        .output()
        .expect("run /usr/bin/time -v mahjong");
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    let rss_kib: u64 = err
        .lines()
        .find_map(|l| l.trim().strip_prefix("Maximum resident set size (kbytes): "))
        .expect("time -v reports the peak")
        .parse()
        .unwrap();
    let own: String = err
        .split("\tCommand being timed")
        .next()
        .unwrap_or("")
        .lines()
        .filter(|l| !l.starts_with("Command exited"))
        .map(|l| format!("{l}\n"))
        .collect();
    (out.status.code().unwrap_or(-1), out.stdout.len(), own, rss_kib * 1024)
}

fn budget(file: &Path) -> u64 {
    64 * MIB + 4 * std::fs::metadata(file).map_or(0, |m| m.len())
}

#[test]
fn lint_of_many_empty_hands_through_a_long_path_stays_under_the_budget() {
    let dir = deep_dir("lint", 19);
    let path = dir.join("card.json");
    assert!(path.as_os_str().len() > 3800);
    let hand = r#"{"section":"s","number":1,"value":1,"lines":[]}"#;
    // As many hands as the hand cap allows, then as many as fit in the byte cap (refused at
    // the first hand past the cap), then the 16 MiB file of the report (refused by size).
    for hands in [1024, 256 * 1024 / (hand.len() + 1), 16 * 1024 * 1024 / (hand.len() + 1)] {
        std::fs::write(&path, format!(r#"{{"hand":[{}]}}"#, vec![hand; hands].join(","))).unwrap();
        for json in [false, true] {
            let mut args: Vec<&std::ffi::OsStr> = vec!["card".as_ref(), "lint".as_ref(), path.as_os_str()];
            if json {
                args.insert(0, "--json".as_ref());
            }
            let (code, out_len, err, rss) = measured(&args);
            assert!(rss < budget(&path), "{hands} hands: peak {rss} bytes");
            assert!(code == 1 || code == 2, "{hands} hands: exit {code}: {err}");
            // 100 errors and 100 warnings at most, each message naming the path by its last 60
            // characters: the report stays small (the JSON's errors also carry the path in full
            // in their `file` field: 100 copies at most).
            let path_len = path.as_os_str().len();
            assert!(out_len < 100 * (path_len + 1000), "{hands} hands: {out_len} bytes of output");
            assert!(err.len() < 400, "{hands} hands: {err}");
            eprintln!("{hands} hands, json {json}: exit {code}, peak {} KiB, {out_len} bytes out", rss / 1024);
        }
    }
    let out = run(&["card", "lint", path.to_str().unwrap()], 2);
    assert_eq!(out, "");
    std::fs::write(&path, format!(r#"{{"hand":[{}]}}"#, vec![hand; 1024].join(","))).unwrap();
    let out = run(&["card", "lint", path.to_str().unwrap()], 1);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 100 + 1 + 100 + 1 + 1, "{out}");
    assert!(
        lines[0].starts_with("error: …") && lines[0].ends_with("d/card.json: hand 1 (s #1): the hand has no lines")
    );
    assert_eq!(lines[100], "error: … and 924 more");
    assert_eq!(lines[202], "total: 0 forms in 0 hands, 1024 errors, 1023 warnings");
    std::fs::remove_dir_all(std::env::temp_dir().join(format!("mahjong-cli-hostile-{}-lint", std::process::id())))
        .unwrap();
}

#[test]
fn integers_numbers_and_long_keys_stay_under_the_budget_with_short_messages() {
    let dir = deep_dir("toml", 1);
    let path = dir.join("card.toml");
    let ints = |bytes: usize| format!("x = [{}]", vec!["1"; bytes / 2].join(","));
    let numbers = |bytes: usize| {
        format!(
            "[[hand]]\nsection = \"s\"\nnumber = 1\nvalue = 1\nlines = [\"FF 222a 44a 666b 8888b\"]\nnumbers = [{}]\n",
            vec!["1"; bytes / 2].join(",")
        )
    };
    let key = |bytes: usize| format!("{} = 1\n", "k".repeat(bytes));
    for (what, text) in [
        ("integers at the cap", ints(256 * 1024 - 64)),
        ("16 MiB of integers", ints(16 << 20)),
        ("numbers at the cap", numbers(256 * 1024 - 200)),
        ("8 million numbers", numbers(16 << 20)),
        ("a key at the cap", key(256 * 1024 - 16)),
        ("a 15 MB key", key(15_000_000)),
    ] {
        std::fs::write(&path, &text).unwrap();
        for cmd in [&["card", "lint"][..], &["check", "FFF 2026c 222b 2222d", "--card"][..]] {
            let mut args: Vec<&std::ffi::OsStr> = cmd.iter().map(|a| a.as_ref()).collect();
            args.push(path.as_os_str());
            let (code, _, err, rss) = measured(&args);
            assert!(rss < budget(&path), "{what}: peak {rss} bytes");
            assert!(code == 1 || code == 2, "{what}: exit {code}");
            assert!(err.len() < 400, "{what}: a {}-byte message: {err}", err.len());
            eprintln!("{what}, {cmd:?}: exit {code}, peak {} KiB: {}", rss / 1024, err.trim_end());
        }
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn control_characters_are_escaped_in_the_echo_and_under_the_caret() {
    let err = fails(&["parse", "12m\u{1b}3x"], 2);
    assert!(!err.contains('\u{1b}'), "{err:?}");
    assert_eq!(
        err,
        "mahjong: cannot read \"12m\\u{1b}3x\": column 4: unexpected character '\\u{1b}'\n  12m\\u{1b}3x\n     ^\n"
    );
    // An escape sequence that would clear the screen, and the caret under the 'J' after it.
    let (_, _, err) = mahjong(&["parse", "1m\u{1b}[2Jx"]);
    assert!(!err.contains('\u{1b}'), "{err:?}");
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines[1], "  1m\\u{1b}[2Jx");
    assert_eq!(lines[2].find('^'), lines[1].find('J'));
    // The caret stays under the character it names, after escapes of other widths.
    let (_, _, err) = mahjong(&["parse", "1m\n2m\t3mx"]);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines[0], "mahjong: cannot read \"1m\\n2m\\t3mx\": column 9: unknown tile letter 'x'");
    assert_eq!(lines[1], "  1m\\n2m\\t3mx");
    assert_eq!(lines[2].find('^'), lines[1].find('x'));
    // 96 KiB of input (an argument may hold at most 128 KiB): the message is a few hundred bytes.
    let long = format!("{}x", "1m\u{7}".repeat(1 << 15));
    let err = fails(&["parse", &long], 2);
    assert!(err.len() < 800 && !err.contains('\u{7}'), "{} bytes: {err:?}", err.len());
}

#[test]
fn long_names_give_short_messages() {
    // An argument may hold at most 128 KiB.
    let name = "q".repeat(100_000);
    for args in [
        vec!["parse", "--set", &name, "1m"],
        vec!["tiles-away", "--rules", &name, "123m"],
        vec!["score", "--rules", &name, "123m"],
        vec!["rules", "charleston", "--pass", &name],
    ] {
        let (code, _, err) = mahjong(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(err.len() < 400, "{} bytes: {}", err.len(), &err[..200]);
        assert!(err.contains(&format!("\"{}… (100000 characters)\"", "q".repeat(60))), "{err}");
    }
}
