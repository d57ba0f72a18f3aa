//! Card statistics: which hands of an American card bots actually win, over many seeded games.
//!
//! Game `i` of a run with seed `s` is dealt from [`game_seed`]`(s, i)` and played by four bots of
//! one kind seeded from that game seed ([`Bot::seats`]), so every game is fixed by `(s, i)`
//! alone. [`card_stats_range`] plays any range of games and [`CardStats::merge`] adds two results;
//! every figure is an integer sum, so splitting the games into chunks, on any number of threads
//! or machines, and merging gives exactly the numbers one run gives. [`card_stats`] splits the
//! games over threads of this machine.
//!
//! ```
//! use mahjong_core::{american::Card, sim::{BotKind, stats::{card_stats, card_stats_range}}};
//! let card = Card::sample();
//! let one = card_stats(card, 40, 7, BotKind::Random, 1).unwrap();
//! let two = card_stats(card, 40, 7, BotKind::Random, 2).unwrap();
//! assert_eq!(one, two);
//! let mut halves = card_stats_range(card, 7, BotKind::Random, 0..15).unwrap();
//! halves.merge(&card_stats_range(card, 7, BotKind::Random, 15..40).unwrap()).unwrap();
//! assert_eq!(halves, one);
//! assert_eq!(one.games, 40);
//! ```

use super::{Bot, BotKind, Game, Phase, SimError, SplitMix64, play};
use crate::american::{Card, Nearest};
use crate::rules::{Seat, Table};
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;
use core::fmt::Write as _;
use core::ops::Range;
use std::collections::BTreeMap;

/// One card hand's figures. Means are sums over counts, so results merge exactly.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct HandStats {
    /// The card section.
    pub section: String,
    /// The hand's number in its section.
    pub number: u32,
    /// The printed value.
    pub value: u32,
    /// A concealed (C) hand.
    pub concealed: bool,
    /// Games this hand won.
    pub won: u64,
    /// Sum over every player of every game of the tiles away from this hand (its nearest line)
    /// right after the deal.
    pub away_deal: u64,
    /// The same, after the Charleston.
    pub away_charleston: u64,
    /// Players counted in the two sums (four a game).
    pub players: u64,
    /// Points paid to the winner, summed over the games this hand won.
    pub points: i64,
}

impl HandStats {
    /// How often the hand won, per game.
    ///
    /// ```
    /// let h = mahjong_core::sim::stats::HandStats { section: "A".into(), number: 1, value: 25, concealed: false,
    ///     won: 3, away_deal: 40, away_charleston: 32, players: 8, points: 150 };
    /// assert_eq!(h.win_rate(6), 0.5);
    /// assert_eq!((h.mean_away_deal(), h.mean_away_charleston(), h.mean_points()), (5.0, 4.0, 50.0));
    /// ```
    pub fn win_rate(&self, games: u64) -> f64 {
        if games == 0 { 0.0 } else { self.won as f64 / games as f64 }
    }

    /// Mean tiles away at the deal (over every player).
    pub fn mean_away_deal(&self) -> f64 {
        if self.players == 0 { 0.0 } else { self.away_deal as f64 / self.players as f64 }
    }

    /// Mean tiles away after the Charleston (over every player).
    pub fn mean_away_charleston(&self) -> f64 {
        if self.players == 0 { 0.0 } else { self.away_charleston as f64 / self.players as f64 }
    }

    /// Mean points paid to the winner when this hand won.
    pub fn mean_points(&self) -> f64 {
        if self.won == 0 { 0.0 } else { self.points as f64 / self.won as f64 }
    }
}

/// A card's statistics over a run of games.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CardStats {
    /// The card's name.
    pub card: String,
    /// The run's seed.
    pub seed: u64,
    /// The bots.
    pub bots: BotKind,
    /// Games played.
    pub games: u64,
    /// Games nobody won (a wall game, or a hand left with one live player).
    pub wall_games: u64,
    /// Per card hand, in card order.
    pub hands: Vec<HandStats>,
}

/// Two results that cannot be merged: different cards, seeds or bots.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("cannot merge statistics of different runs (card, seed and bots must agree)")]
pub struct MergeError;

impl MergeError {
    /// Always [`ErrorKind::InvalidArgument`](crate::ErrorKind): the other result is of another run.
    ///
    /// ```
    /// use mahjong_core::{ErrorKind, sim::stats::MergeError};
    /// assert_eq!(MergeError.kind(), ErrorKind::InvalidArgument);
    /// ```
    pub const fn kind(&self) -> crate::ErrorKind {
        crate::ErrorKind::InvalidArgument
    }
}

crate::kind::kinded_errors!(MergeError);

/// A chart file name that does not end in `.svg`, the one format [`CardStats::to_svg`] writes
/// (a PNG needs a rasteriser with fonts for the labels: convert the SVG).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ChartNameError {
    /// A `.png` name.
    #[error(
        "PNG is not written; write SVG (a file name ending in .svg) and convert it, e.g. rsvg-convert -o chart.png \
         chart.svg"
    )]
    Png,
    /// An extension naming no chart format.
    #[error("unknown chart format {}; the chart is written as SVG (a file name ending in .svg)", crate::error::Quoted(.0))]
    Unknown(String),
    /// A name without an extension.
    #[error(
        "no file extension to choose the chart format by; the chart is written as SVG (a file name ending in .svg)"
    )]
    NoExtension,
}

impl ChartNameError {
    /// [`crate::ErrorKind::InvalidArgument`].
    pub const fn kind(&self) -> crate::ErrorKind {
        crate::ErrorKind::InvalidArgument
    }
}

crate::kind::kinded_errors!(ChartNameError);

/// Checks, before any game is played, that a chart is to be written to a `.svg` file (the
/// extension read without case).
///
/// ```
/// use mahjong_core::sim::stats::{ChartNameError, check_chart_name};
/// assert_eq!(check_chart_name("hands.SVG".as_ref()), Ok(()));
/// assert_eq!(check_chart_name("hands.png".as_ref()), Err(ChartNameError::Png));
/// assert_eq!(check_chart_name("hands.pdf".as_ref()), Err(ChartNameError::Unknown("pdf".into())));
/// assert_eq!(check_chart_name("hands".as_ref()), Err(ChartNameError::NoExtension));
/// ```
pub fn check_chart_name(path: &std::path::Path) -> Result<(), ChartNameError> {
    match path.extension().map(|e| e.to_string_lossy()) {
        Some(e) if e.eq_ignore_ascii_case("svg") => Ok(()),
        Some(e) if e.eq_ignore_ascii_case("png") => Err(ChartNameError::Png),
        Some(e) => Err(ChartNameError::Unknown(e.into_owned())),
        None => Err(ChartNameError::NoExtension),
    }
}

impl CardStats {
    /// An empty result for `card`.
    ///
    /// ```
    /// use mahjong_core::{american::Card, sim::{BotKind, stats::CardStats}};
    /// let s = CardStats::empty(Card::sample(), 1, BotKind::Greedy);
    /// assert_eq!(s.hands.len(), Card::sample().hands().len());
    /// assert_eq!(s.wall_game_rate(), 0.0);
    /// ```
    pub fn empty(card: &Card, seed: u64, bots: BotKind) -> CardStats {
        CardStats {
            card: card.name().to_string(),
            seed,
            bots,
            games: 0,
            wall_games: 0,
            hands: card
                .hands()
                .iter()
                .map(|h| HandStats {
                    section: h.section.clone(),
                    number: h.number,
                    value: h.value,
                    concealed: h.concealed,
                    won: 0,
                    away_deal: 0,
                    away_charleston: 0,
                    players: 0,
                    points: 0,
                })
                .collect(),
        }
    }

    /// Adds `other`'s games (exactly: every figure is a sum).
    ///
    /// ```
    /// use mahjong_core::{american::Card, sim::{BotKind, stats::CardStats}};
    /// let mut a = CardStats::empty(Card::sample(), 1, BotKind::Greedy);
    /// let b = CardStats::empty(Card::sample(), 2, BotKind::Greedy);
    /// assert!(a.merge(&b).is_err());
    /// ```
    pub fn merge(&mut self, other: &CardStats) -> Result<(), MergeError> {
        let same = self.card == other.card
            && self.seed == other.seed
            && self.bots == other.bots
            && self.hands.len() == other.hands.len()
            && self.hands.iter().zip(&other.hands).all(|(a, b)| a.section == b.section && a.number == b.number);
        if !same {
            return Err(MergeError);
        }
        self.games += other.games;
        self.wall_games += other.wall_games;
        for (a, b) in self.hands.iter_mut().zip(&other.hands) {
            a.won += b.won;
            a.away_deal += b.away_deal;
            a.away_charleston += b.away_charleston;
            a.players += b.players;
            a.points += b.points;
        }
        Ok(())
    }

    /// Games nobody won (a wall game, or a hand left with one live player). per game.
    ///
    /// ```
    /// use mahjong_core::{american::Card, sim::{BotKind, stats::CardStats}};
    /// let mut s = CardStats::empty(Card::sample(), 1, BotKind::Greedy);
    /// (s.games, s.wall_games) = (4, 1);
    /// assert_eq!(s.wall_game_rate(), 0.25);
    /// ```
    pub fn wall_game_rate(&self) -> f64 {
        if self.games == 0 { 0.0 } else { self.wall_games as f64 / self.games as f64 }
    }

    /// An SVG bar chart, one bar per card hand: the share of games it won (the label gives the
    /// count and the mean tiles away after the Charleston).
    ///
    /// ```
    /// use mahjong_core::{american::Card, sim::{BotKind, stats::CardStats}};
    /// let svg = CardStats::empty(Card::sample(), 1, BotKind::Greedy).to_svg();
    /// assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    /// assert_eq!(svg.matches("<rect class=\"bar\"").count(), Card::sample().hands().len());
    /// ```
    pub fn to_svg(&self) -> String {
        let bar_h = 14.0;
        let gap = 4.0;
        let left = 190.0;
        let width = 420.0;
        let top = 48.0;
        let n = self.hands.len() as f64;
        let height = top + n * (bar_h + gap) + 30.0;
        let max = self.hands.iter().map(|h| h.win_rate(self.games)).fold(0.0f64, f64::max).max(1e-9);
        let mut s = String::new();
        let esc = |t: &str| t.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;");
        let _ = writeln!(
            s,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{height}\" viewBox=\"0 0 {w} {height}\" \
             font-family=\"sans-serif\" font-size=\"11\">",
            w = left + width + 150.0
        );
        let _ = writeln!(s, "<style>.bar{{fill:#3b7dd8}} .wall{{fill:#999}}</style>");
        let _ = writeln!(
            s,
            "<text x=\"10\" y=\"18\" font-size=\"14\">{}: hands won by {} bots over {} games (wall games {:.1}%)</text>",
            esc(&self.card),
            self.bots.name(),
            self.games,
            100.0 * self.wall_game_rate()
        );
        let _ = writeln!(s, "<text x=\"{left}\" y=\"36\">share of games won</text>");
        for (i, h) in self.hands.iter().enumerate() {
            let y = top + i as f64 * (bar_h + gap);
            let rate = h.win_rate(self.games);
            let w = width * rate / max;
            let _ = writeln!(
                s,
                "<text x=\"{x}\" y=\"{ty}\" text-anchor=\"end\">{} #{}{}</text>",
                esc(&h.section),
                h.number,
                if h.concealed { " (C)" } else { "" },
                x = left - 6.0,
                ty = y + bar_h - 3.0
            );
            let _ = writeln!(
                s,
                "<rect class=\"bar\" x=\"{left}\" y=\"{y}\" width=\"{w:.2}\" height=\"{bar_h}\"><title>{} #{}: won {} ({:.3}%), \
                 mean tiles away {:.2} at the deal, {:.2} after the Charleston, mean points {:.1}</title></rect>",
                esc(&h.section),
                h.number,
                h.won,
                100.0 * rate,
                h.mean_away_deal(),
                h.mean_away_charleston(),
                h.mean_points()
            );
            let _ = writeln!(
                s,
                "<text x=\"{x:.2}\" y=\"{ty}\">{} ({:.2}%), away {:.1}</text>",
                h.won,
                100.0 * rate,
                h.mean_away_charleston(),
                x = left + w + 4.0,
                ty = y + bar_h - 3.0
            );
        }
        s.push_str("</svg>\n");
        s
    }
}

/// The seed of game `index` of a run seeded `seed`: the first output of [`SplitMix64`] started
/// at `seed + index × 0x9e3779b97f4a7c15` (so neighbouring games get unrelated deals).
///
/// ```
/// use mahjong_core::sim::stats::game_seed;
/// assert_ne!(game_seed(1, 0), game_seed(1, 1));
/// assert_eq!(game_seed(1, 5), game_seed(1, 5));
/// ```
pub fn game_seed(seed: u64, index: u64) -> u64 {
    SplitMix64::new(seed.wrapping_add(index.wrapping_mul(0x9e37_79b9_7f4a_7c15))).next_u64()
}

/// Adds each card hand's fewest tiles away for `hand` (over its lines) to `sums`.
fn add_away<'c>(
    card: &'c Card,
    hand_of: &BTreeMap<(&'c str, u32), usize>,
    hand: &crate::Hand,
    near: &mut [Nearest<'c>],
    sums: &mut [u8],
) {
    sums.iter_mut().for_each(|s| *s = u8::MAX);
    let n = card.nearest(hand, near);
    for e in &near[..n] {
        if let Some(&i) = hand_of.get(&(e.section(), e.number())) {
            sums[i] = sums[i].min(e.tiles_away() as u8);
        }
    }
    // A hand no line of which is possible any more counts as 14 away.
    sums.iter_mut().for_each(|s| *s = (*s).min(14));
}

/// Plays games `range` of the run (`seed`, `bots`) on `card` and counts them.
///
/// Errors: [`SimError::BackwardRange`] when `range` ends before it starts; a settlement error of
/// a game (none is expected; it is passed on, not hidden).
///
/// ```
/// use mahjong_core::{american::Card, sim::{BotKind, stats::card_stats_range}};
/// assert!(card_stats_range(Card::sample(), 3, BotKind::Random, 5..4).is_err());
/// let s = card_stats_range(Card::sample(), 3, BotKind::Random, 10..14).unwrap();
/// assert_eq!(s.games, 4);
/// assert_eq!(s.hands.iter().map(|h| h.players).max(), Some(16));
/// ```
pub fn card_stats_range(card: &Card, seed: u64, bots: BotKind, range: Range<u64>) -> Result<CardStats, SimError> {
    if range.end < range.start {
        return Err(SimError::BackwardRange { start: range.start, end: range.end });
    }
    let mut stats = CardStats::empty(card, seed, bots);
    let hand_of: BTreeMap<(&str, u32), usize> =
        card.hands().iter().enumerate().map(|(i, h)| ((h.section.as_str(), h.number), i)).collect();
    let mut near = vec![Nearest::EMPTY; card.line_count().max(1)];
    let mut away = vec![0u8; card.hands().len()];
    for index in range {
        let s = game_seed(seed, index);
        let mut game = Game::new(Table::american(), Some(card), s)?;
        let mut players = Bot::seats(bots, s);
        for seat in Seat::ALL {
            add_away(card, &hand_of, game.hand(seat), &mut near, &mut away);
            for (h, &a) in stats.hands.iter_mut().zip(&away) {
                h.away_deal += u64::from(a);
            }
        }
        // Play the Charleston, then look again.
        let mut legal = super::Actions::new();
        while matches!(
            game.phase(),
            Phase::Charleston(_) | Phase::SecondCharlestonVote | Phase::CourtesyAsk | Phase::Courtesy
        ) {
            let Some(seat) = game.to_act() else { break };
            game.legal_actions(&mut legal);
            let i = super::Player::choose(&mut players[seat.index() as usize], &game, legal.as_slice());
            game.step_as(seat, legal.chosen(i)?)?;
        }
        for seat in Seat::ALL {
            add_away(card, &hand_of, game.hand(seat), &mut near, &mut away);
            for (h, &a) in stats.hands.iter_mut().zip(&away) {
                h.away_charleston += u64::from(a);
                h.players += 1;
            }
        }
        let out = play(&mut game, &mut players, None)?;
        stats.games += 1;
        match out.card_hand {
            Some(h) if out.winner.is_some() => {
                let hs = &mut stats.hands[h as usize];
                hs.won += 1;
                hs.points += out.points_paid();
            }
            _ => stats.wall_games += 1,
        }
    }
    Ok(stats)
}

crate::name::names! {
    /// Where a run of games plays, by name (`mahjong stats --engine`, Python's `card_stats(…,
    /// engine=…)`): `local`, the default, on threads of this process ([`card_stats`]), or `ray`,
    /// [`chunks`] played as tasks of a Ray cluster through the Python package ([`card_stats_range`]).
    ///
    /// ```
    /// use mahjong_core::sim::stats::Engine;
    /// assert_eq!((Engine::NAMES, Engine::default()), (&["local", "ray"][..], Engine::Local));
    /// assert_eq!("spark".parse::<Engine>().unwrap_err().to_string(), "unknown engine \"spark\": expected local or ray");
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    pub enum Engine: "engine" {
        /// Threads of this process.
        #[default]
        Local => "local",
        /// A Ray cluster, through the Python package.
        Ray => "ray",
    }
}

/// The number of workers when none is given: the cores this process may use (at least one).
///
/// ```
/// assert!(mahjong_core::sim::stats::default_workers() >= 1);
/// ```
pub fn default_workers() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Games `0..games` split into `workers` contiguous chunks, in order (one chunk a game when there
/// are fewer games than workers, one empty chunk for no games): the split [`card_stats`] plays on
/// threads and a cluster engine sends to its tasks. Merging the chunks' results gives the run.
///
/// Errors: [`SimError::NoWorkers`] for 0 workers.
///
/// ```
/// use mahjong_core::sim::stats::chunks;
/// assert_eq!(chunks(10, 3).unwrap().collect::<Vec<_>>(), [0..3, 3..6, 6..10]);
/// assert_eq!(chunks(2, 4).unwrap().collect::<Vec<_>>(), [0..1, 1..2]);
/// assert!(chunks(10, 0).is_err());
/// ```
pub fn chunks(games: u64, workers: usize) -> Result<impl Iterator<Item = Range<u64>>, SimError> {
    if workers == 0 {
        return Err(SimError::NoWorkers);
    }
    let parts = (workers as u64).min(games.max(1));
    // In u128: `games * w` may not fit in 64 bits.
    let at = move |w: u64| (u128::from(games) * u128::from(w) / u128::from(parts)) as u64;
    Ok((0..parts).map(move |w| at(w)..at(w + 1)))
}

/// Plays `games` games of the run (`seed`, `bots`) on `card`, split into `workers` contiguous
/// chunks ([`chunks`]) played on as many threads, and merges them: the same numbers for any
/// number of workers.
///
/// Errors: [`SimError::NoWorkers`] for 0 workers; a settlement error of a game.
///
/// ```
/// use mahjong_core::{american::Card, sim::{BotKind, stats::card_stats}};
/// let s = card_stats(Card::sample(), 8, 1, BotKind::Greedy, 3).unwrap();
/// assert_eq!(s.games, 8);
/// assert_eq!(s.wall_games + s.hands.iter().map(|h| h.won).sum::<u64>(), 8);
/// assert!(card_stats(Card::sample(), 8, 1, BotKind::Greedy, 0).is_err());
/// ```
pub fn card_stats(card: &Card, games: u64, seed: u64, bots: BotKind, workers: usize) -> Result<CardStats, SimError> {
    let ranges = chunks(games, workers)?;
    let parts: Vec<Result<CardStats, SimError>> = std::thread::scope(|scope| {
        let handles: Vec<_> = ranges.map(|r| scope.spawn(move || card_stats_range(card, seed, bots, r))).collect();
        handles.into_iter().map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))).collect()
    });
    let mut total = CardStats::empty(card, seed, bots);
    for p in parts {
        // Same card, seed and bots by construction.
        let _ = total.merge(&p?);
    }
    Ok(total)
}
