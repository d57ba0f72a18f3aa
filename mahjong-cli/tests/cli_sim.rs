//! `mahjong play`, `mahjong replay` and `mahjong stats`: seeded games, logs replayed under the
//! rules, card statistics that do not depend on the number of workers.
mod common;
use common::mahjong;

fn temp(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("mahjong-cli-sim-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
fn a_played_game_logs_and_replays_to_the_same_end() {
    for variant in ["american", "chinese"] {
        let log = temp(&format!("{variant}.jsonl"));
        let (code, out, err) =
            mahjong(&["play", "--variant", variant, "--seed", "4", "--bots", "random", "--log", log.to_str().unwrap()]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("net payments by seat"), "{out}");
        let (code, replayed, err) = mahjong(&["replay", log.to_str().unwrap()]);
        assert_eq!(code, 0, "{err}");
        assert!(replayed.starts_with("replayed ") && replayed.contains("the log follows the rules"), "{replayed}");
        // The same summary after the replay line.
        assert!(replayed.ends_with(&out), "{replayed}\n---\n{out}");
        // JSON: the end line of the log.
        let (_, j, _) = mahjong(&["--json", "replay", log.to_str().unwrap()]);
        let end: serde_json::Value = serde_json::from_str(&j).unwrap();
        let text = std::fs::read_to_string(&log).unwrap();
        let last: serde_json::Value = serde_json::from_str(text.lines().last().unwrap()).unwrap();
        assert_eq!(end, last["end"]);
    }
}

#[test]
fn a_tampered_log_stops_with_the_rule_s_error_and_its_line() {
    let log = temp("tampered.jsonl");
    let (code, text, _) = mahjong(&["play", "--seed", "4", "--bots", "random", "--log", "-"]);
    assert_eq!(code, 0);
    // Line 5 is seat 1's first Charleston tile; pass a joker instead.
    let lines: Vec<String> = text
        .lines()
        .enumerate()
        .map(|(i, l)| {
            if i == 4 {
                "{\"move\":{\"seat\":1,\"action\":\"pass\",\"tile\":\"0j\"}}".to_string()
            } else {
                l.to_string()
            }
        })
        .collect();
    std::fs::write(&log, lines.join("\n")).unwrap();
    let (code, _, err) = mahjong(&["replay", log.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("line 5: pass 1 (right): seat 1 passes a joker at position 1"), "{err}");
}

#[test]
fn stats_give_the_same_numbers_with_one_or_two_workers_and_write_a_plot() {
    let plot = temp("stats.svg");
    let run = |workers: &str| {
        let (code, out, err) = mahjong(&[
            "--json",
            "stats",
            "--games",
            "24",
            "--bots",
            "random",
            "--workers",
            workers,
            "--seed",
            "9",
            "--plot",
            plot.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "{err}");
        serde_json::from_str::<serde_json::Value>(&out).unwrap()
    };
    let (one, two) = (run("1"), run("2"));
    assert_eq!(one, two);
    assert_eq!(one["games"], 24);
    let won: u64 = one["hands"].as_array().unwrap().iter().map(|h| h["won"].as_u64().unwrap()).sum();
    assert_eq!(won + one["wall_games"].as_u64().unwrap(), 24);
    let svg = std::fs::read_to_string(&plot).unwrap();
    assert!(svg.starts_with("<svg") && svg.matches("class=\"bar\"").count() == one["hands"].as_array().unwrap().len());
    let (code, text, _) = mahjong(&["stats", "--games", "4", "--workers", "2"]);
    assert_eq!(code, 0);
    assert!(text.contains("wall games:") && text.contains("Year 2026 #1"), "{text}");
}

#[test]
fn bad_arguments_are_named() {
    let (code, _, err) = mahjong(&["play", "--bots", "clever"]);
    assert_eq!(
        (code, err.trim()),
        (2, "mahjong: --bots \"clever\": unknown bot; the bots are random, greedy and advice")
    );
    let (code, _, err) = mahjong(&["play", "--variant", "british"]);
    assert_eq!(code, 2);
    assert!(err.contains("not British hands"), "{err}");
    let (code, _, err) = mahjong(&["play", "--variant", "klondike"]);
    assert_eq!(code, 2);
    assert!(err.contains("--variant: unknown variant \"klondike\""), "{err}");
    let (code, _, err) = mahjong(&["stats", "--workers", "0"]);
    assert_eq!((code, err.trim()), (2, "mahjong: --workers 0: at least one worker"));
    let (code, _, err) = mahjong(&["replay", "/nonexistent/log.jsonl"]);
    assert_eq!(code, 2);
    assert!(err.contains("cannot read the log"), "{err}");
}
