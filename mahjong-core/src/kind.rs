//! Which rule an error reports: one [`ErrorKind`] per kind of error, with a number that never
//! changes, so a program (or another language) can act on the kind without reading the message.
//!
//! ```
//! use mahjong_core::ErrorKind;
//! use mahjong_core::rules::{RulesError, Table};
//! let e = Table::american().with_players(9).unwrap_err();
//! assert_eq!(e.kind(), ErrorKind::OutOfRange);
//! assert_eq!((e.kind() as u16, e.kind().name()), (39, "OutOfRange"));
//! assert_eq!(RulesError::WindowClosed.kind(), ErrorKind::WindowClosed);
//! ```

macro_rules! error_kinds {
    ($($(#[$doc:meta])* $name:ident = $n:literal,)*) => {
        /// The kind of an error. The numbers are stable: a kind is never renumbered or reused,
        /// only added (0 is never a kind, so a binding may use it for "no error").
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(u16)]
        #[non_exhaustive]
        pub enum ErrorKind {
            $($(#[$doc])* $name = $n,)*
        }

        impl ErrorKind {
            /// Every kind, in number order.
            pub const ALL: &'static [ErrorKind] = &[$(ErrorKind::$name,)*];

            /// The kind's name, as the variant is spelled (`"OutOfRange"`).
            ///
            /// ```
            /// assert_eq!(mahjong_core::ErrorKind::SeatNotInPlay.name(), "SeatNotInPlay");
            /// ```
            pub const fn name(self) -> &'static str {
                match self {
                    $(ErrorKind::$name => stringify!($name),)*
                }
            }

            /// The kind with this number, or `None` for a number that is no kind.
            ///
            /// ```
            /// use mahjong_core::ErrorKind;
            /// assert_eq!(ErrorKind::from_u16(1), Some(ErrorKind::SeatNotInPlay));
            /// assert_eq!(ErrorKind::from_u16(0), None);
            /// ```
            pub const fn from_u16(n: u16) -> Option<ErrorKind> {
                match n {
                    $($n => Some(ErrorKind::$name),)*
                    _ => None,
                }
            }
        }
    };
}

error_kinds! {
    /// [`crate::rules::RulesError::SeatNotInPlay`].
    SeatNotInPlay = 1,
    /// [`crate::rules::RulesError::OwnDiscard`].
    OwnDiscard = 2,
    /// [`crate::rules::RulesError::NotLatestDiscard`].
    NotLatestDiscard = 3,
    /// [`crate::rules::RulesError::DiscardedJoker`].
    DiscardedJoker = 4,
    /// [`crate::rules::RulesError::DeadHand`].
    DeadHand = 5,
    /// [`crate::rules::RulesError::WindowClosed`].
    WindowClosed = 6,
    /// [`crate::rules::RulesError::CallNotInVariant`].
    CallNotInVariant = 7,
    /// [`crate::rules::RulesError::CannotCall`].
    CannotCall = 8,
    /// [`crate::rules::RulesError::ChowNotFromLeft`].
    ChowNotFromLeft = 9,
    /// [`crate::rules::RulesError::OneChowPerHand`].
    OneChowPerHand = 10,
    /// [`crate::rules::RulesError::NotAChow`].
    NotAChow = 11,
    /// [`crate::rules::RulesError::PairOnlyForMahJong`].
    PairOnlyForMahJong = 12,
    /// [`crate::rules::RulesError::ConcealedHandCallsOnlyMahJong`].
    ConcealedHandCallsOnlyMahJong = 13,
    /// [`crate::rules::RulesError::CallLeavesNoLine`].
    CallLeavesNoLine = 14,
    /// [`crate::rules::RulesError::NotMahJong`].
    NotMahJong = 15,
    /// [`crate::rules::RulesError::JokerCount`].
    JokerCount = 16,
    /// [`crate::rules::RulesError::TooManyMelds`].
    TooManyMelds = 17,
    /// [`crate::rules::RulesError::DuplicateClaim`].
    DuplicateClaim = 18,
    /// [`crate::rules::RulesError::WrongPhase`].
    WrongPhase = 19,
    /// [`crate::rules::RulesError::NoJokers`].
    NoJokers = 20,
    /// [`crate::rules::RulesError::NoSuchExposure`].
    NoSuchExposure = 21,
    /// [`crate::rules::RulesError::ExposureConcealed`].
    ExposureConcealed = 22,
    /// [`crate::rules::RulesError::NoJokerInExposure`].
    NoJokerInExposure = 23,
    /// [`crate::rules::RulesError::NaturalDoesNotMatch`].
    NaturalDoesNotMatch = 24,
    /// [`crate::rules::RulesError::TileNotHeld`].
    TileNotHeld = 25,
    /// [`crate::rules::RulesError::HouseRuleOff`].
    HouseRuleOff = 26,
    /// [`crate::rules::RulesError::PassesJoker`].
    PassesJoker = 27,
    /// [`crate::rules::RulesError::PassesTileNotHeld`].
    PassesTileNotHeld = 28,
    /// [`crate::rules::RulesError::PassCount`].
    PassCount = 29,
    /// [`crate::rules::RulesError::BlindPassNotAllowed`].
    BlindPassNotAllowed = 30,
    /// [`crate::rules::RulesError::PassNotPlayed`].
    PassNotPlayed = 31,
    /// [`crate::rules::RulesError::CourtesyCount`].
    CourtesyCount = 32,
    /// [`crate::rules::RulesError::WallExhausted`].
    WallExhausted = 33,
    /// [`crate::rules::RulesError::NoReplacement`].
    NoReplacement = 34,
    /// [`crate::rules::RulesError::AddedKongNeedsSelfDrawnTile`].
    AddedKongNeedsSelfDrawnTile = 35,
    /// [`crate::rules::RulesError::NoPungToAdd`].
    NoPungToAdd = 36,
    /// [`crate::rules::RulesError::KongAndMahJongOnSameTile`].
    KongAndMahJongOnSameTile = 37,
    /// [`crate::rules::RulesError::RobOnlyAddedKong`].
    RobOnlyAddedKong = 38,
    /// [`crate::rules::RulesError::OutOfRange`]: a number outside its range.
    OutOfRange = 39,
    /// [`crate::rules::RulesError::NoSuchCardHand`].
    NoSuchCardHand = 40,
    /// [`crate::rules::RulesError::NoSuchCardLine`].
    NoSuchCardLine = 41,
    /// [`crate::rules::RulesError::TooManyVisible`].
    TooManyVisible = 42,
    /// [`crate::rules::RulesError::CallerTileCount`].
    CallerTileCount = 43,
    /// [`crate::rules::RulesError::Hand`]: the hand evaluator rejected the hand.
    Hand = 44,
    /// [`crate::rules::RulesError::NotInVariant`].
    NotInVariant = 45,
    /// An argument a binding could not convert to a core value (a seat number that is no seat,
    /// a name that names nothing, a wrong type); the core's own errors have their own kinds.
    InvalidArgument = 46,
    /// A word that names no value of the type asked for ([`crate::name::UnknownName`]).
    UnknownName = 47,
    /// [`crate::ParseErrorKind::Empty`].
    ParseEmpty = 48,
    /// [`crate::ParseErrorKind::UnexpectedChar`].
    ParseUnexpectedChar = 49,
    /// [`crate::ParseErrorKind::UnknownLetter`].
    ParseUnknownLetter = 50,
    /// [`crate::ParseErrorKind::MissingSuit`].
    ParseMissingSuit = 51,
    /// [`crate::ParseErrorKind::MissingNumber`].
    ParseMissingNumber = 52,
    /// [`crate::ParseErrorKind::BadNumber`].
    ParseBadNumber = 53,
    /// [`crate::ParseErrorKind::MixedNotation`].
    ParseMixedNotation = 54,
    /// [`crate::ParseErrorKind::UnclosedGroup`].
    ParseUnclosedGroup = 55,
    /// [`crate::ParseErrorKind::UnopenedGroup`].
    ParseUnopenedGroup = 56,
    /// [`crate::ParseErrorKind::NestedGroup`].
    ParseNestedGroup = 57,
    /// [`crate::ParseErrorKind::EmptyGroup`].
    ParseEmptyGroup = 58,
    /// [`crate::ParseErrorKind::NotAMeld`].
    ParseNotAMeld = 59,
    /// [`crate::ParseErrorKind::AllJokers`].
    ParseAllJokers = 60,
    /// [`crate::ParseErrorKind::JokerInChow`].
    ParseJokerInChow = 61,
    /// [`crate::ParseErrorKind::NotAKong`].
    ParseNotAKong = 62,
    /// [`crate::ParseErrorKind::BonusInMeld`].
    ParseBonusInMeld = 63,
    /// [`crate::ParseErrorKind::TooManyTiles`].
    ParseTooManyTiles = 64,
    /// [`crate::ParseErrorKind::TooManyMelds`].
    ParseTooManyMelds = 65,
    /// [`crate::ParseErrorKind::TooManyCopies`].
    ParseTooManyCopies = 66,
    /// [`crate::ParseErrorKind::NotOneTile`].
    ParseNotOneTile = 67,
    /// [`crate::ParseErrorKind::UnknownContext`].
    ParseUnknownContext = 68,
    /// [`crate::ParseErrorKind::WinningTileNotInHand`].
    ParseWinningTileNotInHand = 69,
    /// [`crate::ParseErrorKind::UnknownWinMethod`].
    ParseUnknownWinMethod = 70,
    /// [`crate::ParseErrorKind::UnknownWind`].
    ParseUnknownWind = 71,
    /// [`crate::ParseErrorKind::RepeatedContext`].
    ParseRepeatedContext = 72,
    /// [`crate::ParseErrorKind::NotATileIndex136`].
    ParseNotATileIndex136 = 73,
    /// [`crate::ParseErrorKind::RepeatedTileIndex136`].
    ParseRepeatedTileIndex136 = 74,
    /// [`crate::standard::StandardError::WrongTileCount`].
    StandardWrongTileCount = 75,
    /// [`crate::standard::StandardError::TooManyCopies`].
    StandardTooManyCopies = 76,
    /// [`crate::standard::StandardError::NotPlayed`].
    StandardNotPlayed = 77,
    /// [`crate::standard::StandardError::NotInProfile`].
    StandardNotInProfile = 78,
    /// [`crate::standard::StandardError::NotASet`].
    StandardNotASet = 79,
    /// [`crate::standard::StandardError::NoWinningTile`].
    StandardNoWinningTile = 80,
    /// [`crate::standard::StandardError::WinningTileNotInHand`].
    StandardWinningTileNotInHand = 81,
    /// [`crate::standard::StandardError::WindNotInProfile`] (named `StandardSeatNotInProfile`
    /// before the words "seat" and "wind" were kept apart; the number is the same).
    StandardWindNotInProfile = 82,
    /// [`crate::standard::StandardError::TooManyChows`].
    StandardTooManyChows = 83,
    /// [`crate::standard::ManyError::OutputTooShort`].
    OutputTooShort = 84,
    /// [`crate::scoring::ScoreError::WindNotAtTable`].
    ScoreWindNotAtTable = 85,
    /// [`crate::scoring::ScoreError::MissingHand`].
    ScoreMissingHand = 86,
    /// [`crate::scoring::ScoreError::ScoreForWindNotAtTable`].
    ScoreForWindNotAtTable = 87,
    /// [`crate::scoring::ScoreError::WinnerIsDiscarder`].
    ScoreWinnerIsDiscarder = 88,
    /// [`crate::scoring::ScoreError::DiscarderOnSelfDrawnWin`].
    ScoreDiscarderOnSelfDrawnWin = 89,
    /// [`crate::scoring::ScoreError::DeadHand`].
    ScoreDeadHand = 90,
    /// [`crate::scoring::ScoreError::NotInThisGame`].
    ScoreNotInThisGame = 91,
    /// [`crate::scoring::ScoreError::NotMahJong`].
    ScoreNotMahJong = 92,
    /// [`crate::scoring::ScoreError::TooManyChows`].
    ScoreTooManyChows = 93,
    /// [`crate::scoring::ScoreError::InvalidLimit`].
    ScoreInvalidLimit = 94,
    /// [`crate::scoring::ScoreError::Overflow`].
    ScoreOverflow = 95,
    /// [`crate::scoring::ScoreError::JokerlessWithJokers`].
    ScoreJokerlessWithJokers = 96,
    /// [`crate::mcr::McrError::WrongTileCount`].
    McrWrongTileCount = 97,
    /// [`crate::mcr::McrError::TooManyCopies`].
    McrTooManyCopies = 98,
    /// [`crate::mcr::McrError::NotPlayed`].
    McrNotPlayed = 99,
    /// [`crate::mcr::McrError::NotASet`].
    McrNotASet = 100,
    /// [`crate::mcr::McrError::NoWinningTile`].
    McrNoWinningTile = 101,
    /// [`crate::mcr::McrError::WinningTileNotConcealed`].
    McrWinningTileNotConcealed = 102,
    /// [`crate::mcr::McrError::NotComplete`].
    McrNotComplete = 103,
    /// [`crate::mcr::McrError::LastOfKindHeld`].
    McrLastOfKindHeld = 104,
    /// [`crate::mcr::McrError::RobbedTileHeld`].
    McrRobbedTileHeld = 105,
    /// [`crate::mcr::McrError::ReplacementWithoutKong`].
    McrReplacementWithoutKong = 106,
    /// [`crate::mcr::McrError::FlowerNotInSet`].
    McrFlowerNotInSet = 107,
    /// [`crate::mcr::McrError::DiscarderIsWinner`].
    McrDiscarderIsWinner = 108,
    /// [`crate::advice::AdviceError::HandTiles`].
    AdviceHandTiles = 109,
    /// [`crate::advice::AdviceError::Visible`].
    AdviceVisible = 110,
    /// [`crate::advice::AdviceError::NotInSet`].
    AdviceNotInSet = 111,
    /// [`crate::advice::AdviceError::Draws`].
    AdviceDraws = 112,
    /// [`crate::advice::AdviceError::NoLines`].
    AdviceNoLines = 113,
    /// [`crate::advice::AdviceError::NoRoom`].
    AdviceNoRoom = 114,
    /// [`crate::advice::AdviceError::Exposed`].
    AdviceExposed = 115,
    /// [`crate::american::LineErrorKind::Empty`].
    LineEmpty = 116,
    /// [`crate::american::LineErrorKind::UnexpectedChar`].
    LineUnexpectedChar = 117,
    /// [`crate::american::LineErrorKind::LetterNotLast`].
    LineLetterNotLast = 118,
    /// [`crate::american::LineErrorKind::MissingSuitLetter`].
    LineMissingSuitLetter = 119,
    /// [`crate::american::LineErrorKind::XWithoutDigit`].
    LineXWithoutDigit = 120,
    /// [`crate::american::LineErrorKind::EmptyAlternative`].
    LineEmptyAlternative = 121,
    /// [`crate::american::LineErrorKind::TooManyGroups`].
    LineTooManyGroups = 122,
    /// [`crate::american::LineErrorKind::TooManyAlternatives`].
    LineTooManyAlternatives = 123,
    /// [`crate::american::LineErrorKind::AlternativeSizes`].
    LineAlternativeSizes = 124,
    /// [`crate::american::LineErrorKind::SetTooLarge`].
    LineSetTooLarge = 125,
    /// [`crate::american::LineErrorKind::GroupTooLong`].
    LineGroupTooLong = 126,
    /// [`crate::american::LineErrorKind::TileCount`].
    LineTileCount = 127,
    /// [`crate::american::CardErrorKind::Io`].
    CardIo = 128,
    /// [`crate::american::CardErrorKind::Syntax`].
    CardSyntax = 129,
    /// [`crate::american::CardErrorKind::NoLines`].
    CardNoLines = 130,
    /// [`crate::american::CardErrorKind::Empty`].
    CardEmpty = 131,
    /// [`crate::american::CardErrorKind::TooLarge`].
    CardTooLarge = 132,
    /// [`crate::american::CardErrorKind::TooManyHands`].
    CardTooManyHands = 133,
    /// [`crate::american::CardErrorKind::TooManyNumbers`].
    CardTooManyNumbers = 134,
    /// [`crate::american::CardErrorKind::Impossible`].
    CardImpossible = 135,
    /// [`crate::american::CardErrorKind::TooManyJokers`].
    CardTooManyJokers = 136,
    /// [`crate::american::CardErrorKind::NoBaseNumber`].
    CardNoBaseNumber = 137,
    /// [`crate::american::CardErrorKind::TooManyForms`].
    CardTooManyForms = 138,
    /// [`crate::american::CardErrorKind::TooManyLines`].
    CardTooManyLines = 139,
    /// [`crate::american::CardErrorKind::TooManyCombinations`].
    CardTooManyCombinations = 140,
    /// [`crate::american::CardErrorKind::WorkBudget`].
    CardWorkBudget = 141,
    /// [`crate::american::MatchError::MatchTiles`].
    MatchTiles = 142,
    /// [`crate::american::MatchError::NearestTiles`].
    NearestTiles = 143,
    /// [`crate::american::MatchError::NoRoom`].
    MatchNoRoom = 144,
    /// [`crate::standard::StandardError::McrProfile`].
    StandardMcrProfile = 145,
    /// [`crate::scoring::ScoreError::McrProfile`].
    ScoreMcrProfile = 146,
    /// [`crate::scoring::ScoreError::WinByNotGiven`].
    ScoreWinByNotGiven = 147,
    /// [`crate::rules::RulesError::DiscardNotInSet`].
    DiscardNotInSet = 148,
    /// [`crate::ParseErrorKind::NotAUnicodeTile`].
    ParseNotAUnicodeTile = 149,
}

/// An error of the core: its message (`Display`) and its [`ErrorKind`]. Every core error type
/// implements it with its own `kind()`, so a face turns any core error into its own error in one
/// generic function.
///
/// ```
/// use mahjong_core::{Hand, KindedError};
/// use mahjong_core::rules::RulesError;
/// fn report(e: impl KindedError) -> String {
///     format!("{}: {e}", e.kind().name())
/// }
/// assert_eq!(report(Hand::parse("1x").unwrap_err()), "ParseUnknownLetter: column 2: unknown tile letter 'x'");
/// assert_eq!(report(&RulesError::WindowClosed), format!("WindowClosed: {}", RulesError::WindowClosed));
/// ```
pub trait KindedError: core::fmt::Display {
    /// The error's kind: the same as the type's own `kind()`.
    fn kind(&self) -> ErrorKind;
}

impl<E: KindedError + ?Sized> KindedError for &E {
    fn kind(&self) -> ErrorKind {
        (**self).kind()
    }
}

/// [`KindedError`] for error types whose `kind()` is not written by [`error_enum!`] (which
/// implements it for the enums it declares), invoked next to each type, with its own `kind()`.
macro_rules! kinded_errors {
    ($($ty:ty),* $(,)?) => {
        $(impl $crate::KindedError for $ty {
            fn kind(&self) -> $crate::ErrorKind {
                <$ty>::kind(self)
            }
        })*
    };
}
pub(crate) use kinded_errors;

/// Declares an error enum together with its [`ErrorKind`]s: each variant is followed by `=>` and
/// its kind, or by `=> inner` when it carries another error and takes that error's kind; `fn kind;`
/// after the enum (with the doc comments written before it, `const fn kind;` for a `const fn`)
/// generates the inherent `kind()` from them, so a variant and its kind are written once, together;
/// the enum form also implements [`KindedError`] with it.
///
/// ```ignore
/// crate::kind::error_enum! {
///     /// Why a hand cannot be scored.
///     #[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
///     pub enum ScoreError {
///         /// The hand is dead.
///         #[error("{0}'s hand is dead")]
///         DeadHand(Wind) => ScoreDeadHand,
///         /// The hand breaks a rule of the evaluator.
///         #[error(transparent)]
///         Standard(#[from] StandardError) => inner,
///     }
///     /// The [`ErrorKind`](crate::ErrorKind) of this error.
///     fn kind;
/// }
/// ```
///
/// The table form writes the kinds of an enum declared elsewhere, inside its `impl` block:
///
/// ```ignore
/// impl McrError {
///     crate::kind::error_enum! {
///         /// The [`ErrorKind`](crate::ErrorKind) of this error.
///         fn kind for [NotPlayed => McrNotPlayed, NotASet => McrNotASet];
///     }
/// }
/// ```
macro_rules! error_enum {
    ($(#[$meta:meta])* $vis:vis enum $ty:ident $body:tt $(#[$kmeta:meta])* const fn kind;) => {
        $crate::kind::error_enum!(@enum [const] $(#[$meta])* $vis enum $ty $body $(#[$kmeta])*);
    };
    ($(#[$meta:meta])* $vis:vis enum $ty:ident $body:tt $(#[$kmeta:meta])* fn kind;) => {
        $crate::kind::error_enum!(@enum [] $(#[$meta])* $vis enum $ty $body $(#[$kmeta])*);
    };
    ($(#[$kmeta:meta])* fn kind for [$($variant:ident => $kind:ident),+ $(,)?];) => {
        $crate::kind::error_enum!(@fn [] [$($variant => $kind)+] $(#[$kmeta])*);
    };
    (@enum [$($qual:tt)*] $(#[$meta:meta])* $vis:vis enum $ty:ident {
        $(
            $(#[$vmeta:meta])*
            $variant:ident $({ $($named:tt)* })? $(( $($unnamed:tt)* ))? => $kind:ident
        ),+ $(,)?
    } $(#[$kmeta:meta])*) => {
        $(#[$meta])*
        $vis enum $ty {
            $($(#[$vmeta])* $variant $({ $($named)* })? $(( $($unnamed)* ))?,)+
        }

        impl $ty {
            $crate::kind::error_enum!(@fn [$($qual)*] [$($variant => $kind)+] $(#[$kmeta])*);
        }

        impl $crate::KindedError for $ty {
            fn kind(&self) -> $crate::ErrorKind {
                <$ty>::kind(self)
            }
        }
    };
    (@fn [$($qual:tt)*] [$($table:tt)+] $(#[$kmeta:meta])*) => {
        $(#[$kmeta])*
        pub $($qual)* fn kind(&self) -> $crate::ErrorKind {
            $crate::kind::error_enum!(@arms self [$($table)+] [])
        }
    };
    (@arms $self:tt [] [$($arms:tt)*]) => {
        match $self {
            $($arms)*
        }
    };
    (@arms $self:tt [$variant:ident => inner $($rest:tt)*] [$($arms:tt)*]) => {
        $crate::kind::error_enum!(@arms $self [$($rest)*] [$($arms)* Self::$variant(e) => e.kind(),])
    };
    (@arms $self:tt [$variant:ident => $kind:ident $($rest:tt)*] [$($arms:tt)*]) => {
        $crate::kind::error_enum!(@arms $self [$($rest)*] [$($arms)* Self::$variant { .. } => $crate::ErrorKind::$kind,])
    };
}
pub(crate) use error_enum;
