//! The shared rule rows (`tests/rows/*.rows`; the format is in `tests/rows/README.md`), answered
//! by the Rust core. The C test (`mahjong-ffi/tests/c/test_rows.c`), the pytest
//! (`mahjong-py/tests/test_rows.py`) and the CLI test answer the same rows, so a rule that gives
//! different answers in two faces fails in one of them.

use std::cell::RefCell;
use std::fmt::Debug;

#[path = "common/rows.rs"]
mod row_file;

use mahjong_core::rules::*;
use mahjong_core::{ErrorKind, Hand, Tile, Wind, notation};
use row_file::{Expect, Row, parse_rows, snake};

/// Rules the Rust face cannot ask, with the reason. The core answers every rule: empty.
const SKIPS: &[(&str, &str)] = &[];

/// The canonical name of an enum value: the snake case of its variant.
fn name_of<T: Debug>(v: T) -> String {
    snake(&format!("{v:?}"))
}

/// The value of `all` whose canonical name is `name`.
fn by_name<T: Debug + Copy>(all: &[T], what: &str, name: &str) -> Result<T, Fail> {
    all.iter().copied().find(|v| name_of(*v) == name).ok_or_else(|| Fail::Row(format!("{name:?} is not a {what}")))
}

/// Why a row got no answer: the core refused it (an error kind), or the row itself is wrong.
#[derive(Debug)]
enum Fail {
    Kind(ErrorKind),
    Row(String),
}

impl From<RulesError> for Fail {
    fn from(e: RulesError) -> Fail {
        Fail::Kind(e.kind())
    }
}

/// A row's inputs; remembers which keys the rule read, so a key no rule reads fails the row.
struct Inputs<'a> {
    row: &'a Row,
    read: RefCell<Vec<bool>>,
    table_read: std::cell::Cell<bool>,
}

impl Inputs<'_> {
    fn new(row: &Row) -> Inputs<'_> {
        Inputs { row, read: RefCell::new(vec![false; row.inputs.len()]), table_read: false.into() }
    }
    fn table(&self) -> Result<Table, Fail> {
        self.table_read.set(true);
        table(&self.row.table)
    }
    fn opt(&self, key: &str) -> Option<&str> {
        let i = self.row.inputs.iter().position(|(k, _)| k == key)?;
        self.read.borrow_mut()[i] = true;
        Some(&self.row.inputs[i].1)
    }
    fn get(&self, key: &str) -> Result<&str, Fail> {
        self.opt(key).ok_or_else(|| Fail::Row(format!("rule {} needs {key}=", self.row.rule)))
    }
    fn hand(&self, key: &str) -> Result<Hand, Fail> {
        let s = self.get(key)?;
        Hand::parse(s).map_err(|e| Fail::Row(format!("{key}={s}: {e}")))
    }
    fn tile(&self, key: &str) -> Result<Tile, Fail> {
        let s = self.get(key)?;
        s.parse().map_err(|e| Fail::Row(format!("{key}={s}: {e}")))
    }
    fn seat(&self, key: &str) -> Result<Seat, Fail> {
        seat(self.get(key)?)
    }
    fn boolean(&self, key: &str, default: bool) -> Result<bool, Fail> {
        self.opt(key).map_or(Ok(default), boolean)
    }
}

fn seat(s: &str) -> Result<Seat, Fail> {
    s.parse::<u8>().ok().and_then(Seat::new).ok_or_else(|| Fail::Row(format!("{s:?} is not a seat")))
}

fn boolean(s: &str) -> Result<bool, Fail> {
    match s {
        "true" => Ok(true),
        "false" => Ok(false),
        _ => Err(Fail::Row(format!("{s:?} is not true or false"))),
    }
}

fn number<T: std::str::FromStr>(key: &str, s: &str) -> Result<T, Fail> {
    s.parse().map_err(|_| Fail::Row(format!("{key}={s} is not a number")))
}

fn table(text: &str) -> Result<Table, Fail> {
    let mut words = text.split_whitespace();
    let variant = by_name(&Variant::ALL, "variant", words.next().unwrap_or(""))?;
    let mut players = 4;
    let mut house = HouseRules::LEAGUE;
    for w in words {
        let (k, v) = w.split_once('=').ok_or_else(|| Fail::Row(format!("table word {w:?} is not key=value")))?;
        match k {
            "players" => players = number(k, v)?,
            "blanks" => house.blanks = limits::blanks(number(k, v)?)?,
            "wind_rounds" => house.wind_rounds = limits::wind_rounds(number(k, v)?)?,
            "three_player_charleston" => house.three_player_charleston = boolean(v)?,
            "fifth_player_bets" => house.fifth_player_bets = boolean(v)?,
            "thrower_pays_all" => house.thrower_pays_all = boolean(v)?,
            "strict_dead_hand" => house.strict_dead_hand = boolean(v)?,
            "calls_keep_a_line" => house.calls_keep_a_line = boolean(v)?,
            _ => return Err(Fail::Row(format!("{k} is not a table setting"))),
        }
    }
    Ok(Table::new(variant, players, house)?)
}

/// `facts=` and `keeps_a_line=`: the facts the row gives, or `None` for the core's assumption.
fn facts(row: &Inputs) -> Result<Option<CallFacts>, Fail> {
    let Some(flags) = row.opt("facts") else {
        return match row.opt("keeps_a_line") {
            Some(_) => Err(Fail::Row("keeps_a_line= needs facts=".into())),
            None => Ok(None),
        };
    };
    let mut f = CallFacts::default();
    for flag in flags.split_whitespace() {
        match flag {
            "dead" => f.dead = true,
            "mah_jong" => f.mah_jong = true,
            "concealed_only" => f.concealed_only = true,
            _ => return Err(Fail::Row(format!("{flag:?} is not a call fact"))),
        }
    }
    if let Some(keeps) = row.opt("keeps_a_line") {
        let words: Vec<&str> = keeps.split_whitespace().collect();
        if words.len() != 4 {
            return Err(Fail::Row("keeps_a_line= holds four booleans".into()));
        }
        for (slot, w) in f.keeps_a_line.iter_mut().zip(words) {
            *slot = boolean(w)?;
        }
    }
    Ok(Some(f))
}

fn claims(s: &str) -> Result<Vec<Claim>, Fail> {
    s.split_whitespace()
        .map(|w| {
            let parts: Vec<&str> = w.split(':').collect();
            let committed = match parts.get(2) {
                None => false,
                Some(&"committed") if parts.len() == 3 => true,
                _ => return Err(Fail::Row(format!("{w:?} is not SEAT:CALL or SEAT:CALL:committed"))),
            };
            let call = by_name(&Call::ALL, "call", parts.get(1).copied().unwrap_or(""))?;
            Ok(Claim { committed, ..Claim::new(seat(parts[0])?, call) })
        })
        .collect()
}

fn claim_text(c: &Claim) -> String {
    format!("{}:{}", c.seat.index(), name_of(c.call))
}

fn discard(row: &Inputs) -> Result<Discard, Fail> {
    let d = Discard::latest(row.tile("tile")?, row.seat("discarder")?);
    Ok(Discard { latest: row.boolean("latest", true)?, ..d })
}

/// `hands=`: four racks separated by `/`, `-` for an empty one.
fn four_hands(text: &str) -> Result<[Hand; 4], Fail> {
    let racks: Vec<&str> = text.split('/').map(str::trim).collect();
    if racks.len() != 4 {
        return Err(Fail::Row("hands= holds four racks separated by /".into()));
    }
    let mut hands = [Hand::new(), Hand::new(), Hand::new(), Hand::new()];
    for (slot, text) in hands.iter_mut().zip(racks) {
        if text != "-" {
            *slot = Hand::parse(text).map_err(|e| Fail::Row(format!("hands: {text}: {e}")))?;
        }
    }
    Ok(hands)
}

/// The call facts that are on, of `dead mah_jong concealed_only`.
fn facts_text(f: &CallFacts) -> String {
    let flags = [("dead", f.dead), ("mah_jong", f.mah_jong), ("concealed_only", f.concealed_only)];
    words(flags.iter().filter(|(_, on)| *on).map(|(n, _)| n.to_string()))
}

/// `card=`: only `sample`, the sample card.
fn card(row: &Inputs) -> Result<&'static mahjong_core::american::Card, Fail> {
    match row.get("card")? {
        "sample" => Ok(mahjong_core::american::Card::sample()),
        other => Err(Fail::Row(format!("card={other}: only the sample card"))),
    }
}

/// `visible=`: `TILE:COUNT` words; none visible without the key.
fn visible(row: &Inputs) -> Result<[u8; Tile::COUNT], Fail> {
    let mut counts = [0u8; Tile::COUNT];
    for w in row.opt("visible").unwrap_or("").split_whitespace() {
        let (tile, n) = w.split_once(':').ok_or_else(|| Fail::Row(format!("visible: {w} is not TILE:COUNT")))?;
        let tile: Tile = tile.parse().map_err(|e| Fail::Row(format!("visible: {tile}: {e}")))?;
        counts[tile.index() as usize] = number("visible", n)?;
    }
    Ok(counts)
}

/// The table actions a row names.
const TABLE_ACTIONS: [TableAction; 5] = [
    TableAction::Draw,
    TableAction::Rack,
    TableAction::Discard,
    TableAction::DeclareMahJong,
    TableAction::ExchangeJoker,
];

/// `kong=`: a hand of one meld, the kong.
fn kong(row: &Inputs) -> Result<mahjong_core::Meld, Fail> {
    let hand = row.hand("kong")?;
    match hand.melds() {
        [m] if hand.concealed().is_empty() => Ok(*m),
        _ => Err(Fail::Row("kong= is one meld".into())),
    }
}

/// The turn phases a row names.
const PHASES: [TurnPhase; 4] = [TurnPhase::Waiting, TurnPhase::Drawn, TurnPhase::Exposed, TurnPhase::Discarded];

fn phase(s: &str) -> Result<TurnPhase, Fail> {
    by_name(&PHASES, "turn phase", s)
}

/// `none`, or the reason's name with its numbers.
fn dead_text(dead: Option<DeadHandReason>) -> String {
    match dead {
        None => "none".into(),
        Some(DeadHandReason::WrongTileCount { has, expected }) => format!("wrong_tile_count {has} {expected}"),
        Some(DeadHandReason::ExposureFitsNoLine { meld }) => format!("exposure_fits_no_line {meld}"),
        Some(other) => snake(format!("{other:?}").as_str()),
    }
}

fn words<I: IntoIterator<Item = String>>(items: I) -> String {
    items.into_iter().collect::<Vec<_>>().join(" ")
}

/// The core's answer to one row, in the row's words. Each rule reads all its inputs before it
/// builds the table or asks the core, so an error answer never hides a key the rule does not read.
fn answer(row: &Inputs) -> Result<String, Fail> {
    let table = || row.table();
    match row.row.rule.as_str() {
        "calls" | "check_call" => {
            let (hand, seat, discard) = (row.hand("hand")?, row.seat("seat")?, discard(row)?);
            let call = match row.row.rule.as_str() {
                "check_call" => Some(by_name(&Call::ALL, "call", row.get("call")?)?),
                _ => None,
            };
            let (given, table) = (facts(row)?, table()?);
            let facts = call_facts(&table, &hand, seat, &discard, given)?;
            match call {
                None => Ok(words(calls(&table, &hand, seat, &discard, &facts)?.iter().map(name_of))),
                Some(call) => {
                    check_call(&table, &hand, seat, &discard, call, &facts).map(|()| "ok".into()).map_err(Fail::from)
                }
            }
        }
        "chinese_call_facts" => {
            let (hand, seat, discard) = (row.hand("hand")?, row.seat("seat")?, discard(row)?);
            Ok(facts_text(&chinese_call_facts(&table()?, &hand, seat, &discard)?))
        }
        "claim_winner" => {
            let (discarder, claims) = (row.seat("discarder")?, claims(row.get("claims")?)?);
            let w = claim_winner(&table()?, discarder, &claims)?;
            Ok(w.map_or("none".into(), |c| claim_text(&c)))
        }
        "claim_order" => {
            let (discarder, claims) = (row.seat("discarder")?, claims(row.get("claims")?)?);
            let order = claim_order(&table()?, discarder, &claims)?;
            Ok(words(order.iter().flatten().map(claim_text)))
        }
        "seat_wind" => {
            let (seat, dealer) = (row.seat("seat")?, row.seat("dealer")?);
            Ok(name_of(Round::start(dealer).seat_wind(&table()?, seat)?))
        }
        "next_round" => {
            let round = row.get("round")?.split_whitespace().collect::<Vec<_>>();
            let [prevailing, dealer] = round[..] else {
                return Err(Fail::Row("round= is PREVAILING DEALER".into()));
            };
            let (prevailing, dealer) = (by_name(&Wind::ALL, "wind", prevailing)?, seat(dealer)?);
            let first_dealer = row.opt("first_dealer").map_or(Ok(dealer), seat)?;
            let result = match row.get("winner")? {
                "none" => HandResult::WallGame,
                s => HandResult::Won(seat(s)?),
            };
            let round = Round { prevailing, dealer, first_dealer, finished: false };
            let next = next_round(&table()?, round, result)?;
            let finished = if next.finished { " finished" } else { "" };
            Ok(format!("{} {}{finished}", name_of(next.prevailing), next.dealer.index()))
        }
        "wall_stacks" => {
            let flowers = boolean(row.get("flowers")?)?;
            Ok(wall_stacks(&table()?, flowers).to_string())
        }
        "wall_after_deal" => {
            let total = number("total", row.get("total")?)?;
            let w = Wall::after_deal(&table()?, total);
            Ok(format!("{} {}", w.live, w.kong_box))
        }
        "break_wall" => {
            let dealer = row.seat("dealer")?;
            let stacks = number("stacks_per_wall", row.get("stacks_per_wall")?)?;
            let (first, second) = (number("first", row.get("first")?)?, number("second", row.get("second")?)?);
            let b = break_wall(&table()?, dealer, stacks, first, second)?;
            Ok(format!("{} {} {}", b.breaker.index(), b.wall.index(), b.stack))
        }
        "dealt_tiles" => Ok(dealt_tiles(row.seat("seat")?, row.seat("dealer")?).to_string()),
        "tiles_dealt" => Ok(tiles_dealt(&table()?).to_string()),
        "deal_order" => {
            let dealer = row.seat("dealer")?;
            Ok(words(deal_order(&table()?, dealer)?.seats().iter().map(|s| s.index().to_string())))
        }
        "joker_exchange" => {
            let hands = four_hands(row.get("hands")?)?;
            let (player, owner) = (row.seat("player")?, row.seat("owner")?);
            let exposure = number("exposure", row.get("exposure")?)?;
            let natural = row.tile("natural")?;
            let turn = Turn { seat: player, phase: phase(row.get("phase")?)?, dead: row.boolean("dead", false)? };
            let x = exchange_joker(&table()?, &hands, turn, owner, exposure, natural)?;
            Ok(format!("{} / {}", notation::american(&x.hand), notation::american(&x.owner_hand)))
        }
        "tile_count_dead" => {
            let (hand, phase) = (row.hand("hand")?, phase(row.get("phase")?)?);
            Ok(dead_text(tile_count_dead(&table()?, &hand, phase)))
        }
        "charleston_pass" => {
            let hands = four_hands(row.get("hands")?)?;
            let pass = by_name(&CharlestonPass::ALL, "Charleston pass", row.get("pass")?)?;
            let mut passes = [Pass::EMPTY; 4];
            let words: Vec<&str> = row.get("passes")?.split('/').collect();
            if words.len() != 4 {
                return Err(Fail::Row("passes= holds four passes separated by /".into()));
            }
            for (slot, text) in passes.iter_mut().zip(words) {
                let tiles =
                    text.split_whitespace().map(|w| w.parse().map_err(|e| Fail::Row(format!("passes: {w}: {e}"))));
                let tiles: Vec<Tile> = tiles.collect::<Result<_, _>>()?;
                *slot = Pass::new(&tiles).ok_or_else(|| Fail::Row(format!("passes: {text}: at most 3 tiles")))?;
            }
            let out = apply_charleston_pass(&table()?, &hands, pass, &passes, &[Pass::EMPTY; 4])?;
            Ok(out.hands.iter().map(|h| h.to_string()).collect::<Vec<_>>().join(" / "))
        }
        "charleston_played" => Ok(charleston_played(&table()?).to_string()),
        "second_charleston" => {
            let words: Vec<&str> = row.get("agree")?.split_whitespace().collect();
            let mut agree = [false; 4];
            if words.len() != 4 {
                return Err(Fail::Row("agree= holds four booleans".into()));
            }
            for (slot, w) in agree.iter_mut().zip(words) {
                *slot = boolean(w)?;
            }
            Ok(second_charleston(&table()?, agree).to_string())
        }
        "courtesy_count" => {
            let (a, b) = (row.seat("a")?, row.seat("b")?);
            let (a_asks, b_asks) = (number("a_asks", row.get("a_asks")?)?, number("b_asks", row.get("b_asks")?)?);
            Ok(courtesy_count(a, a_asks, b, b_asks)?.to_string())
        }
        "add_to_pung" => {
            let (hand, seat, tile) = (row.hand("hand")?, row.seat("seat")?, row.tile("tile")?);
            let self_drawn = boolean(row.get("self_drawn")?)?;
            Ok(add_to_pung(&table()?, &hand, seat, tile, self_drawn)?.to_string())
        }
        "declare_concealed_kong" => {
            let (hand, seat, tile) = (row.hand("hand")?, row.seat("seat")?, row.tile("tile")?);
            Ok(declare_concealed_kong(&table()?, &hand, seat, tile)?.to_string())
        }
        "check_rob_kong" => {
            let kong = kong(row)?;
            check_rob_kong(&kong, boolean(row.get("thirteen_unique_wonders")?)?)?;
            Ok("ok".into())
        }
        "rob_kong" => {
            let (hand, seat, kong) = (row.hand("hand")?, row.seat("seat")?, kong(row)?);
            Ok(rob_kong(&table()?, &hand, seat, &kong)?.to_string())
        }
        "check_kong_or_mah_jong" => {
            check_kong_or_mah_jong(boolean(row.get("kong")?)?, boolean(row.get("mah_jong")?)?)?;
            Ok("ok".into())
        }
        "wall_draw" | "wall_is_wall_game" | "wall_draw_replacement" => {
            let wall =
                Wall { live: number("live", row.get("live")?)?, kong_box: number("kong_box", row.get("kong_box")?)? };
            match row.row.rule.as_str() {
                "wall_draw" => wall.draw().map(|w| format!("{} {}", w.live, w.kong_box)).map_err(Fail::from),
                "wall_is_wall_game" => Ok(wall.is_wall_game().to_string()),
                _ => {
                    let (w, source) = wall.draw_replacement(&table()?)?;
                    Ok(format!("{} {} {}", w.live, w.kong_box, name_of(source)))
                }
            }
        }
        "check_deal" => {
            let dealer = row.seat("dealer")?;
            let words: Vec<u8> =
                row.get("counts")?.split_whitespace().map(|w| number("counts", w)).collect::<Result<_, _>>()?;
            let counts: [u8; 4] = words.try_into().map_err(|_| Fail::Row("counts= holds four numbers".into()))?;
            let (remedy, seat) = check_deal(&table()?, dealer, counts)?;
            Ok(format!("{} {}", name_of(remedy), seat.map_or("none".into(), |s| s.index().to_string())))
        }
        "bonus_replacements" => {
            let hand = row.hand("hand")?;
            Ok(bonus_replacements(&table()?, &hand).to_string())
        }
        "holds_all_bonus_tiles" => Ok(holds_all_bonus_tiles(&row.hand("hand")?).to_string()),
        "claim_window_open" | "call_in_time" => {
            let since = row.get("since")?.split_whitespace().map(|w| by_name(&TABLE_ACTIONS, "table action", w));
            let since: Vec<TableAction> = since.collect::<Result<_, _>>()?;
            if row.row.rule == "claim_window_open" {
                Ok(claim_window_open(&table()?, &since).to_string())
            } else {
                let simultaneous = boolean(row.get("simultaneous")?)?;
                Ok(call_in_time(&table()?, &since, simultaneous).to_string())
            }
        }
        "turns_lost" => {
            let (discarder, claimer) = (row.seat("discarder")?, row.seat("claimer")?);
            Ok(turns_lost(&table()?, discarder, claimer).to_string())
        }
        "next_to_play" => {
            let discarder = row.seat("discarder")?;
            let winner = match row.get("winner")? {
                "none" => None,
                w => Some(claims(w)?.into_iter().next().ok_or_else(|| Fail::Row("winner= is one claim".into()))?),
            };
            Ok(next_to_play(&table()?, discarder, winner.as_ref())?.index().to_string())
        }
        "must_discard_after" => Ok(must_discard_after(by_name(&Call::ALL, "call", row.get("call")?)?).to_string()),
        "false_mah_jong" => {
            let state = FalseDeclaration {
                exposed: boolean(row.get("exposed")?)?,
                others_threw_in: boolean(row.get("others_threw_in")?)?,
                wall_disturbed: boolean(row.get("wall_disturbed")?)?,
            };
            Ok(match false_mah_jong(state) {
                FalseMahJongOutcome::Ended(remedy) => format!("ended {}", name_of(remedy)),
                other => name_of(other),
            })
        }
        "concealed_hand_exposed" => {
            let hand = row.hand("hand")?;
            Ok(dead_text(concealed_hand_exposed(&hand, boolean(row.get("concealed_line")?)?)))
        }
        "next_live_seat" => {
            let seat = row.seat("seat")?;
            let words: Vec<bool> = row.get("dead")?.split_whitespace().map(boolean).collect::<Result<_, _>>()?;
            let dead: [bool; 4] = words.try_into().map_err(|_| Fail::Row("dead= holds four booleans".into()))?;
            Ok(next_live_seat(&table()?, seat, dead).map_or("none".into(), |s| s.index().to_string()))
        }
        "sitting_out" => {
            let (players, game) = (number("players", row.get("players")?)?, number("game", row.get("game")?)?);
            Ok(sitting_out(players, game).map_or("none".into(), |p| p.to_string()))
        }
        "american_call_facts" | "card_keeps_a_line" | "card_calls" => {
            let (card, hand, seat, discard, visible) =
                (card(row)?, row.hand("hand")?, row.seat("seat")?, discard(row)?, visible(row)?);
            let table = table()?;
            let f = american_call_facts(&table, card, &hand, seat, &discard, &visible)?;
            match row.row.rule.as_str() {
                "american_call_facts" => Ok(facts_text(&f)),
                "card_keeps_a_line" => Ok(words(f.keeps_a_line.iter().map(bool::to_string))),
                _ => Ok(words(calls(&table, &hand, seat, &discard, &f)?.iter().map(name_of))),
            }
        }
        "lines_possible" => {
            let (card, hand, visible) = (card(row)?, row.hand("hand")?, visible(row)?);
            let p = lines_possible(card, &hand, &visible)?;
            Ok(format!("{} {}", p.exposed, p.concealed))
        }
        "exposures_dead" => {
            let (card, hand) = (card(row)?, row.hand("hand")?);
            Ok(dead_text(exposures_dead(card, &hand)))
        }
        "no_line_possible" => {
            let (card, hand, visible) = (card(row)?, row.hand("hand")?, visible(row)?);
            Ok(dead_text(no_line_possible(card, &hand, &visible)?))
        }
        "american_dead_hand" => {
            let (card, hand, phase, visible) =
                (card(row)?, row.hand("hand")?, phase(row.get("phase")?)?, visible(row)?);
            Ok(dead_text(american_dead_hand(&table()?, card, &hand, phase, &visible)?))
        }
        "line_possible" => {
            let card = card(row)?;
            let (hand_index, line) = (number("hand_index", row.get("hand_index")?)?, number("line", row.get("line")?)?);
            let (hand, visible) = (row.hand("hand")?, visible(row)?);
            Ok(line_possible(card, hand_index, line, &hand, &visible)?.to_string())
        }
        "expose" => {
            let (hand, seat, tile) = (row.hand("hand")?, row.seat("seat")?, row.tile("tile")?);
            let (call, jokers) =
                (by_name(&Call::ALL, "call", row.get("call")?)?, number("jokers", row.get("jokers")?)?);
            Ok(notation::american(&expose(&hand, seat, tile, call, jokers)?).to_string())
        }
        "chow_options" => {
            let (hand, tile) = (row.hand("hand")?, row.tile("tile")?);
            Ok(words(chow_options(&hand, tile).iter().flatten().map(|t| t.to_string())))
        }
        "expose_chow" => {
            let (hand, seat, tile, lowest) =
                (row.hand("hand")?, row.seat("seat")?, row.tile("tile")?, row.tile("lowest")?);
            Ok(expose_chow(&hand, seat, tile, lowest)?.to_string())
        }
        "trade_blank" => {
            let (hand, seat, tile, phase) =
                (row.hand("hand")?, row.seat("seat")?, row.tile("tile")?, phase(row.get("phase")?)?);
            let turn = Turn { seat, phase, dead: row.boolean("dead", false)? };
            Ok(trade_blank(&table()?, &hand, turn, tile)?.to_string())
        }
        "take_tile" => {
            let (hand, tile) = (row.hand("hand")?, row.tile("tile")?);
            let (after, replace) = take_tile(&table()?, &hand, tile)?;
            Ok(format!("{after} {replace}"))
        }
        "resolve_mah_jong_claims" => {
            let (discarder, claims) = (row.seat("discarder")?, claims(row.get("claims")?)?);
            let valid: Vec<Seat> = row.get("valid")?.split_whitespace().map(seat).collect::<Result<_, _>>()?;
            let mut checked = Vec::new();
            let w = resolve_mah_jong_claims(&table()?, discarder, &claims, |s| {
                checked.push(s.index().to_string());
                valid.contains(&s)
            })?;
            Ok(format!("{} checked {}", w.map_or("none".into(), |s| s.index().to_string()), words(checked)))
        }
        "passed_joker_remedy" => Ok(name_of(passed_joker_remedy(boolean(row.get("identifiable")?)?))),
        "settle_bet" => {
            let bet = match row.get("bet")? {
                "wall_game" => Bet::WallGame,
                s => Bet::On(seat(s)?),
            };
            let result = match row.get("winner")? {
                "none" => HandResult::WallGame,
                s => HandResult::Won(seat(s)?),
            };
            Ok(match settle_bet(&table()?, bet, result)? {
                BetOutcome::PaysAs(s) => format!("pays_as {}", s.index()),
                other => name_of(other),
            })
        }
        "mcr_score" => {
            let (hand, flowers) = (row.hand("hand")?, boolean(row.get("flowers_and_seasons")?)?);
            let s = mahjong_core::mcr::score_in(&hand, flowers)
                .map_err(|e| Fail::Row(format!("MCR error (no kind): {e}")))?;
            Ok(format!("{} {} {}", s.fan_points(), s.flowers(), s.total()))
        }
        "settle" => {
            use mahjong_core::scoring::{ScoreRules, settle};
            use mahjong_core::standard::RuleProfile;
            const PROFILES: [RuleProfile; 4] = RuleProfile::STANDARD;
            let rules = ScoreRules::new(by_name(&PROFILES, "scoring profile", row.get("profile")?)?);
            let winner = match row.get("winner")? {
                "none" => None,
                w => Some(by_name(&Wind::ALL, "wind", w)?),
            };
            let words_in: Vec<u32> =
                row.get("scores")?.split_whitespace().map(|w| number("scores", w)).collect::<Result<_, _>>()?;
            let scores: [u32; 4] = words_in.try_into().map_err(|_| Fail::Row("scores= holds four numbers".into()))?;
            let p = settle(&rules, winner, scores).map_err(|e| Fail::Row(format!("scoring error (no kind): {e}")))?;
            Ok(words(p.nets().iter().map(|n| n.to_string())))
        }
        "score" | "score_losing_hand" => {
            use mahjong_core::scoring::{ScoreRules, score, score_losing_hand};
            use mahjong_core::standard::RuleProfile;
            const PROFILES: [RuleProfile; 4] = RuleProfile::STANDARD;
            let mut rules = ScoreRules::new(by_name(&PROFILES, "scoring profile", row.get("profile")?)?);
            if let Some(on) = row.opt("flowers_and_seasons") {
                rules = rules.with_flowers_and_seasons(boolean(on)?);
            }
            let hand = row.hand("hand")?;
            let s = if row.row.rule == "score" { score(&hand, &rules) } else { score_losing_hand(&hand, &rules) };
            // Scoring errors have no ErrorKind yet: a row cannot expect one.
            let s = s.map_err(|e| Fail::Row(format!("scoring error (no kind): {e}")))?;
            Ok(format!("{} {} {}", s.points(), s.doubles(), s.total()))
        }
        "only_possible_tile" | "is_winning" | "waits" | "tiles_away" | "decompose" => {
            use mahjong_core::standard::{self, RuleProfile};
            const PROFILES: [RuleProfile; 4] =
                [RuleProfile::Classical, RuleProfile::British, RuleProfile::TwoPlayer, RuleProfile::ThreePlayer];
            let profile = by_name(&PROFILES, "rule profile", row.get("profile")?)?;
            let hand = row.hand("hand")?;
            // Standard-analysis errors have no ErrorKind yet: a row cannot expect one.
            let no_kind = |e: standard::StandardError| Fail::Row(format!("standard error (no kind): {e}"));
            match row.row.rule.as_str() {
                "only_possible_tile" => Ok(standard::only_possible_tile(&hand, profile).map_err(no_kind)?.to_string()),
                "is_winning" => Ok(standard::is_winning(&hand, profile).map_err(no_kind)?.to_string()),
                "tiles_away" => Ok(standard::tiles_away(&hand, profile).map_err(no_kind)?.standard().to_string()),
                "decompose" => Ok(standard::decompose(&hand, profile, |_| {}).map_err(no_kind)?.to_string()),
                _ => Ok(words(standard::waits(&hand, profile).map_err(no_kind)?.iter().map(|t| t.to_string()))),
            }
        }
        "card_nearest" => {
            let (card, hand, k) = (card(row)?, row.hand("hand")?, number::<usize>("k", row.get("k")?)?);
            let mut out = vec![mahjong_core::american::Nearest::EMPTY; k];
            let n = card.nearest(&hand, &mut out);
            let lines = out[..n].iter().map(|x| format!("{} {} {}", x.section(), x.number(), x.tiles_away()));
            Ok(lines.collect::<Vec<_>>().join(" / "))
        }
        "card_match" => {
            let (card, hand) = (card(row)?, row.hand("hand")?);
            Ok(card
                .match_hand(&hand)
                .map_or("none".into(), |m| format!("{} {} {}", m.section(), m.number(), m.points())))
        }
        "dead_hand_rack" | "card_dead_hand_rack" => {
            let rack = if row.row.rule == "dead_hand_rack" {
                let hand = row.hand("hand")?;
                let valid: Vec<bool> = row.get("valid")?.split_whitespace().map(boolean).collect::<Result<_, _>>()?;
                dead_hand_rack(&hand, &valid, boolean(row.get("concealed_line")?)?)
            } else {
                let (card, hand) = (card(row)?, row.hand("hand")?);
                american_dead_hand_rack(card, &hand, boolean(row.get("concealed_line")?)?)
            };
            Ok(format!("{} {}", rack.melds().len(), rack.tile_count()))
        }
        "valid_exposures" => {
            let (card, hand) = (card(row)?, row.hand("hand")?);
            Ok(words(valid_exposures(card, &hand).iter().map(bool::to_string)))
        }
        _ => Err(Fail::Row(format!("no rule {:?} in the Rust face", row.row.rule))),
    }
}

/// Checks one row; `None` when it passes, else what went wrong.
fn check(row: &Row) -> Option<String> {
    let inputs = Inputs::new(row);
    let got = answer(&inputs);
    if let Err(Fail::Row(why)) = &got {
        return Some(why.clone());
    }
    if let Some(i) = inputs.read.borrow().iter().position(|r| !r) {
        return Some(format!("rule {} does not read {}=", row.rule, row.inputs[i].0));
    }
    if !inputs.table_read.get() && row.table != "-" {
        return Some(format!("rule {} reads no table: write -", row.rule));
    }
    let norm = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let got = match got {
        Ok(a) => format!("expect={}", norm(&a)),
        Err(Fail::Kind(k)) => format!("error={}", snake(k.name())),
        Err(Fail::Row(_)) => unreachable!(),
    };
    let want = match &row.expect {
        Expect::Answer(a) => format!("expect={}", norm(a)),
        Expect::Error(k) => format!("error={k}"),
    };
    (got != want).then(|| format!("answered {got:?}, the row says {want:?}"))
}

fn rows_here() -> Vec<std::path::PathBuf> {
    row_file::row_files(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/rows"))
}

#[test]
fn every_row_gets_the_answer_it_states() {
    let mut failures = Vec::new();
    let mut count = 0;
    for file in rows_here() {
        for row in parse_rows(&file) {
            count += 1;
            if SKIPS.iter().any(|(r, _)| *r == row.rule) {
                continue;
            }
            if let Some(why) = check(&row) {
                failures.push(format!("{}: {}: {why}", row.at, row.rule));
            }
        }
    }
    assert!(count > 0, "no rows found");
    assert!(failures.is_empty(), "{} of {count} rows failed:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn the_skip_list_is_exact() {
    let rows: Vec<Row> = rows_here().iter().flat_map(|f| parse_rows(f)).collect();
    for (rule, why) in SKIPS {
        assert!(!why.is_empty(), "skipped rule {rule} needs a reason");
        let row = rows.iter().find(|r| r.rule == *rule).unwrap_or_else(|| panic!("skipped rule {rule} is in no row"));
        let inputs = Inputs::new(row);
        assert!(
            matches!(answer(&inputs), Err(Fail::Row(why)) if why.starts_with("no rule")),
            "skipped rule {rule} is answered by the Rust face: take it off the skip list"
        );
    }
}

#[test]
fn every_error_kind_has_a_distinct_row_name() {
    // The rows name error kinds in snake case; two kinds must never share one.
    let mut names: Vec<String> = ErrorKind::ALL.iter().map(|k| snake(k.name())).collect();
    names.sort();
    names.dedup();
    assert_eq!(names.len(), ErrorKind::ALL.len());
    assert_eq!(snake(ErrorKind::PairOnlyForMahJong.name()), "pair_only_for_mah_jong");
    assert_eq!(name_of(Wind::East), "east");
}
