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
}
