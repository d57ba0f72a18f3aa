//! Game logs: logged games replay to the same final state, and a tampered log is refused with
//! the rule's own error on the tampered line.
#![cfg(feature = "serde")]

use mahjong_core::Tile;
use mahjong_core::american::Card;
use mahjong_core::rules::{Call, CallFacts, Discard, RulesError, Seat, Table, check_call, chinese_call_facts};
use mahjong_core::sim::log::{self, Line, ReplayErrorKind};
use mahjong_core::sim::{Action, Bot, BotKind, Game, Move, Phase, SimError, play};

fn logged(table: Table, card: Option<&Card>, seed: u64, bots: BotKind) -> (Game<'_>, Vec<Move>, String) {
    let mut g = Game::new(table, card, seed).unwrap();
    let mut moves = Vec::new();
    play(&mut g, &mut Bot::seats(bots, seed), Some(&mut moves)).unwrap();
    let text = log::write(&g, &moves);
    (g, moves, text)
}

fn lines(text: &str) -> Vec<Line> {
    text.lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

fn text_of(lines: &[Line]) -> String {
    lines.iter().map(|l| serde_json::to_string(l).unwrap() + "\n").collect()
}

/// Replays seeded random games move by move and hands `claim` each answer to a discard: the
/// game before the answer, the answer's index among the moves, the answer, the log's text, the
/// discard and its discarder. Returns once `claim` returns true; panics (`none`) if it never does.
fn find_claim(
    table: Table,
    card: Option<&Card>,
    games: u64,
    none: &str,
    mut claim: impl FnMut(&Game<'_>, usize, &Move, &str, Tile, Seat) -> bool,
) {
    for seed in 0..games {
        let (_, moves, text) = logged(table, card, seed, BotKind::Random);
        let mut g = Game::new(table, card, seed).unwrap();
        for (k, m) in moves.iter().enumerate() {
            if g.phase() == Phase::Claims {
                let (tile, discarder) = g.open_tile().unwrap();
                if claim(&g, k, m, &text, tile, discarder) {
                    return;
                }
            }
            g.step_as(m.seat, m.action).unwrap();
        }
    }
    panic!("{none}");
}

/// The game after the first `n` moves.
fn after<'c>(table: Table, card: Option<&'c Card>, seed: u64, moves: &[Move]) -> Game<'c> {
    let mut g = Game::new(table, card, seed).unwrap();
    for m in moves {
        g.step_as(m.seat, m.action).unwrap();
    }
    g
}

fn replays_to_the_same_end(games: u64) {
    let card = Card::sample();
    for seed in 0..games {
        let (table, c, bots) = match seed % 10 {
            0..=4 => (Table::american(), Some(card), BotKind::Random),
            5..=7 => (Table::chinese(), None, BotKind::Random),
            8 => (Table::american(), Some(card), BotKind::Greedy),
            _ => (Table::chinese(), None, BotKind::Greedy),
        };
        let (g, _, text) = logged(table, c, seed, bots);
        let r = log::replay(&text, c).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert_eq!(r.outcome(), g.outcome());
        assert_eq!(r.hands(), g.hands());
        assert_eq!(r.discards(), g.discards());
        assert_eq!(r.wall_tiles(), g.wall_tiles());
        assert_eq!(r.steps(), g.steps());
    }
}

#[test]
fn logged_games_replay_to_the_same_final_state_quick() {
    replays_to_the_same_end(60);
}

#[test]
#[ignore = "10,000 games: run in release (scripts/test-all.sh)"]
fn logged_games_replay_to_the_same_final_state_10000_games() {
    replays_to_the_same_end(10_000);
}

#[test]
fn an_illegal_discard_is_refused_with_the_rule_s_error_on_its_line() {
    let card = Card::sample();
    for (table, c) in [(Table::american(), Some(card)), (Table::chinese(), None)] {
        let (_, moves, text) = logged(table, c, 21, BotKind::Random);
        let mut ls = lines(&text);
        // The fifth discard of the hand.
        let k = moves.iter().enumerate().filter(|(_, m)| matches!(m.action, Action::Discard { .. })).nth(4).unwrap().0;
        let g = after(table, c, 21, &moves[..k]);
        let seat = moves[k].seat;
        let missing =
            (0..34u8).map(|i| Tile::from_index(i).unwrap()).find(|t| !g.hand(seat).concealed().contains(t)).unwrap();
        ls[k + 1] = Line::Move(Move { seat, action: Action::Discard { tile: missing } });
        let err = log::replay(&text_of(&ls), c).unwrap_err();
        assert_eq!(err.line, k + 2);
        assert_eq!(err.kind, ReplayErrorKind::Sim(SimError::Rules(RulesError::TileNotHeld { seat, tile: missing })));
        assert!(err.to_string().starts_with(&format!("line {}: ", k + 2)), "{err}");
    }
}

#[test]
fn a_wrong_claim_is_refused_with_the_rule_s_error_on_its_line() {
    // Classical: the first answer to a discard by a player who is not on the discarder's right
    // (after the discarder in turn) becomes a Chow: only that player may chow.
    let table = Table::chinese();
    let none = "no claim by a player other than the one after the discarder in 40 games";
    find_claim(table, None, 40, none, |g, k, m, text, tile, discarder| {
        if table.next(discarder) != m.seat && tile.is_suited() {
            let mut ls = lines(text);
            ls[k + 1] = Line::Move(Move { seat: m.seat, action: Action::Chow { lowest: tile } });
            let err = log::replay(&text_of(&ls), None).unwrap_err();
            // The rule's own answer for this claim.
            let d = Discard::latest(tile, discarder);
            let facts = chinese_call_facts(&table, g.hand(m.seat), m.seat, &d).unwrap();
            let rule = check_call(&table, g.hand(m.seat), m.seat, &d, Call::Chow, &facts).unwrap_err();
            assert!(matches!(rule, RulesError::ChowNotFromLeft { .. }), "{rule:?}");
            assert_eq!(err.line, k + 2);
            assert_eq!(err.kind, ReplayErrorKind::Sim(SimError::Rules(rule)));
            // A false Mah Jong claim in the same place.
            if !facts.mah_jong {
                ls[k + 1] = Line::Move(Move { seat: m.seat, action: Action::MahJong });
                let err = log::replay(&text_of(&ls), None).unwrap_err();
                let rule = check_call(&table, g.hand(m.seat), m.seat, &d, Call::MahJong, &facts).unwrap_err();
                assert_eq!(rule, RulesError::NotMahJong { seat: m.seat, tile });
                assert_eq!(err.kind, ReplayErrorKind::Sim(SimError::Rules(rule)));
            }
            return true;
        }
        false
    });
}

#[test]
fn an_american_quint_without_the_tiles_is_refused() {
    let card = Card::sample();
    let none = "no claim by a player short of a quint in 60 games";
    find_claim(Table::american(), Some(card), 60, none, |g, k, m, text, tile, discarder| {
        let held = g.hand(m.seat).concealed().iter().filter(|&&t| t == tile || t.is_joker()).count();
        // A player who may call (a pung at least) but holds fewer than four of the tile
        // with jokers claims a Quint.
        if held < 4 && g.call_options(m.seat).contains(Call::Pung) {
            let mut ls = lines(text);
            ls[k + 1] = Line::Move(Move { seat: m.seat, action: Action::Call { call: Call::Quint, jokers: 0 } });
            let err = log::replay(&text_of(&ls), Some(card)).unwrap_err();
            let d = Discard::latest(tile, discarder);
            let rule =
                check_call(g.table(), g.hand(m.seat), m.seat, &d, Call::Quint, &CallFacts::default()).unwrap_err();
            assert!(matches!(rule, RulesError::CannotCall { .. }), "{rule:?}");
            assert_eq!((err.line, err.kind), (k + 2, ReplayErrorKind::Sim(SimError::Rules(rule))));
            return true;
        }
        false
    });
}

#[test]
fn a_joker_passed_in_the_charleston_is_refused() {
    let card = Card::sample();
    let (_, _, text) = logged(Table::american(), Some(card), 5, BotKind::Random);
    let mut ls = lines(&text);
    let Line::Move(m) = ls[1] else { panic!() };
    ls[1] = Line::Move(Move { seat: m.seat, action: Action::Pass { tile: Tile::JOKER } });
    let err = log::replay(&text_of(&ls), Some(card)).unwrap_err();
    assert_eq!(err.line, 2);
    assert!(matches!(err.kind, ReplayErrorKind::Sim(SimError::Rules(RulesError::PassesJoker { position: 1, .. }))));
}

#[test]
fn a_log_whose_end_differs_or_that_is_not_a_log_is_refused() {
    let card = Card::sample();
    let (_, _, text) = logged(Table::chinese(), None, 8, BotKind::Random);
    let mut ls = lines(&text);
    let n = ls.len();
    if let Line::End(e) = &mut ls[n - 1] {
        e.outcome.nets[0] += 1;
    }
    let err = log::replay(&text_of(&ls), None).unwrap_err();
    assert_eq!(err.line, n);
    assert!(matches!(err.kind, ReplayErrorKind::Mismatch(_)));
    // A move after the end.
    let mut extra = text.clone();
    extra.push_str("{\"move\":{\"seat\":0,\"action\":\"no_call\"}}\n");
    assert_eq!(log::replay(&extra, None).unwrap_err().kind, ReplayErrorKind::AfterEnd);
    // Not JSON.
    let err = log::replay("{\"game\"", None).unwrap_err();
    assert!(matches!(err.kind, ReplayErrorKind::Json(_)) && err.line == 1);
    // A move first.
    let err = log::replay("{\"move\":{\"seat\":0,\"action\":\"no_call\"}}", None).unwrap_err();
    assert_eq!(err.kind, ReplayErrorKind::Header);
    // Empty.
    assert_eq!(log::replay("", None).unwrap_err().kind, ReplayErrorKind::Empty);
    // An American log needs a card.
    let (_, _, am) = logged(Table::american(), Some(card), 8, BotKind::Random);
    assert_eq!(log::replay(&am, None).unwrap_err().kind, ReplayErrorKind::Sim(SimError::NeedsCard));
    // A log cut short replays to where it stops.
    let short: String = am.lines().take(30).map(|l| format!("{l}\n")).collect();
    assert_eq!(log::replay(&short, Some(card)).unwrap().steps(), 29);
}
