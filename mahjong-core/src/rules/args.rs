//! The arguments a face reads for the table rules (a seat, a tile count, a die, a pass number,
//! four values by seat, a bet), each with its limit and the words a bad one gets. A face
//! (Python, C, the command line) reads its own types, then asks here, so every limit and every
//! message is written once, in the core. Every error is an [`ArgError`] of kind
//! [`ErrorKind::InvalidArgument`]; the rules themselves then refuse what they refuse with a
//! [`RulesError`](super::RulesError).
//!
//! ```
//! use mahjong_core::rules::args::{ArgError, Limit, per_seat, seat};
//! assert_eq!(seat(2, "2").map(|s| s.index()), Ok(2));
//! assert_eq!(seat(9, "9").unwrap_err().to_string(), "seat 9 is not a seat (0 to 3)");
//! assert_eq!(Limit::DEAL_COUNT.check(-1), None);
//! let e = per_seat("dead", &[true, false]).unwrap_err();
//! assert_eq!(e.to_string(), "dead: expected 4 values (one per seat), got 2");
//! assert_eq!(e.kind(), mahjong_core::ErrorKind::InvalidArgument);
//! ```
use super::{Bet, CharlestonPass, Pass, Seat};
use crate::args::PASS_TILES;
use crate::name::UnknownName;
use crate::{ErrorKind, Tile};
use core::fmt;

pub use crate::args::Limit;
use crate::args::{Given, NotInRange};

/// A bad argument. `value` is the value as the face writes it (a Python int of any size keeps
/// its digits).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgError<'a> {
    /// A number outside its [`Limit`] (the argument's name is `"seat"`, `"counts[2]"` …).
    OutOfRange(NotInRange<'a>),
    /// Not four values, one per seat.
    NotPerSeat {
        /// The argument's name.
        argument: &'a str,
        /// Values given.
        got: usize,
    },
    /// [`CallFacts::keeps_a_line`](super::CallFacts::keeps_a_line) given without one value per
    /// call it holds (Pung, Kong, Quint, Sextet).
    NotPerKeepsALine {
        /// Values given.
        got: usize,
    },
    /// Not one count per tile index.
    NotPerTile {
        /// The argument's name.
        argument: &'a str,
        /// Counts given.
        got: usize,
    },
    /// More tiles than a pass holds ([`PASS_TILES`]): the one error of every reader of a pass
    /// ([`pass`], [`pass_of`], [`limits::pass_len`](super::limits::pass_len), a pass's serde form).
    PassTooLong {
        /// The seat whose pass it is, when passes are given by seat.
        seat: Option<Seat>,
        /// Tiles given.
        tiles: usize,
    },
    /// A blind position that is no tile of the pass.
    NotInPass {
        /// The position given.
        position: &'a str,
        /// Tiles in the pass.
        tiles: usize,
    },
    /// A bet that is neither a seat nor the wall game.
    NotABet {
        /// The words given.
        text: &'a str,
    },
    /// A count of tiles seen outside [`Limit::VISIBLE`].
    VisibleCount {
        /// The tile index.
        index: usize,
        /// The count given.
        value: &'a str,
    },
    /// A hand index off the card.
    NoSuchCardHand {
        /// The index given.
        value: &'a str,
        /// Hands on the card.
        hands: usize,
    },
    /// A line index off a card hand.
    NoSuchLine {
        /// The card hand (0-based).
        hand: usize,
        /// The index given.
        value: &'a str,
        /// Lines of that hand.
        lines: usize,
    },
}

impl ArgError<'_> {
    /// The error's kind: always [`ErrorKind::InvalidArgument`].
    pub const fn kind(&self) -> ErrorKind {
        ErrorKind::InvalidArgument
    }
}

crate::kind::kinded_errors!(ArgError<'_>);

impl fmt::Display for ArgError<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ArgError::OutOfRange(e) => e.fmt(f),
            ArgError::NotPerSeat { argument, got } => {
                write!(f, "{argument}: expected {} values (one per seat), got {got}", Seat::ALL.len())
            }
            ArgError::NotPerKeepsALine { got } => {
                write!(f, "keeps_a_line: expected 4 values (Pung, Kong, Quint, Sextet), got {got}")
            }
            ArgError::NotPerTile { argument, got } => {
                write!(f, "{argument}: expected {} counts (one per tile index), got {got}", Tile::COUNT)
            }
            ArgError::PassTooLong { seat, tiles } => {
                if let Some(seat) = seat {
                    write!(f, "{seat}: ")?;
                }
                write!(f, "a pass holds at most {PASS_TILES} tiles, not {tiles}")
            }
            ArgError::NotInPass { position, tiles } => {
                write!(f, "blind position {position} is not a tile of this pass (0 to {})", tiles.saturating_sub(1))
            }
            ArgError::VisibleCount { index, value } => {
                let tile = Tile::from_index(index as u8).unwrap_or(Tile::BLANK);
                write!(f, "visible[{index}] ({tile}) {value} is {}", Limit::VISIBLE)
            }
            ArgError::NotABet { text } => write!(f, "'{text}' is not a bet (a seat or \"wall game\")"),
            ArgError::NoSuchCardHand { value, hands } => {
                write!(f, "hand {value} is out of range: the card has {hands}")
            }
            ArgError::NoSuchLine { hand, value, lines } => {
                write!(f, "line {value} is out of range: hand {hand} has {lines}")
            }
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ArgError<'_> {}

/// `value` (written `written`) within `limit`, as a `T`; `argument` names it in the error.
///
/// ```
/// use mahjong_core::rules::args::{Limit, number};
/// assert_eq!(number::<u8>("blanks", 2, "2", Limit::BYTE), Ok(2));
/// let e = number::<u8>("blanks", -1, "-1", Limit::BYTE).unwrap_err();
/// assert_eq!(e.to_string(), "blanks -1 is out of range: 0 to 255");
/// ```
pub fn number<'a, T: TryFrom<i64>>(
    argument: &'a str,
    value: i64,
    written: &'a str,
    limit: Limit,
) -> Result<T, ArgError<'a>> {
    limit.check(value).and_then(|v| T::try_from(v).ok()).ok_or(ArgError::OutOfRange(NotInRange {
        argument,
        value: Given::Written(written),
        limit,
    }))
}

/// The seat numbered `value` (written `written`).
pub fn seat(value: i64, written: &str) -> Result<Seat, ArgError<'_>> {
    number("seat", value, written, Limit::SEAT).map(|i: u8| Seat::ALL[usize::from(i)])
}

/// The Charleston pass numbered `value` (written `written`), 1 to 7.
///
/// ```
/// use mahjong_core::rules::{CharlestonPass, args::charleston_pass};
/// assert_eq!(charleston_pass(7, "7"), Ok(CharlestonPass::Courtesy));
/// assert_eq!(charleston_pass(9, "9").unwrap_err().to_string(), "Charleston pass 9 is not a pass (1 to 7)");
/// ```
pub fn charleston_pass(value: i64, written: &str) -> Result<CharlestonPass, ArgError<'_>> {
    number("Charleston pass", value, written, Limit::PASS).map(|n: u8| CharlestonPass::ALL[usize::from(n) - 1])
}

/// The Charleston pass written `text` (a command line's word, a JavaScript string or number): a
/// whole number is read by [`charleston_pass`] (a number past 64 bits is held at the end of the
/// range, as a Python int is), other text as a pass's name (the core's names and aliases).
///
/// ```
/// use mahjong_core::{ErrorKind, rules::{CharlestonPass, args::charleston_pass_text}};
/// assert_eq!(charleston_pass_text(" 7 "), Ok(CharlestonPass::Courtesy));
/// assert_eq!(charleston_pass_text("first left"), Ok(CharlestonPass::FirstLeft));
/// let e = charleston_pass_text("9").unwrap_err();
/// assert_eq!((e.to_string().as_str(), e.kind()), ("Charleston pass 9 is not a pass (1 to 7)", ErrorKind::InvalidArgument));
/// assert_eq!(charleston_pass_text("over").unwrap_err().kind(), ErrorKind::UnknownName);
/// ```
// The name's error is as large as the word it quotes; only a face reading a word meets it.
#[allow(clippy::result_large_err)]
pub fn charleston_pass_text(text: &str) -> Result<CharlestonPass, PassTextError<'_>> {
    let written = text.trim();
    let digits = written.strip_prefix(['-', '+']).unwrap_or(written);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return text.parse().map_err(PassTextError::Name);
    }
    let n = written.parse::<i64>().unwrap_or(if written.starts_with('-') { i64::MIN } else { i64::MAX });
    charleston_pass(n, written).map_err(PassTextError::Number)
}

/// What [`charleston_pass_text`] refuses: a number that is no pass, or a word that names none.
/// Kept apart from [`ArgError`], so that every other reader's error stays small.
// Not boxed: the core does not allocate here, and the error is met only on a face's bad word.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PassTextError<'a> {
    /// A number outside the passes ([`charleston_pass`]'s error).
    Number(ArgError<'a>),
    /// A word that names no pass, of its own kind, [`ErrorKind::UnknownName`].
    Name(UnknownName),
}

impl PassTextError<'_> {
    /// The error's kind: [`ErrorKind::InvalidArgument`] for a number, [`ErrorKind::UnknownName`]
    /// for a word.
    pub const fn kind(&self) -> ErrorKind {
        match self {
            PassTextError::Number(e) => e.kind(),
            PassTextError::Name(e) => e.kind(),
        }
    }
}

crate::kind::kinded_errors!(PassTextError<'_>);

impl fmt::Display for PassTextError<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PassTextError::Number(e) => e.fmt(f),
            PassTextError::Name(e) => e.fmt(f),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for PassTextError<'_> {}

/// Four values, one per seat.
pub fn per_seat<'a, T: Copy>(argument: &'a str, items: &[T]) -> Result<[T; 4], ArgError<'a>> {
    <[T; 4]>::try_from(items).map_err(|_| ArgError::NotPerSeat { argument, got: items.len() })
}

/// [`CallFacts::keeps_a_line`](super::CallFacts::keeps_a_line) as a face gives it: four values
/// (after a Pung, Kong, Quint, Sextet call), or none for the default facts' (every call keeps a
/// line).
///
/// ```
/// use mahjong_core::rules::{CallFacts, args::keeps_a_line};
/// assert_eq!(keeps_a_line(Some(&[true, false, true, true])), Ok([true, false, true, true]));
/// assert_eq!(keeps_a_line(None), Ok(CallFacts::default().keeps_a_line));
/// let e = keeps_a_line(Some(&[true])).unwrap_err();
/// assert_eq!(e.to_string(), "keeps_a_line: expected 4 values (Pung, Kong, Quint, Sextet), got 1");
/// ```
pub fn keeps_a_line(given: Option<&[bool]>) -> Result<[bool; 4], ArgError<'static>> {
    match given {
        None => Ok(super::CallFacts::default().keeps_a_line),
        Some(v) => <[bool; 4]>::try_from(v).map_err(|_| ArgError::NotPerKeepsALine { got: v.len() }),
    }
}

/// The pass of `tiles`, the positions `blind` (each written as given) passed on unseen.
///
/// ```
/// use mahjong_core::{Tile, rules::args::pass};
/// let t: Tile = "5p".parse().unwrap();
/// assert!(pass(&[t, t], [(1, "1")]).unwrap().is_blind(1));
/// assert_eq!(pass(&[t], [(3, "3")]).unwrap_err().to_string(), "blind position 3 is not a tile of this pass (0 to 0)");
/// assert_eq!(pass(&[t; 4], []).unwrap_err().to_string(), "a pass holds at most 3 tiles, not 4");
/// ```
pub fn pass<'a>(tiles: &[Tile], blind: impl IntoIterator<Item = (i64, &'a str)>) -> Result<Pass, ArgError<'a>> {
    let mut p = checked_pass(None, tiles)?;
    for (i, position) in blind {
        let i = usize::try_from(i).ok().filter(|&i| i < tiles.len());
        p = p.with_blind(i.ok_or(ArgError::NotInPass { position, tiles: tiles.len() })?);
    }
    Ok(p)
}

/// The pass of `seat`, one of four passes given by seat, of `tiles` (nothing blind): as
/// [`pass`], an error naming the seat.
///
/// ```
/// use mahjong_core::{Tile, rules::{Seat, args::pass_of}};
/// assert_eq!(pass_of(Seat::ALL[1], &[Tile::JOKER; 3]).map(|p| p.tiles().len()), Ok(3));
/// let e = pass_of(Seat::ALL[2], &[Tile::JOKER; 4]).unwrap_err();
/// assert_eq!(e.to_string(), "seat 2: a pass holds at most 3 tiles, not 4");
/// assert_eq!(e.kind(), mahjong_core::ErrorKind::InvalidArgument);
/// ```
pub fn pass_of(seat: Seat, tiles: &[Tile]) -> Result<Pass, ArgError<'static>> {
    checked_pass(Some(seat), tiles)
}

/// `tiles` as a pass, or [`ArgError::PassTooLong`] naming `seat` when given.
pub(crate) fn checked_pass(seat: Option<Seat>, tiles: &[Tile]) -> Result<Pass, ArgError<'static>> {
    Pass::new(tiles).ok_or(ArgError::PassTooLong { seat, tiles: tiles.len() })
}

/// A bet given in words: only the wall game is (a seat is a number).
///
/// ```
/// use mahjong_core::rules::{Bet, args::bet};
/// assert_eq!(bet("Wall Game"), Ok(Bet::WallGame));
/// assert_eq!(bet("east").unwrap_err().to_string(), "'east' is not a bet (a seat or \"wall game\")");
/// ```
pub fn bet(text: &str) -> Result<Bet, ArgError<'_>> {
    if crate::name::same_name(text, Bet::WallGame.name()) { Ok(Bet::WallGame) } else { Err(ArgError::NotABet { text }) }
}

/// The card hand `value` (written `written`), 0-based, of a card of `hands` hands: any index
/// of 32 bits, which the card rules then check (a negative or larger one is refused here, in
/// the same words).
///
/// ```
/// use mahjong_core::rules::args::card_hand;
/// assert_eq!(card_hand(99, "99", 61), Ok(99));
/// assert_eq!(card_hand(-1, "-1", 61).unwrap_err().to_string(), "hand -1 is out of range: the card has 61");
/// ```
pub fn card_hand(value: i64, written: &str, hands: usize) -> Result<usize, ArgError<'_>> {
    u32::try_from(value).map(|i| i as usize).map_err(|_| ArgError::NoSuchCardHand { value: written, hands })
}

/// Line `value` (written `written`), 0-based, of card hand `hand`, which has `lines` lines:
/// checked like [`card_hand`].
pub fn card_line(hand: usize, value: i64, written: &str, lines: usize) -> Result<usize, ArgError<'_>> {
    u32::try_from(value).map(|i| i as usize).map_err(|_| ArgError::NoSuchLine { hand, value: written, lines })
}

/// The counts of the tiles visible to all, one per [`Tile::index`], each with its value as
/// written.
///
/// ```
/// use mahjong_core::rules::args::visible;
/// let mut counts = [(0, "0"); 45];
/// assert_eq!(visible(&counts).map(|v| v[0]), Ok(0));
/// counts[0] = (-1, "-1");
/// assert_eq!(visible(&counts).unwrap_err().to_string(), "visible[0] (1m) -1 is out of range: a count is 0 to 255");
/// let e = visible(&counts[..44]).unwrap_err();
/// assert_eq!(e.to_string(), "visible: expected 45 counts (one per tile index), got 44");
/// ```
pub fn visible<'a>(counts: &[(i64, &'a str)]) -> Result<[u8; Tile::COUNT], ArgError<'a>> {
    let counts: &[_; Tile::COUNT] =
        counts.try_into().map_err(|_| ArgError::NotPerTile { argument: "visible", got: counts.len() })?;
    let mut out = [0; Tile::COUNT];
    for (index, (o, &(v, value))) in out.iter_mut().zip(counts).enumerate() {
        *o = number("", v, value, Limit::VISIBLE).map_err(|_| ArgError::VisibleCount { index, value })?;
    }
    Ok(out)
}

/// Card hand `hand` of `card` and its line `line`, each a number with its digits as written: the
/// two indices [`line_possible`](super::line_possible) takes, read by [`card_hand`], then by
/// [`card_line`] against that hand's lines (none for a hand off the card, which the card rules
/// then refuse).
///
/// ```
/// use mahjong_core::{american::Card, rules::args::card_hand_line};
/// let card = Card::sample();
/// assert_eq!(card_hand_line(card, (0, "0"), (0, "0")), Ok((0, 0)));
/// let e = card_hand_line(card, (1 << 32, "4294967296"), (0, "0")).unwrap_err();
/// assert_eq!(e.to_string(), format!("hand 4294967296 is out of range: the card has {}", card.hands().len()));
/// let e = card_hand_line(card, (0, "0"), (-1, "-1")).unwrap_err();
/// assert_eq!(e.to_string(), format!("line -1 is out of range: hand 0 has {}", card.hands()[0].lines.len()));
/// ```
#[cfg(feature = "alloc")]
pub fn card_hand_line<'a>(
    card: &crate::american::Card,
    hand: (i64, &'a str),
    line: (i64, &'a str),
) -> Result<(usize, usize), ArgError<'a>> {
    let i = card_hand(hand.0, hand.1, card.hands().len())?;
    let lines = card.hands().get(i).map_or(0, |h| h.lines.len());
    Ok((i, card_line(i, line.0, line.1, lines)?))
}
