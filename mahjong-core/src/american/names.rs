//! The canonical names of [`GroupKind`] ([`crate::name`]): its `name()` is written with the
//! type; reading a name back is here.

use super::GroupKind;
use crate::name::{Name, UnknownName, lookup};

impl Name for GroupKind {
    const WHAT: &'static str = "group kind";
    const VALUES: &'static [GroupKind] = &GroupKind::ALL;
    const NAMES: &'static [&'static str] = &["single", "pair", "pung", "kong", "quint", "sextet", "singles"];
    const ALIASES: &'static [(&'static str, GroupKind)] = &[];

    fn name(self) -> &'static str {
        GroupKind::name(self)
    }
}

/// Reads a group kind's name (`pung`, `Sextet`).
///
/// ```
/// use mahjong_core::american::GroupKind;
/// assert_eq!("Sextet".parse(), Ok(GroupKind::Sextet));
/// assert!("trio".parse::<GroupKind>().is_err());
/// ```
impl core::str::FromStr for GroupKind {
    type Err = UnknownName;

    fn from_str(text: &str) -> Result<GroupKind, UnknownName> {
        lookup::<GroupKind>(text).ok_or_else(|| UnknownName::new::<GroupKind>(text))
    }
}
