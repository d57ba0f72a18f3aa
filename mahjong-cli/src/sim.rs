//! `mahjong play`, `mahjong replay`, `mahjong stats`: the game engine of the core, seeded hands
//! played by bots, game logs and card statistics.
use crate::american::load;
use crate::common::{Failure, Output, json};
use mahjong_core::error::Quoted;
use mahjong_core::rules::{Table, Variant};
use mahjong_core::sim::stats::{CardStats, Engine, card_stats, check_chart_name, chunks, default_workers};
use mahjong_core::sim::{Bot, BotKind, Game, Outcome, log, play};
use std::path::{Path, PathBuf};

fn table(name: &str) -> Result<Table, Failure> {
    // The table of the variant; the engine says which variants it plays.
    Ok(Table::american().with_variant(crate::common::named::<Variant>("--variant", name)?))
}

/// Plays one seeded hand with four bots and prints how it ended; `--log FILE` writes the game
/// log (JSON Lines) that `mahjong replay` reads.
#[derive(clap::Args, Debug)]
pub struct PlayArgs {
    /// The game: american (with the card) or chinese (the classical game).
    #[arg(long, default_value = mahjong_core::rules::Variant::default().name())]
    variant: String,
    /// The seed of the deal and of the bots.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// The bots: random, greedy or advice.
    #[arg(long, default_value = "greedy")]
    bots: String,
    /// A card file (American); default: the embedded sample card.
    #[arg(long, value_name = "FILE", value_parser = clap::value_parser!(PathBuf))]
    card: Option<PathBuf>,
    /// Write the game log (JSON Lines) to FILE ("-" for standard output, instead of the summary).
    #[arg(long, value_name = "FILE", value_parser = clap::value_parser!(PathBuf))]
    log: Option<PathBuf>,
}

fn summary(game: &Game<'_>, out: &Outcome) -> String {
    let mut s = match (out.winner, game.card(), out.card_hand) {
        (None, _, _) => "wall game: nobody wins, nobody pays".to_string(),
        (Some(w), Some(card), Some(h)) => {
            let spec = &card.hands()[h as usize];
            format!(
                "seat {} wins with {} #{} ({}), value {}",
                w.index(),
                spec.section,
                spec.number,
                out.by.map_or("", |b| b.name()),
                out.value
            )
        }
        (Some(w), _, _) => {
            format!("seat {} wins ({}), score {}", w.index(), out.by.map_or("", |b| b.name()), out.value)
        }
    };
    s.push_str(&format!("\nmoves: {}\nnet payments by seat: {:?}", game.steps(), out.nets));
    for (i, h) in game.hands().iter().enumerate() {
        s.push_str(&format!("\nseat {i}{}: {h}", if out.dead[i] { " (dead)" } else { "" }));
    }
    s
}

pub fn play_one(args: PlayArgs, as_json: bool) -> Result<Output, Failure> {
    let table = table(&args.variant)?;
    let kind = crate::common::named::<BotKind>("--bots", &args.bots)?;
    let card = load(args.card.as_deref())?;
    let card = (table.variant() == Variant::American).then(|| card.card());
    let mut game = Game::new(table, card, args.seed).map_err(|e| Failure::input(e.to_string()))?;
    let mut moves = Vec::new();
    let out = play(&mut game, &mut Bot::seats(kind, args.seed), Some(&mut moves))
        .map_err(|e| Failure::input(e.to_string()))?;
    let text = log::write(&game, &moves);
    match args.log.as_deref() {
        Some(p) if p.as_os_str() == "-" => return Ok(text.trim_end().to_string().into()),
        Some(p) => std::fs::write(p, &text)
            .map_err(|e| Failure::input(format!("cannot write the log {}: {e}", Quoted(&p.display().to_string()))))?,
        None => {}
    }
    if as_json {
        let end = log::end(&game);
        return json(&end).map(Into::into);
    }
    Ok(summary(&game, &out).into())
}

/// Replays a game log (JSON Lines, as `mahjong play --log` writes it): every move is taken again
/// under the rules; a move the rules refuse stops the replay with the rule's error and the line.
#[derive(clap::Args, Debug)]
pub struct ReplayArgs {
    /// The log file ("-" reads standard input).
    #[arg(value_name = "LOG")]
    log: PathBuf,
    /// The card file the game was played with (American); default: the embedded sample card.
    #[arg(long, value_name = "FILE", value_parser = clap::value_parser!(PathBuf))]
    card: Option<PathBuf>,
}

pub fn replay(args: ReplayArgs, as_json: bool) -> Result<Output, Failure> {
    let name = args.log.display().to_string();
    let text = if args.log.as_os_str() == "-" {
        std::io::read_to_string(std::io::stdin()).map_err(|e| Failure::input(format!("cannot read the log: {e}")))?
    } else {
        std::fs::read_to_string(&args.log)
            .map_err(|e| Failure::input(format!("cannot read the log {}: {e}", Quoted(&name))))?
    };
    let card = load(args.card.as_deref())?;
    let game = log::replay(&text, Some(card.card())).map_err(|e| Failure::input(format!("{}, {e}", Quoted(&name))))?;
    match game.outcome() {
        Some(_) if as_json => json(&log::end(&game)).map(Into::into),
        Some(out) => {
            Ok(format!("replayed {} moves: the log follows the rules\n{}", game.steps(), summary(&game, out)).into())
        }
        None if as_json => json(&serde_json::json!({ "moves": game.steps(), "over": false })).map(Into::into),
        None => Ok(format!("replayed {} moves: the log follows the rules; the hand is not over", game.steps()).into()),
    }
}

/// Which hands of an American card bots win: plays seeded games on every worker thread and
/// reports, per card hand, games won, mean tiles away at the deal and after the Charleston and
/// mean points paid, with the wall-game rate. The same seed gives the same numbers with any
/// number of workers, and with `--engine ray`.
#[derive(clap::Args, Debug)]
#[command(after_help = "With --engine ray the games run on a Ray cluster through Python: the command runs \
the Python interpreter named by MAHJONG_PYTHON (default: python3), which needs the mahjong-core wheel and \
Ray (pip install mahjong-core \"ray>=2\"), and calls mahjong_core.sim.card_stats(card, ..., engine=\"ray\", \
address=ADDR). Without --address it joins the cluster in RAY_ADDRESS, or starts a local one. The numbers \
are the same as on this machine's threads.")]
pub struct StatsArgs {
    /// The card file (TOML, or JSON when the name ends in .json); default: the embedded sample
    /// card.
    #[arg(value_name = "CARD", value_parser = clap::value_parser!(PathBuf))]
    card: Option<PathBuf>,
    /// Games to play.
    #[arg(long, default_value_t = 10_000)]
    games: u64,
    /// The bots: random, greedy or advice.
    #[arg(long, default_value = "greedy")]
    bots: String,
    /// Worker threads (default: the machine's cores); with --engine ray, the chunks the games are
    /// split into (default: one per CPU of the cluster).
    #[arg(long)]
    workers: Option<usize>,
    /// The seed of the run (each game's seed is derived from it and the game's number).
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Where the games run: local (threads of this process) or ray (a Ray cluster, through
    /// Python; see below).
    #[arg(long, default_value = Engine::default().name())]
    engine: String,
    /// The Ray cluster to join (as `ray.init(address=ADDR)`: `ray://head:10001`, `auto`, or a GCS
    /// address); only with --engine ray.
    #[arg(long, value_name = "ADDR")]
    address: Option<String>,
    /// Also write a bar chart to FILE: one bar per card hand, as long as the games it won, labelled
    /// with the hand. The format comes from the file name: .svg (SVG is the one format written).
    #[arg(long, value_name = "FILE", value_parser = clap::value_parser!(PathBuf))]
    plot: Option<PathBuf>,
}

/// The interpreter `--engine ray` runs, unless `MAHJONG_PYTHON` names another.
const PYTHON: &str = "python3";

fn stats_text(s: &CardStats, seconds: f64, ran_on: &str) -> String {
    let mut t = format!(
        "{}: {} games, {} bots, {}, {:.2} s\nwall games: {} ({:.2}%)\n\n{:<28} {:>5} {:>9} {:>8} {:>10} {:>10} {:>8}\n",
        s.card,
        s.games,
        s.bots.name(),
        ran_on,
        seconds,
        s.wall_games,
        100.0 * s.wall_game_rate(),
        "hand",
        "value",
        "won",
        "won %",
        "away deal",
        "away Ch.",
        "points"
    );
    for h in &s.hands {
        let name = format!("{} #{}{}", h.section, h.number, if h.concealed { " C" } else { "" });
        t.push_str(&format!(
            "{:<28} {:>5} {:>9} {:>8.3} {:>10.2} {:>10.2} {:>8.1}\n",
            name,
            h.value,
            h.won,
            100.0 * h.win_rate(s.games),
            h.mean_away_deal(),
            h.mean_away_charleston(),
            h.mean_points()
        ));
    }
    t.trim_end().to_string()
}

/// The core's `check_chart_name`: SVG is the one format written.
fn check_plot_name(p: &Path) -> Result<(), Failure> {
    check_chart_name(p).map_err(|e| Failure::input(format!("--plot {}: {e}", Quoted(&p.display().to_string()))))
}

/// Runs the games on Ray through Python (`mahjong_core.sim.card_stats(…, engine="ray")`): the
/// request goes to the interpreter as JSON on standard input, the result (`CardStats.to_dict()`)
/// comes back as JSON on standard output.
fn stats_on_ray(args: &StatsArgs, bots: BotKind) -> Result<CardStats, Failure> {
    use std::io::Write as _;
    let card = match &args.card {
        None => None,
        Some(p) => Some(p.to_str().ok_or_else(|| {
            Failure::input(format!("--engine ray: the card path {} is not UTF-8", Quoted(&p.display().to_string())))
        })?),
    };
    let request = serde_json::json!({
        "card": card,
        "games": args.games,
        "seed": args.seed,
        "bots": bots.name(),
        "workers": args.workers,
        "address": args.address,
    });
    let python = std::env::var_os("MAHJONG_PYTHON").unwrap_or_else(|| PYTHON.into());
    let shown = python.to_string_lossy().into_owned();
    let hint = "Ray runs from Python: pip install mahjong-core \"ray>=2\" (MAHJONG_PYTHON names the interpreter)";
    let mut child = std::process::Command::new(&python)
        .args(["-c", "from mahjong_core.sim import _stats_for_cli; _stats_for_cli()"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| Failure::input(format!("--engine ray: cannot run {}: {e}; {hint}", Quoted(&shown))))?;
    if let Some(mut stdin) = child.stdin.take() {
        // A write error means the interpreter ended early; its exit status and message tell why.
        let _ = stdin.write_all(request.to_string().as_bytes());
    }
    let out = child.wait_with_output().map_err(|e| Failure::input(format!("--engine ray: {}: {e}", Quoted(&shown))))?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        let last = err.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("no message").trim();
        return Err(Failure::input(format!("--engine ray: {} failed: {last}; {hint}", Quoted(&shown))));
    }
    serde_json::from_slice::<CardStats>(&out.stdout)
        .map_err(|e| Failure::input(format!("--engine ray: {} did not return card statistics: {e}", Quoted(&shown))))
}

pub fn stats(args: StatsArgs, as_json: bool) -> Result<Output, Failure> {
    let kind = crate::common::named::<BotKind>("--bots", &args.bots)?;
    let engine = crate::common::named::<Engine>("--engine", &args.engine)?;
    if let Some(w) = args.workers {
        // The core's rule for the split (at least one worker), named as the option.
        let _ = chunks(args.games, w).map_err(|e| Failure::input(format!("--{e}")))?;
    }
    if args.address.is_some() && engine != Engine::Ray {
        return Err(Failure::input("--address: only with --engine ray"));
    }
    if let Some(p) = &args.plot {
        check_plot_name(p)?;
    }
    let card = load(args.card.as_deref())?;
    let start = std::time::Instant::now();
    let (s, ran_on) = match engine {
        Engine::Local => {
            let workers = args.workers.unwrap_or_else(default_workers);
            let s = card_stats(card.card(), args.games, args.seed, kind, workers)
                .map_err(|e| Failure::input(e.to_string()))?;
            (s, format!("{workers} workers"))
        }
        Engine::Ray => {
            let s = stats_on_ray(&args, kind)?;
            let chunks = args.workers.map_or_else(|| "a chunk per CPU".to_string(), |w| format!("{w} chunks"));
            (s, format!("on Ray, {chunks}"))
        }
    };
    let seconds = start.elapsed().as_secs_f64();
    if let Some(p) = &args.plot {
        std::fs::write(p, s.to_svg())
            .map_err(|e| Failure::input(format!("cannot write the plot {}: {e}", Quoted(&p.display().to_string()))))?;
    }
    if as_json {
        let mut v = serde_json::to_value(&s).map_err(|e| Failure::input(e.to_string()))?;
        v["wall_game_rate"] = serde_json::json!(s.wall_game_rate());
        if let Some(hands) = v["hands"].as_array_mut() {
            for (h, st) in hands.iter_mut().zip(&s.hands) {
                h["win_rate"] = serde_json::json!(st.win_rate(s.games));
                h["mean_away_deal"] = serde_json::json!(st.mean_away_deal());
                h["mean_away_charleston"] = serde_json::json!(st.mean_away_charleston());
                h["mean_points"] = serde_json::json!(st.mean_points());
            }
        }
        return json(&v).map(Into::into);
    }
    Ok(stats_text(&s, seconds, &ran_on).into())
}
