//! The shared rule rows (`mahjong-core/tests/rows/*.rows`; the format is in the README.md there)
//! answered by the `mahjong` command, for the rules it has a command for. Every row is read; a
//! row the command cannot ask says why, and that (rule, reason) must be on the skip list below,
//! which a test checks is exact.
mod common;
#[allow(dead_code)] // the CLI face does not convert names with `snake`
#[path = "../../mahjong-core/tests/common/rows.rs"]
mod row_file;

use common::mahjong;
use row_file::{Expect, Row, parse_rows, row_files};
use std::path::Path;

/// What the command cannot ask, by rule, with the reason.
const SKIPS: &[(&str, &str)] = &[
    ("calls", "facts given: the command works the facts out itself"),
    ("calls", "American: the command asks the card for the facts"),
    ("calls", "an error row: the command prints the message, not the kind"),
    ("next_round", "an error row: the command prints the message, not the kind"),
    ("tile_count_dead", "American: the command judges by the card as well as the tile count"),
    ("joker_exchange", "no command"),
    ("charleston_pass", "no command"),
    ("charleston_played", "no command"),
    ("second_charleston", "no command"),
    ("courtesy_count", "no command"),
    ("check_deal", "the command prints the remedy in words, not its name"),
    ("add_to_pung", "no command"),
    ("declare_concealed_kong", "no command"),
    ("check_rob_kong", "no command"),
    ("rob_kong", "no command"),
    ("check_kong_or_mah_jong", "no command"),
    ("wall_draw", "no command"),
    ("wall_is_wall_game", "no command"),
    ("wall_draw_replacement", "no command"),
    ("bonus_replacements", "no command"),
    ("holds_all_bonus_tiles", "no command"),
    ("claim_window_open", "no command"),
    ("call_in_time", "no command"),
    ("turns_lost", "no command"),
    ("next_to_play", "no command"),
    ("must_discard_after", "no command"),
    ("false_mah_jong", "no command"),
    ("concealed_hand_exposed", "no command"),
    ("next_live_seat", "no command"),
    ("sitting_out", "no command"),
    ("card_calls", "visible given: the command adds the hand's own exposures to it"),
    ("american_dead_hand", "visible given: the command adds the hand's own exposures to it"),
    ("american_call_facts", "no command"),
    ("card_keeps_a_line", "no command"),
    ("lines_possible", "no command"),
    ("exposures_dead", "no command"),
    ("no_line_possible", "no command"),
    ("valid_exposures", "no command"),
    ("line_possible", "no command"),
    ("expose", "no command"),
    ("chow_options", "no command"),
    ("expose_chow", "no command"),
    ("trade_blank", "no command"),
    ("take_tile", "no command"),
    ("resolve_mah_jong_claims", "no command"),
    ("passed_joker_remedy", "no command"),
    ("settle_bet", "no command"),
    ("only_possible_tile", "no command"),
    ("is_winning", "no command"),
    ("dead_hand_rack", "no command"),
    ("card_dead_hand_rack", "no command"),
    ("check_call", "no command"),
    ("chinese_call_facts", "no command"),
    ("claim_winner", "no command"),
    ("claim_order", "no command"),
    ("seat_wind", "no command"),
    ("wall_stacks", "no command"),
    ("wall_after_deal", "no command"),
    ("break_wall", "no command"),
    ("dealt_tiles", "no command"),
    ("tiles_dealt", "no command"),
    ("deal_order", "no command"),
];

enum Got {
    Answer(String),
    /// The command cannot ask this row, and why.
    Cannot(&'static str),
}

fn get<'a>(row: &'a Row, key: &str) -> Option<&'a str> {
    row.inputs.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
}

fn need<'a>(row: &'a Row, key: &str) -> &'a str {
    get(row, key).unwrap_or_else(|| panic!("{}: rule {} needs {key}=", row.at, row.rule))
}

/// The table as the command's options: `--variant V --players N`.
fn table_args(row: &Row) -> Vec<String> {
    let mut words = row.table.split_whitespace();
    let mut args = vec!["--variant".to_string(), words.next().unwrap().to_string()];
    for w in words {
        let (k, v) = w.split_once('=').unwrap();
        match k {
            "players" => args.extend(["--players".to_string(), v.to_string()]),
            "wind_rounds" => args.extend(["--wind-rounds".to_string(), v.to_string()]),
            "calls_keep_a_line" if v == "true" => args.push("--keep-a-line".to_string()),
            _ => panic!("{}: table setting {k} has no option in the command", row.at),
        }
    }
    args
}

/// The calls as the command prints them today (or canonically), in the rows' canonical words.
fn call_word(name: &str) -> &'static str {
    match name {
        "Chow" => "chow",
        "Pung" => "pung",
        "Kong" => "kong",
        "Quint" => "quint",
        "Sextet" => "sextet",
        "Mah Jongg" => "mah_jong",
        // The canonical names, once the command prints those.
        "chow" => "chow",
        "pung" => "pung",
        "kong" => "kong",
        "quint" => "quint",
        "sextet" => "sextet",
        "mah_jong" => "mah_jong",
        _ => panic!("{name:?} is no call"),
    }
}

fn run(args: &[String], at: &str) -> serde_json::Value {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (code, out, err) = mahjong(&args);
    assert_eq!(code, 0, "{at}: mahjong {args:?} failed: {out}{err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{at}: not JSON ({e}): {out}"))
}

fn answer(row: &Row) -> Got {
    let known: &[&str] = match row.rule.as_str() {
        "calls" => &["hand", "seat", "tile", "discarder", "latest", "facts", "keeps_a_line"],
        "next_round" => &["round", "first_dealer", "winner"],
        "tile_count_dead" => &["hand", "phase"],
        "card_calls" => &["card", "hand", "seat", "tile", "discarder", "visible"],
        "score" | "score_losing_hand" => &["profile", "hand", "flowers_and_seasons"],
        "card_match" => &["card", "hand"],
        "card_nearest" => &["card", "hand", "k"],
        "waits" | "tiles_away" | "decompose" => &["profile", "hand"],
        "settle" => &["profile", "winner", "scores"],
        "mcr_score" => &["hand", "flowers_and_seasons"],
        "american_dead_hand" => &["card", "hand", "phase", "visible"],
        "check_deal" => return Got::Cannot("the command prints the remedy in words, not its name"),
        _ => return Got::Cannot("no command"),
    };
    for (k, _) in &row.inputs {
        assert!(known.contains(&k.as_str()), "{}: rule {} does not read {k}=", row.at, row.rule);
    }
    if matches!(row.expect, Expect::Error(_)) {
        return Got::Cannot("an error row: the command prints the message, not the kind");
    }
    match row.rule.as_str() {
        "calls" => {
            if get(row, "facts").is_some() {
                return Got::Cannot("facts given: the command works the facts out itself");
            }
            if row.table.starts_with("american") {
                return Got::Cannot("American: the command asks the card for the facts");
            }
            let mut args: Vec<String> = ["--json", "rules", "calls"].map(String::from).to_vec();
            args.extend(table_args(row));
            for (opt, key) in [("--seat", "seat"), ("--from", "discarder"), ("--discard", "tile")] {
                args.extend([opt.to_string(), need(row, key).to_string()]);
            }
            match get(row, "latest") {
                Some("false") => args.push("--not-latest".into()),
                Some("true") | None => {}
                Some(v) => panic!("{}: latest={v}", row.at),
            }
            args.push(need(row, "hand").to_string());
            // `refused` says why no call is possible (a discard that is not the latest, a caller
            // without 13 tiles in sets); the calls are the answer.
            let v = run(&args, &row.at);
            let calls: Vec<&str> =
                v["calls"].as_array().unwrap().iter().map(|c| call_word(c.as_str().unwrap())).collect();
            Got::Answer(calls.join(" "))
        }
        "next_round" => {
            let round: Vec<&str> = need(row, "round").split_whitespace().collect();
            let mut args: Vec<String> = ["--json", "rules", "next-round"].map(String::from).to_vec();
            args.extend(table_args(row));
            args.extend(["--prevailing".into(), round[0].into(), "--dealer".into(), round[1].into()]);
            if let Some(f) = get(row, "first_dealer") {
                args.extend(["--first-dealer".into(), f.into()]);
            }
            match need(row, "winner") {
                "none" => args.push("--wall-game".into()),
                w => args.extend(["--winner".into(), w.into()]),
            }
            let v = run(&args, &row.at);
            let finished = if v["finished"].as_bool().unwrap() { " finished" } else { "" };
            Got::Answer(format!("{} {}{finished}", v["prevailing"].as_str().unwrap(), v["dealer"]))
        }
        "tile_count_dead" => {
            if row.table.starts_with("american") {
                return Got::Cannot("American: the command judges by the card as well as the tile count");
            }
            let mut args: Vec<String> = ["--json", "rules", "dead"].map(String::from).to_vec();
            args.extend(table_args(row));
            args.extend(["--phase".into(), need(row, "phase").into(), need(row, "hand").into()]);
            let v = run(&args, &row.at);
            if !v["dead"].as_bool().unwrap() {
                return Got::Answer("none".into());
            }
            let r = &v["reason"];
            // The command prints the reason in words ("wrong tile count"): the row's name has `_`.
            Got::Answer(format!("{} {} {}", r["reason"].as_str().unwrap().replace(' ', "_"), r["has"], r["expected"]))
        }
        "mcr_score" => {
            let flowers = if need(row, "flowers_and_seasons") == "true" { "--flowers" } else { "--no-flowers" };
            let v = run(
                &[
                    "--json".into(),
                    "score".into(),
                    "--rules".into(),
                    "mcr".into(),
                    flowers.into(),
                    need(row, "hand").into(),
                ],
                &row.at,
            );
            Got::Answer(format!("{} {} {}", v["fan_points"], v["flowers"], v["total"]))
        }
        "settle" => {
            assert_eq!(row.table, "-", "{}: settle rows read no table", row.at);
            let mut args: Vec<String> =
                vec!["--json".into(), "settle".into(), "--rules".into(), need(row, "profile").replace('_', "-")];
            match need(row, "winner") {
                "none" => {}
                w => args.extend(["--winner".into(), w.into()]),
            }
            args.extend(need(row, "scores").split_whitespace().map(String::from));
            let v = run(&args, &row.at);
            let nets: Vec<String> = v["payments"]["nets"].as_array().unwrap().iter().map(|n| n.to_string()).collect();
            Got::Answer(nets.join(" "))
        }
        "decompose" => {
            let profile = need(row, "profile").replace('_', "-");
            let v = run(
                &["--json".into(), "decompose".into(), "--rules".into(), profile, need(row, "hand").into()],
                &row.at,
            );
            Got::Answer(v["decompositions"].as_array().unwrap().len().to_string())
        }
        "tiles_away" => {
            assert_eq!(row.table, "-", "{}: tiles_away rows read no table", row.at);
            let profile = need(row, "profile").replace('_', "-");
            let v = run(
                &["--json".into(), "tiles-away".into(), "--rules".into(), profile, need(row, "hand").into()],
                &row.at,
            );
            Got::Answer(v["tiles_away"]["standard"].to_string())
        }
        "waits" => {
            assert_eq!(row.table, "-", "{}: waits rows read no table", row.at);
            // The command reads "three-player" for the canonical three_player.
            let profile = need(row, "profile").replace('_', "-");
            let v =
                run(&["--json".into(), "waits".into(), "--rules".into(), profile, need(row, "hand").into()], &row.at);
            let tiles: Vec<&str> =
                v["waits"]["tiles"].as_array().unwrap().iter().map(|t| t.as_str().unwrap()).collect();
            Got::Answer(tiles.join(" "))
        }
        "card_nearest" => {
            assert_eq!(need(row, "card"), "sample", "{}: only the sample card", row.at);
            let v = run(
                &["--json".into(), "nearest".into(), "-k".into(), need(row, "k").into(), need(row, "hand").into()],
                &row.at,
            );
            let lines: Vec<String> = v["nearest"]
                .as_array()
                .unwrap()
                .iter()
                .map(|x| format!("{} {} {}", x["section"].as_str().unwrap(), x["number"], x["tiles_away"]))
                .collect();
            Got::Answer(lines.join(" / "))
        }
        "card_match" => {
            assert_eq!(need(row, "card"), "sample", "{}: only the sample card", row.at);
            // Exit 1 when no line matches, with `"match": null`.
            let (code, out, err) = mahjong(&["--json", "check", need(row, "hand")]);
            assert!(code == 0 || code == 1, "{}: mahjong check failed: {out}{err}", row.at);
            let v: serde_json::Value = serde_json::from_str(&out).unwrap();
            let m = &v["match"];
            if m.is_null() {
                return Got::Answer("none".into());
            }
            Got::Answer(format!("{} {} {}", m["section"].as_str().unwrap(), m["number"], m["points"]))
        }
        "score" | "score_losing_hand" => {
            assert_eq!(row.table, "-", "{}: score rows read no table", row.at);
            // The command reads "three-player" for the canonical three_player.
            let profile = need(row, "profile").replace('_', "-");
            let mut args: Vec<String> = vec!["--json".into(), "score".into(), "--rules".into(), profile];
            match get(row, "flowers_and_seasons") {
                Some("true") => args.push("--flowers".into()),
                Some("false") => args.push("--no-flowers".into()),
                None => {}
                Some(v) => panic!("{}: flowers_and_seasons={v}", row.at),
            }
            if row.rule == "score_losing_hand" {
                args.push("--losing".into());
            }
            args.push(need(row, "hand").to_string());
            let v = run(&args, &row.at);
            Got::Answer(format!("{} {} {}", v["points"], v["doubles"], v["total"]))
        }
        "card_calls" | "american_dead_hand" => {
            if get(row, "visible").is_some() {
                return Got::Cannot("visible given: the command adds the hand's own exposures to it");
            }
            assert_eq!(need(row, "card"), "sample", "{}: only the sample card", row.at);
            let calls = row.rule == "card_calls";
            let mut args: Vec<String> =
                ["--json", "rules", if calls { "calls" } else { "dead" }].map(String::from).to_vec();
            let mut table = row.table.split_whitespace();
            args.extend(["--variant".to_string(), table.next().unwrap().to_string()]);
            for w in table {
                match w {
                    "calls_keep_a_line=true" => args.push("--keep-a-line".into()),
                    "strict_dead_hand=true" => args.push("--strict".into()),
                    _ => panic!("{}: table setting {w} has no option in the command", row.at),
                }
            }
            if calls {
                for (opt, key) in [("--seat", "seat"), ("--from", "discarder"), ("--discard", "tile")] {
                    args.extend([opt.to_string(), need(row, key).to_string()]);
                }
            } else {
                args.extend(["--phase".into(), need(row, "phase").into()]);
            }
            args.push(need(row, "hand").to_string());
            let v = run(&args, &row.at);
            if calls {
                let calls: Vec<&str> =
                    v["calls"].as_array().unwrap().iter().map(|c| call_word(c.as_str().unwrap())).collect();
                return Got::Answer(calls.join(" "));
            }
            if !v["dead"].as_bool().unwrap() {
                return Got::Answer("none".into());
            }
            let r = &v["reason"];
            let mut words = vec![r["reason"].as_str().unwrap().replace(' ', "_")];
            for k in ["has", "expected", "exposure"] {
                if let Some(n) = r.get(k).and_then(|n| n.as_u64()) {
                    words.push(n.to_string());
                }
            }
            Got::Answer(words.join(" "))
        }
        _ => unreachable!(),
    }
}

fn rows() -> Vec<Row> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../mahjong-core/tests/rows");
    row_files(&dir).iter().flat_map(|f| parse_rows(f)).collect()
}

#[test]
fn every_row_the_command_can_ask_gets_the_answer_it_states() {
    let rows = rows();
    assert!(!rows.is_empty(), "no rows found");
    let mut failures = Vec::new();
    let mut asked = 0;
    for row in &rows {
        match answer(row) {
            Got::Cannot(why) => {
                if !SKIPS.contains(&(row.rule.as_str(), why)) {
                    failures
                        .push(format!("{}: {} cannot be asked ({why}) but is not on the skip list", row.at, row.rule));
                }
            }
            Got::Answer(got) => {
                asked += 1;
                let Expect::Answer(want) = &row.expect else { unreachable!() };
                let norm = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
                if norm(&got) != norm(want) {
                    failures.push(format!("{}: {}: answered {got:?}, the row says {want:?}", row.at, row.rule));
                }
            }
        }
    }
    assert!(asked > 0, "the command answered no row");
    eprintln!("rows: {asked} of {} asked through the command", rows.len());
    assert!(failures.is_empty(), "{} rows failed:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn the_skip_list_is_exact() {
    // Every entry is the reason of at least one row: a stale entry (the command learned the rule,
    // or the rows changed) fails here.
    let rows = rows();
    for &(rule, why) in SKIPS {
        let hit = rows.iter().any(|r| r.rule == rule && matches!(answer(r), Got::Cannot(w) if w == why));
        assert!(hit, "skip ({rule}, {why:?}) matches no row: take it off the list");
    }
}
