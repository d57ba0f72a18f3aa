//! `mahjong rules …`: the table rules one question at a time: the calls a player may
//! make on a discard, whether a hand is dead and why, whether one player's Charleston pass is
//! allowed, the remedy for the tile counts after the deal, and the round after a hand.
//!
//! Every answer comes from `mahjong_core::rules`; this file reads arguments and prints results.
//! Exit status: 0 an answer (including "no calls" and "dead hand"), 1 a Charleston pass the
//! rules reject (the reason is printed), 2 bad input (the message names the argument).
use crate::common::{Failure, Output, json, named, parse_error, read_tiles};
use mahjong_core::american::Card;
use mahjong_core::rules::limits::{self, PASS_TILES};
use mahjong_core::rules::{
    self as r, Call, CharlestonPass, DeadHandReason, DeadHandVerdict, Discard, HandResult, HouseRules, LinesPossible,
    Pass, Round, RulesError, Seat, Table, TurnPhase, Variant,
};
use mahjong_core::{Hand, ParseError, Tile, Wind, notation};
use serde_json::{Value, json as j};

/// The table rules: calls, dead hands, Charleston passes, the deal, rotation.
#[derive(clap::Args, Debug)]
pub struct Args {
    #[command(subcommand)]
    command: RulesCommand,
}

#[derive(clap::Subcommand, Debug)]
enum RulesCommand {
    /// The calls a player may make on a discard (American: from the card; Chinese and British:
    /// from the hand evaluator).
    Calls(CallsArgs),
    /// Whether a hand is dead, with the reason (American: by the card; --strict: no line still
    /// possible given the visible tiles).
    Dead(DeadArgs),
    /// Whether one player's Charleston pass is allowed (exit 1 with the reason when not).
    Charleston(CharlestonArgs),
    /// The remedy for the tile counts found after the deal.
    Deal(DealArgs),
    /// The dealer and prevailing wind of the next hand.
    NextRound(NextRoundArgs),
}

/// The table: variant and players.
#[derive(clap::Args, Debug)]
struct TableArgs {
    /// The rules: american, chinese or british.
    #[arg(long, default_value = Variant::default().name())]
    variant: String,
    /// Players at the table, 2 to 4.
    #[arg(long, default_value_t = Table::DEFAULT_PLAYERS)]
    players: u8,
}

#[derive(clap::Args, Debug)]
struct CallsArgs {
    /// The caller's hand, e.g. "[FFF] 2026c 22b 2222d" or "46m 99p".
    hand: String,
    /// The discarded tile, e.g. 5b, 2s, N, J.
    #[arg(long)]
    discard: String,
    /// Who discarded it (seat 0–3 in turn order).
    #[arg(long)]
    from: u8,
    /// The caller's seat.
    #[arg(long, default_value_t = 0)]
    seat: u8,
    /// The discard is not the most recent one.
    #[arg(long)]
    not_latest: bool,
    #[command(flatten)]
    american: AmericanArgs,
    /// House rule: offer only the calls that keep a card line possible.
    #[arg(long)]
    keep_a_line: bool,
    #[command(flatten)]
    table: TableArgs,
}

/// The card and the tiles in view, for the American rules that read them (`calls`, `dead`).
#[derive(clap::Args, Debug)]
struct AmericanArgs {
    /// American: a card file (TOML, or JSON when the name ends in .json); default: the sample card.
    #[arg(long, value_name = "FILE")]
    card: Option<String>,
    /// American: tiles visible to all (discards, other players' exposures), e.g. "1z 1z EEEE JJ".
    #[arg(long, default_value = "")]
    visible: String,
    /// House rule: a hand is dead once no card line is still possible given the visible tiles.
    #[arg(long)]
    strict: bool,
}

impl AmericanArgs {
    /// Whether `--card` or `--visible` was given (both are for American play only).
    fn given(&self) -> bool {
        self.card.is_some() || !self.visible.is_empty()
    }

    /// The named card (or none, for the sample card) and the counts of the tiles in view: the
    /// `--visible` tiles and the hand's own exposures.
    fn read(&self, hand: &Hand) -> Result<(Option<Card>, [u8; Tile::COUNT]), Failure> {
        Ok((card(self.card.as_deref())?, r::visible_tiles(&read_tiles("--visible", &self.visible)?, &[*hand])))
    }
}

#[derive(clap::Args, Debug)]
struct DeadArgs {
    /// The hand, e.g. "[777c] [NNNN] 1b 2b 3b 4b 5b 6b".
    hand: String,
    /// Where the player is in the turn: waiting (13 tiles), drawn or exposed (14), discarded (13).
    #[arg(long, default_value = TurnPhase::default().name())]
    phase: String,
    #[command(flatten)]
    american: AmericanArgs,
    /// The player declared a concealed (C) line: any exposure makes the hand dead.
    #[arg(long)]
    concealed_line: bool,
    #[command(flatten)]
    table: TableArgs,
}

#[derive(clap::Args, Debug)]
struct CharlestonArgs {
    /// The pass: 1–7 or a name (first_right, first_over, first_left, second_left, second_over,
    /// second_right, courtesy).
    #[arg(long)]
    pass: String,
    /// The tiles passed, e.g. "2b 3b N".
    #[arg(long, default_value = "")]
    tiles: String,
    /// The passer's hand (default: a hand holding exactly the tiles passed).
    #[arg(long)]
    hand: Option<String>,
    /// The passer's seat.
    #[arg(long, default_value_t = 0)]
    seat: u8,
    /// Positions (1–3) of tiles passed blind, e.g. 2,3.
    #[arg(long, value_delimiter = ',')]
    blind: Vec<u8>,
    /// The tiles received in the previous pass (for a blind pass).
    #[arg(long, default_value = "")]
    received: String,
    /// Courtesy pass: how many tiles this player asks to pass (0–3).
    #[arg(long, default_value_t = 0)]
    asks: u8,
    /// Courtesy pass: how many the player across asks.
    #[arg(long, default_value_t = PASS_TILES as u8)]
    partner_asks: u8,
    /// House rule: a Charleston is played with three players.
    #[arg(long)]
    three_player_charleston: bool,
    #[command(flatten)]
    table: TableArgs,
}

#[derive(clap::Args, Debug)]
struct DealArgs {
    /// Tiles each seat holds after the deal, by seat: e.g. 14,13,13,12.
    #[arg(long, value_delimiter = ',', required = true)]
    counts: Vec<u8>,
    /// The dealer's (East's) seat.
    #[arg(long, default_value_t = 0)]
    dealer: u8,
    #[command(flatten)]
    table: TableArgs,
}

#[derive(clap::Args, Debug)]
#[command(group(clap::ArgGroup::new("result").required(true).args(["winner", "wall_game"])))]
struct NextRoundArgs {
    /// The dealer (East) of the hand just played.
    #[arg(long, default_value_t = 0)]
    dealer: u8,
    /// The prevailing wind: E, S, W, N (or east …).
    #[arg(long, default_value = Wind::default().name())]
    prevailing: String,
    /// The first dealer of the game (default: --dealer).
    #[arg(long)]
    first_dealer: Option<u8>,
    /// The seat that went Mah Jongg.
    #[arg(long)]
    winner: Option<u8>,
    /// The hand was a wall game (no winner).
    #[arg(long)]
    wall_game: bool,
    /// Chinese and British: wind rounds in the game, 1 to 4 (the classical rules: three players agree on 3
    /// or 4); 0 plays all four.
    #[arg(long, default_value_t = HouseRules::LEAGUE.wind_rounds)]
    wind_rounds: u8,
    #[command(flatten)]
    table: TableArgs,
}

pub fn run(args: Args, as_json: bool) -> Result<Output, Failure> {
    match args.command {
        RulesCommand::Calls(a) => calls(a, as_json),
        RulesCommand::Dead(a) => dead(a, as_json),
        RulesCommand::Charleston(a) => charleston(a, as_json),
        RulesCommand::Deal(a) => deal(a, as_json),
        RulesCommand::NextRound(a) => next_round(a, as_json),
    }
}

// ---------------------------------------------------------------------------------------------
// Reading arguments

fn table(args: &TableArgs, house: HouseRules) -> Result<Table, Failure> {
    let variant: Variant = named("--variant", &args.variant)?;
    Table::new(variant, u32::from(args.players), house).map_err(table_failure)
}

/// The core's refusal of a table, naming the command-line flag of the number it refuses.
fn table_failure(e: RulesError) -> Failure {
    match e {
        RulesError::OutOfRange { argument, value, expected } => {
            Failure::input(format!("--{} {value} is out of range: {expected}", argument.replace('_', "-")))
        }
        e => Failure::input(e.to_string()),
    }
}

/// Seat `n`, checked by the core as every face checks it: a seat number (`limits::seat`), then
/// a seat in play at the table (`Table::seat_in_play`); an error names the flag.
fn seat(flag: &str, n: u8, table: &Table) -> Result<Seat, Failure> {
    let s = limits::seat(i64::from(n)).map_err(|e| Failure::input(format!("{flag}: {e}")))?;
    table.seat_in_play(s).map_err(|e| Failure::input(format!("{flag}: {e}")))
}

/// The hand checked against the table's set (`crate::common::read_hand`: at an American table a
/// Chinese flower or season is the flower F, as the core reads it).
fn read_hand(text: &str, table: &Table) -> Result<Hand, Failure> {
    crate::common::read_hand(text, &table.tile_set())
}

/// A discard the table can hold, as the core's `rules::check_discard_tile` says (American play
/// reads any flower as the flower). The column of a parse error counts the leading blanks trimmed.
fn read_discard(flag: &str, text: &str, table: &Table) -> Result<Tile, Failure> {
    let trimmed = text.trim();
    let lead = text.chars().count() - text.trim_start().chars().count();
    let tile = trimmed.parse::<Tile>().map_err(|e| {
        let at = ParseError { column: if e.column > 0 { e.column + lead } else { e.column }, ..e };
        let f = parse_error(text, &at);
        Failure::input(format!("{flag}: {}", f.message))
    })?;
    r::check_discard_tile(table, tile).map_err(|e| Failure::input(format!("{flag}: {}", rules_message(&e, table))))?;
    Ok(tile)
}

/// More copies visible than the American set has, the tile in the table's notation.
fn visible_failure(e: RulesError, table: &Table) -> Failure {
    Failure::input(format!("--visible: {}", rules_message(&e, table)))
}

fn card(path: Option<&str>) -> Result<Option<Card>, Failure> {
    path.map(|p| Card::load(p).map_err(|e| Failure::input(format!("bad card: {e}")))).transpose()
}

/// The Charleston pass `--pass` names, a number or a name: the core's
/// `rules::args::charleston_pass_text`, as WebAssembly reads it.
pub(crate) fn charleston_pass(text: &str) -> Result<CharlestonPass, Failure> {
    r::args::charleston_pass_text(text).map_err(|e| Failure::input(format!("--pass: {e}")))
}

/// A tile as the table writes it: American notation (`J`, `1b`, `N`, `F`) at an American table,
/// MPSZ (`5p`, `1z`) otherwise.
fn tile_text(tile: Tile, table: &Table) -> String {
    if table.variant() == Variant::American { tile.american().to_string() } else { tile.to_string() }
}

/// The message of a rules error, with the tiles it names (`RulesError::tiles`) in American
/// notation at an American table (the core messages write tiles in MPSZ): a change of notation
/// only, the words are the core's.
fn rules_message(e: &RulesError, table: &Table) -> String {
    let text = e.to_string();
    if table.variant() != Variant::American {
        return text;
    }
    let tiles: Vec<Tile> = e.tiles().collect();
    text.split(' ')
        .map(|word| {
            let bare = word.trim_end_matches([':', ',', ';', '.']);
            match tiles.iter().find(|t| t.to_string() == bare) {
                Some(&t) => format!("{}{}", tile_text(t, table), &word[bare.len()..]),
                None => word.to_string(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

fn lines_json(p: LinesPossible) -> Value {
    j!({ "exposed": p.exposed, "concealed": p.concealed })
}

fn dead_json(d: Option<DeadHandReason>) -> Value {
    j!(d.map(r::DeadHandReport))
}

// ---------------------------------------------------------------------------------------------
// Subcommands

fn calls(a: CallsArgs, as_json: bool) -> Result<Output, Failure> {
    let house =
        HouseRules { strict_dead_hand: a.american.strict, calls_keep_a_line: a.keep_a_line, ..HouseRules::LEAGUE };
    let t = table(&a.table, house)?;
    let hand = read_hand(&a.hand, &t)?;
    let caller = seat("--seat", a.seat, &t)?;
    let discarder = seat("--from", a.from, &t)?;
    let tile = read_discard("--discard", &a.discard, &t)?;
    let discard = Discard { tile, discarder, latest: !a.not_latest };
    let (facts, lines) = if t.variant() == Variant::American {
        let (loaded, visible) = a.american.read(&hand)?;
        let card = loaded.as_ref().unwrap_or_else(|| Card::sample());
        let facts =
            r::american_call_facts(&t, card, &hand, caller, &discard, &visible).map_err(|e| visible_failure(e, &t))?;
        (Ok(facts), Some(r::lines_possible(card, &hand, &visible).map_err(|e| visible_failure(e, &t))?))
    } else {
        if a.american.given() {
            return Err(Failure::input("--card and --visible are for American play (--variant american)"));
        }
        // The facts every face assumes when none are given; a caller the rules refuse (not 13
        // tiles in sets) is reported below as the refusal.
        (r::assumed_call_facts(&t, &hand, caller, &discard), None)
    };
    let result = facts.and_then(|f| r::calls(&t, &hand, caller, &discard, &f));
    let facts = facts.unwrap_or_default();
    let names: Vec<&str> = result.as_ref().map(|s| s.iter().map(|c| c.name()).collect()).unwrap_or_default();
    let refused = match &result {
        Err(e) => Some(rules_message(e, &t)),
        Ok(_) => r::check_discard_callable(&t, caller, &discard, &facts).err().map(|e| rules_message(&e, &t)),
    };
    // Why each call of the variant is not offered (calls the variant never has are left out).
    let not_allowed: Vec<(&str, String)> = match result {
        Ok(set) if refused.is_none() => Call::ALL
            .into_iter()
            .filter(|c| !set.contains(*c))
            .filter_map(|c| match r::check_call(&t, &hand, caller, &discard, c, &facts) {
                Err(RulesError::CallNotInVariant { variant, .. }) if variant == t.variant().name() => None,
                Err(e) => Some((c.name(), rules_message(&e, &t))),
                Ok(()) => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    let tile_shown = tile_text(tile, &t);
    if as_json {
        let mut v = j!({
            "variant": t.variant().name(),
            "seat": caller.index(),
            "discard": { "tile": tile_shown, "from": discarder.index(), "latest": discard.latest },
            "calls": names,
            "refused": refused,
            "not_allowed": not_allowed.iter().map(|(c, why)| (c.to_string(), j!(why))).collect::<serde_json::Map<_, _>>(),
            "facts": {
                "mah_jong": facts.mah_jong,
                "concealed_only": facts.concealed_only,
                "dead": facts.dead,
                "keeps_a_line": Call::SETS
                    .iter()
                    .map(|c| (c.name().to_string(), j!(facts.keeps_a_line_after(*c))))
                    .collect::<serde_json::Map<_, _>>(),
            },
        });
        if let Some(p) = lines {
            v["lines_possible"] = lines_json(p);
        }
        return Ok(json(&v)?.into());
    }
    let mut out = format!("calls: {}", if names.is_empty() { "none".to_string() } else { names.join(", ") });
    if let Some(why) = refused {
        out.push_str(&format!("\nrefused: {why}"));
    }
    for (call, why) in &not_allowed {
        out.push_str(&format!("\nno {call}: {why}"));
    }
    out.push_str(&format!("\nmah jongg on {tile_shown}: {}", yes(facts.mah_jong)));
    if let Some(p) = lines {
        let keeps: Vec<String> =
            Call::SETS.iter().map(|c| format!("{} {}", c.name(), yes(facts.keeps_a_line_after(*c)))).collect();
        out.push_str(&format!(
            "\nconcealed only: {}\ndead by the card: {}\nkeeps a line: {}\nlines possible: {} exposed, {} concealed",
            yes(facts.concealed_only),
            yes(facts.dead),
            keeps.join(", "),
            p.exposed,
            p.concealed
        ));
    }
    Ok(out.into())
}

fn dead(a: DeadArgs, as_json: bool) -> Result<Output, Failure> {
    let house = HouseRules { strict_dead_hand: a.american.strict, ..HouseRules::LEAGUE };
    let t = table(&a.table, house)?;
    let hand = read_hand(&a.hand, &t)?;
    let phase: TurnPhase = named("--phase", &a.phase)?;
    let exposed_c = r::concealed_hand_exposed(&hand, a.concealed_line);
    let mut american = None;
    let reason = if t.variant() == Variant::American {
        let (loaded, visible) = a.american.read(&hand)?;
        let card = loaded.as_ref().unwrap_or_else(|| Card::sample());
        let dead = r::american_dead_hand(&t, card, &hand, phase, &visible).map_err(|e| visible_failure(e, &t))?;
        let reason = r::tile_count_dead(&t, &hand, phase).or(exposed_c).or(dead);
        let rack = r::american_dead_hand_rack(card, &hand, a.concealed_line);
        let possible = r::lines_possible(card, &hand, &visible).map_err(|e| visible_failure(e, &t))?;
        american = Some((possible, r::valid_exposures(card, &hand), rack));
        reason
    } else {
        if a.american.given() || a.american.strict {
            return Err(Failure::input("--card, --visible and --strict are for American play (--variant american)"));
        }
        r::tile_count_dead(&t, &hand, phase).or(exposed_c)
    };
    if as_json {
        let mut v = j!({ "variant": t.variant().name(), "dead": reason.is_some(), "reason": dead_json(reason) });
        if let Some((p, valid, rack)) = american {
            v["lines_possible"] = lines_json(p);
            v["valid_exposures"] = j!(valid[..hand.melds().len()]);
            if reason.is_some() {
                v["rack"] = j!(notation::american(&rack).to_string());
            }
        }
        return Ok(json(&v)?.into());
    }
    let mut out = DeadHandVerdict(reason).to_string();
    if let Some((p, _, rack)) = american {
        out.push_str(&format!("\nlines possible: {} exposed, {} concealed", p.exposed, p.concealed));
        if reason.is_some() {
            out.push_str(&format!("\nrack for joker exchange: {}", notation::american(&rack)));
        }
    }
    Ok(out.into())
}

/// A hand holding `n` one-craks (at most a pass) and the pass of them: a valid pass for the
/// seats the question is not about.
fn filler(n: usize) -> (Hand, Pass) {
    let one: Tile = Tile::from_index(0).unwrap_or(Tile::BLANK);
    let tiles = [one; PASS_TILES];
    let n = n.min(PASS_TILES);
    let mut h = Hand::new();
    for &t in &tiles[..n] {
        let _ = h.push(t);
    }
    (h, Pass::new(&tiles[..n]).unwrap_or(Pass::EMPTY))
}

fn charleston(a: CharlestonArgs, as_json: bool) -> Result<Output, Failure> {
    let house = HouseRules { three_player_charleston: a.three_player_charleston, ..HouseRules::LEAGUE };
    let t = table(&a.table, house)?;
    let pass = charleston_pass(&a.pass)?;
    let me = seat("--seat", a.seat, &t)?;
    let tiles = read_tiles("--tiles", &a.tiles)?;
    let mut my_pass = r::args::pass(&tiles, []).map_err(|e| Failure::input(format!("--tiles: {e}")))?;
    for &b in &a.blind {
        if !(1..=tiles.len()).contains(&usize::from(b)) {
            return Err(Failure::input(format!(
                "--blind {b} is not a position of the tiles passed (1 to {})",
                tiles.len()
            )));
        }
        my_pass = my_pass.with_blind(usize::from(b - 1));
    }
    let my_hand = match &a.hand {
        Some(text) => read_hand(text, &t)?,
        None => {
            let mut h = Hand::new();
            for &tile in &tiles {
                let _ = h.push(tile);
            }
            h
        }
    };
    let received = read_tiles("--received", &a.received)?;
    let my_received = r::args::pass(&received, []).map_err(|e| Failure::input(format!("--received: {e}")))?;
    let s = me.index() as usize;
    let result = if pass == CharlestonPass::Courtesy {
        let mut asks = [0u8; 4];
        asks[s] = a.asks;
        asks[me.across().index() as usize] = a.partner_asks;
        let (fill_hand, fill_pass) = filler(usize::from(a.asks.min(a.partner_asks)));
        let mut hands = [Hand::new(); 4];
        let mut passes = [Pass::EMPTY; 4];
        hands[me.across().index() as usize] = fill_hand;
        passes[me.across().index() as usize] = fill_pass;
        hands[s] = my_hand;
        passes[s] = my_pass;
        r::apply_courtesy_pass(&t, &hands, asks, &passes)
    } else {
        let (fill_hand, fill_pass) = filler(PASS_TILES);
        let mut hands = [fill_hand; 4];
        let mut passes = [fill_pass; 4];
        let mut rec = [Pass::EMPTY; 4];
        hands[s] = my_hand;
        passes[s] = my_pass;
        rec[s] = my_received;
        r::apply_charleston_pass(&t, &hands, pass, &passes, &rec)
    };
    let to = pass.receiver(&t, me);
    let tile_names: Vec<String> = tiles.iter().map(|&x| tile_text(x, &t)).collect();
    if as_json {
        let v = match &result {
            Ok(_) => j!({ "allowed": true, "pass": pass.number(), "name": pass.name(), "seat": me.index(),
                         "to": to.index(), "tiles": tile_names }),
            Err(e) => j!({ "allowed": false, "pass": pass.number(), "name": pass.name(), "seat": me.index(),
                          "reason": rules_message(e, &t) }),
        };
        return Ok(Output { text: json(&v)?, code: if result.is_ok() { 0 } else { 1 } });
    }
    Ok(match result {
        Ok(_) => format!(
            "allowed: pass {} ({}): {me} passes {} to {to}",
            pass.number(),
            pass.name(),
            if tile_names.is_empty() { "nothing".to_string() } else { tile_names.join(" ") }
        )
        .into(),
        Err(e) => Output { text: format!("rejected: {}", rules_message(&e, &t)), code: 1 },
    })
}

fn deal(a: DealArgs, as_json: bool) -> Result<Output, Failure> {
    let t = table(&a.table, HouseRules::LEAGUE)?;
    let dealer = seat("--dealer", a.dealer, &t)?;
    if a.counts.len() != usize::from(t.players()) {
        return Err(Failure::input(format!(
            "--counts has {} values: give one per player ({})",
            a.counts.len(),
            t.players()
        )));
    }
    let mut counts = [0u8; 4];
    counts[..a.counts.len()].copy_from_slice(&a.counts);
    let (remedy, who) = r::check_deal(&t, dealer, counts).map_err(|e| Failure::input(format!("--counts: {e}")))?;
    let seats = &Seat::ALL[..usize::from(t.players())];
    let expected: Vec<u8> = seats.iter().map(|&s| r::dealt_tiles(s, dealer)).collect();
    if as_json {
        let v = j!({ "remedy": remedy.name(), "seat": who.map(|s| s.index()), "counts": a.counts,
                     "expected": expected });
        return Ok(json(&v)?.into());
    }
    let expected: Vec<String> = expected.iter().map(|n| n.to_string()).collect();
    let mut out = format!("remedy: {} ({})", remedy.name(), remedy.label());
    if let Some(s) = who {
        out.push_str(&format!(" ({s})"));
    }
    out.push_str(&format!("\nexpected: {}", expected.join(",")));
    Ok(out.into())
}

fn next_round(a: NextRoundArgs, as_json: bool) -> Result<Output, Failure> {
    let t = table(&a.table, HouseRules { wind_rounds: a.wind_rounds, ..HouseRules::LEAGUE })?;
    let dealer = seat("--dealer", a.dealer, &t)?;
    let first_dealer = a.first_dealer.map(|f| seat("--first-dealer", f, &t)).transpose()?;
    let prevailing: Wind = named("--prevailing", &a.prevailing)?;
    let result = HandResult::from(a.winner.map(|w| seat("--winner", w, &t)).transpose()?);
    let round = Round::new(prevailing, dealer, first_dealer);
    let next = r::next_round(&t, round, result).map_err(|e| Failure::input(e.to_string()))?;
    if as_json {
        let v = j!({ "dealer": next.dealer.index(), "prevailing": next.prevailing.name(),
                     "first_dealer": next.first_dealer.index(), "finished": next.finished,
                     "dealer_keeps": next.dealer == dealer && !next.finished });
        return Ok(json(&v)?.into());
    }
    if next.finished {
        let last = Wind::from_index(t.house().rounds() - 1);
        return Ok(format!("game over: the {} round has ended", last.name()).into());
    }
    Ok(format!(
        "dealer: {}{}\nprevailing wind: {}",
        next.dealer,
        if next.dealer == dealer { " (keeps the deal)" } else { "" },
        next.prevailing.name()
    )
    .into())
}
