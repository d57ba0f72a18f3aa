//! Game logs as JSON Lines, and replaying them.
//!
//! A log is one JSON object a line: first the game (`{"game": {...}}`: the table, the seed and
//! the card's name), then one line a move (`{"move": {"seat": 1, "action": "discard", "tile":
//! "5p"}}`), then the end (`{"end": {...}}`: the outcome, the final hands in MPSZ, the number of
//! moves). [`replay`] deals the same hand from the seed and takes every move through
//! [`Game::step_as`], so a move the rules refuse stops the replay with the rule's own error and
//! the log's line number; a replay whose end differs from the logged end is refused too.
//!
//! ```
//! use mahjong_core::{american::Card, rules::Table, sim::{Bot, BotKind, Game, play, log}};
//! let card = Card::sample();
//! let mut g = Game::new(Table::american(), Some(card), 11).unwrap();
//! let mut moves = Vec::new();
//! play(&mut g, &mut Bot::seats(BotKind::Random, 11), Some(&mut moves)).unwrap();
//! let text = log::write(&g, &moves);
//! let again = log::replay(&text, Some(card)).unwrap();
//! assert_eq!(again.outcome(), g.outcome());
//! // The first move changed to a tile East does not hold is refused on line 2.
//! let bad = text.replacen("\"tile\":\"", "\"tile\":\"9", 1);
//! let err = log::replay(&bad, Some(card)).unwrap_err();
//! assert_eq!(err.line, 2);
//! ```

use super::{Game, Move, Outcome, SimError};
use crate::american::Card;
use crate::rules::Table;
use alloc::format;
use alloc::string::{String, ToString};
use core::fmt;

/// The first line of a log.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Header {
    /// The table (variant, players, house rules).
    pub table: Table,
    /// The seed of the deal.
    pub seed: u64,
    /// The American card's name (`None` for a classical hand).
    pub card: Option<String>,
}

/// The last line of a log.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct End {
    /// How the hand ended.
    pub outcome: Outcome,
    /// The four final hands, MPSZ.
    pub hands: [String; 4],
    /// Moves taken.
    pub moves: u32,
}

/// One line of a log.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Line {
    /// The game: first line.
    Game(Header),
    /// A move.
    Move(Move),
    /// The end: last line.
    End(End),
}

/// The end line of a game as it stands (after it is over).
///
/// ```
/// use mahjong_core::{rules::Table, sim::{Game, log}};
/// let g = Game::new(Table::chinese(), None, 1).unwrap();
/// assert!(log::end(&g).is_none());
/// ```
pub fn end(game: &Game<'_>) -> Option<End> {
    let outcome = *game.outcome()?;
    Some(End { outcome, hands: game.hands().map(|h| h.to_string()), moves: game.steps() })
}

/// The whole log of a played game: the game line, one line per move, and the end line when the
/// game is over. Each line ends with a newline.
///
/// ```
/// use mahjong_core::{rules::Table, sim::{Game, log}};
/// let g = Game::new(Table::chinese(), None, 1).unwrap();
/// assert!(log::write(&g, &[]).starts_with("{\"game\":{\"table\":{\"variant\":\"chinese\""));
/// ```
pub fn write(game: &Game<'_>, moves: &[Move]) -> String {
    let header = Header { table: *game.table(), seed: game.seed(), card: game.card().map(|c| c.name().to_string()) };
    let mut out = String::new();
    let mut line = |l: &Line| {
        // Serializing plain data into a string cannot fail.
        out.push_str(&serde_json::to_string(l).unwrap_or_default());
        out.push('\n');
    };
    line(&Line::Game(header));
    for m in moves {
        line(&Line::Move(*m));
    }
    if let Some(e) = end(game) {
        line(&Line::End(e));
    }
    out
}

/// Why a replay stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayErrorKind {
    /// The line is not a log line.
    Json(String),
    /// The first line is not the game line, or a game line comes later.
    Header,
    /// The game could not be dealt, or a move was refused: the rule's error.
    Sim(SimError),
    /// The log's card is not the card given.
    Card {
        /// The card named in the log.
        logged: String,
        /// The card given.
        given: String,
    },
    /// The replay ended differently from the logged end.
    Mismatch(String),
    /// Lines after the end line.
    AfterEnd,
    /// An empty log.
    Empty,
}

/// A replay that stopped: the line (1-based) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError {
    /// The log's line.
    pub line: usize,
    /// Why.
    pub kind: ReplayErrorKind,
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.kind {
            ReplayErrorKind::Json(m) => write!(f, "not a game log line: {m}"),
            ReplayErrorKind::Header => f.write_str("a log starts with one game line ({\"game\": …})"),
            ReplayErrorKind::Sim(e) => e.fmt(f),
            ReplayErrorKind::Card { logged, given } => write!(
                f,
                "the game was played with the card {}, not {}",
                crate::error::Quoted(logged),
                crate::error::Quoted(given)
            ),
            ReplayErrorKind::Mismatch(m) => write!(f, "the replay ends differently: {m}"),
            ReplayErrorKind::AfterEnd => f.write_str("a line after the end line"),
            ReplayErrorKind::Empty => f.write_str("the log is empty"),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ReplayError {}

/// Replays a log with `card` (needed for an American game): deals the hand from the logged seed
/// and takes every move; checks the end line when there is one. Returns the game as the log
/// leaves it. Blank lines are skipped.
///
/// Errors: [`ReplayError`] naming the line: a move the rules refuse (the rule's error, as
/// [`ReplayErrorKind::Sim`]), a line that is not a log line, a card other than the log's, an end
/// that differs.
///
/// ```
/// use mahjong_core::{rules::{RulesError, Table}, sim::{log, SimError}};
/// let text = "{\"game\":{\"table\":{\"variant\":\"chinese\",\"players\":4,\"house\":{\"blanks\":0,\"three_player_charleston\":false,\"fifth_player_bets\":false,\"thrower_pays_all\":false,\"strict_dead_hand\":false,\"calls_keep_a_line\":false,\"wind_rounds\":0}},\"seed\":1,\"card\":null}}\n\
///             {\"move\":{\"seat\":2,\"action\":\"no_call\"}}\n";
/// let err = log::replay(text, None).unwrap_err();
/// assert_eq!(err.line, 2);
/// assert!(matches!(err.kind, log::ReplayErrorKind::Sim(SimError::WrongActor { .. })));
/// ```
pub fn replay<'c>(text: &str, card: Option<&'c Card>) -> Result<Game<'c>, ReplayError> {
    let mut game: Option<Game<'c>> = None;
    let mut ended = false;
    let mut last = 0;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        last = line;
        let err = |kind| ReplayError { line, kind };
        if raw.trim().is_empty() {
            continue;
        }
        if ended {
            return Err(err(ReplayErrorKind::AfterEnd));
        }
        let parsed: Line = serde_json::from_str(raw).map_err(|e| err(ReplayErrorKind::Json(e.to_string())))?;
        match (parsed, game.as_mut()) {
            (Line::Game(h), None) => {
                if let (Some(logged), Some(c)) = (&h.card, card)
                    && logged != c.name()
                {
                    return Err(err(ReplayErrorKind::Card { logged: logged.clone(), given: c.name().to_string() }));
                }
                game = Some(Game::new(h.table, card, h.seed).map_err(|e| err(ReplayErrorKind::Sim(e)))?);
            }
            (Line::Move(m), Some(g)) => {
                g.step_as(m.seat, m.action).map_err(|e| err(ReplayErrorKind::Sim(e)))?;
            }
            (Line::End(e), Some(g)) => {
                let now = end(g);
                match now {
                    None => {
                        return Err(err(ReplayErrorKind::Mismatch(format!(
                            "the game is not over after {} moves",
                            g.steps()
                        ))));
                    }
                    Some(now) if now != e => {
                        return Err(err(ReplayErrorKind::Mismatch(format!(
                            "logged {}, replayed {}",
                            serde_json::to_string(&e).unwrap_or_default(),
                            serde_json::to_string(&now).unwrap_or_default()
                        ))));
                    }
                    Some(_) => ended = true,
                }
            }
            _ => return Err(err(ReplayErrorKind::Header)),
        }
    }
    game.ok_or(ReplayError { line: last.max(1), kind: ReplayErrorKind::Empty })
}
