//! `mahjong play`, `mahjong replay` and `mahjong stats`: seeded games, logs replayed under the
//! rules, card statistics that do not depend on the number of workers.
mod common;
use common::{fails, mahjong, ok};

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
    let err = fails(&["replay", log.to_str().unwrap()], 2);
    assert!(err.contains("line 5: pass 1 (right): seat 1 passes a joker at position 1"), "{err}");
}

#[test]
fn stats_give_the_same_numbers_with_one_or_two_workers_and_write_a_plot() {
    let plot = temp("stats.svg");
    let run = |workers: &str| {
        let out = ok(&[
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
        serde_json::from_str::<serde_json::Value>(&out).unwrap()
    };
    let (one, two) = (run("1"), run("2"));
    assert_eq!(one, two);
    assert_eq!(one["games"], 24);
    let won: u64 = one["hands"].as_array().unwrap().iter().map(|h| h["won"].as_u64().unwrap()).sum();
    assert_eq!(won + one["wall_games"].as_u64().unwrap(), 24);
    assert!(std::fs::read_to_string(&plot).unwrap().starts_with("<svg"));
    let (code, text, _) = mahjong(&["stats", "--games", "4", "--workers", "2"]);
    assert_eq!(code, 0);
    assert!(text.contains("wall games:") && text.contains("Year 2026 #1"), "{text}");
}

#[test]
fn bad_arguments_are_named() {
    let err = fails(&["play", "--bots", "clever"], 2);
    assert_eq!(err.trim(), "mahjong: --bots: unknown bot \"clever\": expected random, greedy or advice");
    let err = fails(&["play", "--variant", "british"], 2);
    assert!(err.contains("not British hands"), "{err}");
    let err = fails(&["play", "--variant", "klondike"], 2);
    assert!(err.contains("--variant: unknown variant \"klondike\""), "{err}");
    let (code, _, err) = mahjong(&["stats", "--workers", "0"]);
    assert_eq!((code, err.trim()), (2, "mahjong: --workers 0: at least one worker"));
    let err = fails(&["replay", "/nonexistent/log.jsonl"], 2);
    assert!(err.contains("cannot read the log"), "{err}");
}

/// The chart's bars in document order: (the label before the bar, the bar's length).
fn bars(svg: &str) -> Vec<(String, f64)> {
    let doc = roxmltree::Document::parse(svg).expect("the plot is well-formed XML");
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    let mut label = None;
    let mut out = Vec::new();
    for n in doc.root_element().children().filter(|n| n.is_element()) {
        match n.tag_name().name() {
            "text" => label = n.text().map(str::to_string),
            "rect" if n.attribute("class") == Some("bar") => {
                let width: f64 = n.attribute("width").unwrap().parse().unwrap();
                out.push((label.take().expect("a label before each bar"), width));
            }
            _ => {}
        }
    }
    out
}

#[test]
fn the_plot_has_one_labelled_bar_per_card_hand_as_long_as_its_wins() {
    let plot = temp("bars.svg");
    let out = ok(&[
        "--json",
        "stats",
        "--games",
        "20",
        "--bots",
        "greedy",
        "--workers",
        "2",
        "--seed",
        "3",
        "--plot",
        plot.to_str().unwrap(),
    ]);
    let stats: serde_json::Value = serde_json::from_str(&out).unwrap();
    let hands = stats["hands"].as_array().unwrap();
    let bars = bars(&std::fs::read_to_string(&plot).unwrap());
    assert_eq!(bars.len(), hands.len());
    let won: Vec<f64> = hands.iter().map(|h| h["won"].as_u64().unwrap() as f64).collect();
    // Enough games that several hands were won, in different numbers: the lengths are tested.
    let mut distinct: Vec<u64> = won.iter().map(|&w| w as u64).filter(|&w| w > 0).collect();
    distinct.sort_unstable();
    distinct.dedup();
    assert!(distinct.len() >= 2, "{won:?}");
    let (top, top_width) = won.iter().zip(&bars).fold((0.0, 0.0), |m, (&w, b)| if w > m.0 { (w, b.1) } else { m });
    assert!(top_width > 0.0);
    for ((h, (label, width)), &w) in hands.iter().zip(&bars).zip(&won) {
        let name = format!(
            "{} #{}{}",
            h["section"].as_str().unwrap(),
            h["number"],
            if h["concealed"].as_bool().unwrap() { " (C)" } else { "" }
        );
        assert_eq!(label, &name);
        // Lengths are written to 0.01.
        assert!((width - top_width * w / top).abs() <= 0.011, "{name}: {width} for {w} won, {top_width} for {top}");
    }
}

#[test]
fn the_plot_format_comes_from_the_file_name_and_an_unknown_one_is_refused_before_the_games() {
    let upper = temp("upper.SVG");
    let (code, out, err) =
        mahjong(&["--json", "stats", "--games", "2", "--workers", "1", "--plot", upper.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let hands = serde_json::from_str::<serde_json::Value>(&out).unwrap()["hands"].as_array().unwrap().len();
    assert_eq!(bars(&std::fs::read_to_string(&upper).unwrap()).len(), hands);
    for (name, says) in [
        ("chart.png", "PNG is not written; write SVG (a file name ending in .svg) and convert it"),
        ("chart.pdf", "unknown chart format \"pdf\"; the chart is written as SVG (a file name ending in .svg)"),
        ("chart", "no file extension to choose the chart format by"),
    ] {
        let path = temp(name);
        // A million games would take minutes: the name is refused first.
        let (code, _, err) = mahjong(&["stats", "--games", "1000000", "--plot", path.to_str().unwrap()]);
        assert_eq!(code, 2, "{name}");
        assert!(err.starts_with(&format!("mahjong: --plot \"{}\": ", path.display())), "{err}");
        assert!(err.contains(says), "{err}");
        assert!(!path.exists());
    }
}

#[test]
fn the_ray_engine_runs_through_python_and_says_so_when_it_cannot() {
    let (code, _, err) = mahjong(&["stats", "--games", "2", "--address", "auto"]);
    assert_eq!((code, err.trim()), (2, "mahjong: --address: only with --engine ray"));
    // The engine is read by the core's name, as Python's card_stats(engine=...) reads it.
    let (code, _, err) = mahjong(&["stats", "--games", "2", "--engine", "spark"]);
    assert_eq!((code, err.trim()), (2, "mahjong: --engine: unknown engine \"spark\": expected local or ray"));
    let (code, out, _) = mahjong(&["stats", "--games", "2", "--engine", "LOCAL"]);
    assert_eq!(code, 0, "{out}");
    let run = |python: &str| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_mahjong"))
            .args(["stats", "--engine", "ray", "--games", "2"])
            .env("MAHJONG_PYTHON", python)
            .output()
            .unwrap();
        (out.status.code(), String::from_utf8(out.stderr).unwrap())
    };
    let (code, err) = run("/nonexistent/python3");
    assert_eq!(code, Some(2));
    assert!(err.starts_with("mahjong: --engine ray: cannot run \"/nonexistent/python3\": "), "{err}");
    assert!(err.contains("Ray runs from Python: pip install mahjong-core \"ray>=2\""), "{err}");
    // An interpreter that fails (here `false`, which ignores its arguments): its failure is
    // reported, not taken for statistics.
    let (code, err) = run("false");
    assert_eq!(code, Some(2));
    assert!(err.starts_with("mahjong: --engine ray: \"false\" failed: no message; "), "{err}");
    // One that succeeds but returns no statistics (`true`).
    let (code, err) = run("true");
    assert_eq!(code, Some(2));
    assert!(err.starts_with("mahjong: --engine ray: \"true\" did not return card statistics: "), "{err}");
    let (code, help, _) = mahjong(&["stats", "--help"]);
    assert_eq!(code, 0);
    assert!(help.contains("mahjong_core.sim.card_stats(card, ..., engine=\"ray\"") && help.contains("MAHJONG_PYTHON"));
}
