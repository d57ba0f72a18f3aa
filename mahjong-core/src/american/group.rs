//! The shape of a group of a line ([`GroupKind`]) and the rule of which groups a joker may
//! stand in.

/// The shape of a group in a match.
///
/// ```
/// use mahjong_core::american::GroupKind;
/// assert_eq!(GroupKind::Quint.name(), "quint");
/// assert_eq!(GroupKind::from_name("singles"), Some(GroupKind::Singles));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[repr(u8)]
pub enum GroupKind {
    /// One tile.
    #[default]
    Single = 1,
    /// Two identical tiles (naturals only).
    Pair = 2,
    /// Three identical tiles.
    Pung = 3,
    /// Four identical tiles.
    Kong = 4,
    /// Five identical tiles.
    Quint = 5,
    /// Six identical tiles.
    Sextet = 6,
    /// Different tiles written as one group (`2026a`, `NEWS`): that many singles, naturals only.
    Singles = 7,
}

impl GroupKind {
    /// All kinds.
    pub const ALL: [GroupKind; 7] = [
        GroupKind::Single,
        GroupKind::Pair,
        GroupKind::Pung,
        GroupKind::Kong,
        GroupKind::Quint,
        GroupKind::Sextet,
        GroupKind::Singles,
    ];

    /// Lower-case rule-book name.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::GroupKind::Sextet.name(), "sextet");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            GroupKind::Single => "single",
            GroupKind::Pair => "pair",
            GroupKind::Pung => "pung",
            GroupKind::Kong => "kong",
            GroupKind::Quint => "quint",
            GroupKind::Sextet => "sextet",
            GroupKind::Singles => "singles",
        }
    }

    /// Parses a [`GroupKind::name`].
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::GroupKind::from_name("pung"), Some(mahjong_core::american::GroupKind::Pung));
    /// ```
    pub fn from_name(s: &str) -> Option<GroupKind> {
        GroupKind::ALL.into_iter().find(|k| k.name() == s)
    }

    /// True for pungs, kongs, quints and sextets: the groups a joker may stand in ("jokers only
    /// in groups of three or more identical tiles"; never in a single, a pair or a group of
    /// singles). The one statement of the rule: the line notation
    /// ([`Alternative::joker_eligible`](super::Alternative::joker_eligible)), the compiler and the
    /// matcher all ask it.
    ///
    /// ```
    /// assert!(!mahjong_core::american::GroupKind::Pair.joker_eligible());
    /// ```
    pub const fn joker_eligible(self) -> bool {
        matches!(self, GroupKind::Pung | GroupKind::Kong | GroupKind::Quint | GroupKind::Sextet)
    }

    /// The kind of a group of `len` tiles, all the same (`set`) or not.
    pub(crate) const fn of_shape(set: bool, len: u8) -> GroupKind {
        match (set, len) {
            (true, 1) => GroupKind::Single,
            (true, 2) => GroupKind::Pair,
            (true, 3) => GroupKind::Pung,
            (true, 4) => GroupKind::Kong,
            (true, 5) => GroupKind::Quint,
            (true, 6) => GroupKind::Sextet,
            _ => GroupKind::Singles,
        }
    }
}
