//! Canonical names: every value a user names (a call, a wind, a rule profile, a score item…)
//! has one name, the lower snake_case of its Rust variant (`Call::MahJong` is `mah_jong`), given
//! by its `name()` and read back by its [`FromStr`](core::str::FromStr). Every face (Rust, C,
//! Python, the command line) prints these names and reads them the same way.
//!
//! Reading a name ignores case, spaces, `-`, `_` and punctuation, so `mah_jong`, `Mah-Jong` and
//! `MAHJONG` are one name. Besides the canonical name a value answers to its rule-book words
//! where it has them (its `label()`: `Mah Jongg`, `after drawing`, `first Charleston, right`)
//! and to the aliases the faces have accepted (`bmja` for the British profile, `self` for a
//! self-drawn win), listed in [`Name::ALIASES`].
//!
//! ```
//! use mahjong_core::{Wind, name::{Name, UnknownName}, rules::Call};
//! assert_eq!(Call::MahJong.name(), "mah_jong");
//! assert_eq!("Mah Jongg".parse::<Call>(), Ok(Call::MahJong));
//! assert_eq!("n".parse::<Wind>(), Ok(Wind::North));
//! let e: UnknownName = "chi".parse::<Call>().unwrap_err();
//! assert_eq!(e.to_string(), "unknown call \"chi\": expected chow, pung, kong, quint, sextet or mah_jong");
//! assert_eq!(e.kind(), mahjong_core::ErrorKind::UnknownName);
//! assert_eq!(Call::NAMES, ["chow", "pung", "kong", "quint", "sextet", "mah_jong"]);
//! ```
//!
//! With the `serde` feature a named value is written as its canonical name and read back
//! through its `FromStr`, so the older forms (`"MahJong"`, `"Mah Jongg"`) still read:
//!
//! ```
//! # #[cfg(all(feature = "serde", feature = "std"))] {
//! use mahjong_core::rules::Call;
//! assert_eq!(serde_json::to_string(&Call::MahJong).unwrap(), r#""mah_jong""#);
//! assert_eq!(serde_json::from_str::<Call>(r#""MahJong""#).unwrap(), Call::MahJong);
//! assert!(serde_json::from_str::<Call>(r#""chi""#).unwrap_err().to_string().starts_with("unknown call \"chi\""));
//! # }
//! ```

use crate::ErrorKind;
use crate::quote::{Quoted, Window};
use core::fmt;

/// A type whose values have canonical names. Implemented by every enum a user names; the
/// inherent `name()` of each type gives the same answer.
pub trait Name: Copy + Sized + 'static + core::str::FromStr<Err = UnknownName> {
    /// What a value of this type is, for messages: `"call"`, `"wind"`, `"rule profile"`.
    const WHAT: &'static str;
    /// Every value, in the type's order.
    const VALUES: &'static [Self];
    /// The canonical name of each value of [`Name::VALUES`], in the same order.
    const NAMES: &'static [&'static str];
    /// Other words each value answers to (besides its canonical name and its label), as the
    /// faces have accepted them.
    const ALIASES: &'static [(&'static str, Self)];

    /// The canonical name: lower snake_case of the variant.
    fn name(self) -> &'static str;

    /// The rule-book words for the value, when it has any besides its name (also accepted).
    fn label(self) -> Option<&'static str> {
        None
    }

    /// What a face shows a reader: the rule-book words ([`Name::label`]), or the canonical name
    /// when the value has none.
    ///
    /// ```
    /// use mahjong_core::{name::Name, notation::NotationKind, rules::Call};
    /// assert_eq!(Name::words(Call::MahJong), "Mah Jongg");
    /// assert_eq!(Name::words(NotationKind::Mpsz), "mpsz");
    /// ```
    fn words(self) -> &'static str {
        self.label().unwrap_or(self.name())
    }
}

/// True when `a` and `b` are the same name: ASCII letters compared without case, every other
/// ASCII character except digits skipped; other characters compared as they are.
pub(crate) fn same_name(a: &str, b: &str) -> bool {
    let key = |c: &char| !c.is_ascii() || c.is_ascii_alphanumeric();
    let mut x = a.chars().filter(key);
    let mut y = b.chars().filter(key);
    loop {
        match (x.next(), y.next()) {
            (None, None) => return true,
            (Some(p), Some(q)) if p.eq_ignore_ascii_case(&q) => {}
            _ => return false,
        }
    }
}

/// The value `text` names: canonical name, label, then alias, read as [`FromStr`](core::str::FromStr)
/// reads them (the `FromStr` of every named type is this lookup); `None` when it names none. A
/// canonical name written exactly, the common case, is found first without the loose comparison.
///
/// ```
/// use mahjong_core::{name::lookup, rules::Call};
/// assert_eq!(lookup::<Call>("Mah-Jongg"), Some(Call::MahJong));
/// assert_eq!(lookup::<Call>("chi"), None);
/// ```
pub fn lookup<T: Name>(text: &str) -> Option<T> {
    if let Some(i) = T::NAMES.iter().position(|n| *n == text) {
        return Some(T::VALUES[i]);
    }
    if !text.chars().any(|c| !c.is_ascii() || c.is_ascii_alphanumeric()) {
        return None;
    }
    T::VALUES
        .iter()
        .find(|v| same_name(text, Name::name(**v)) || Name::label(**v).is_some_and(|w| same_name(text, w)))
        .or_else(|| T::ALIASES.iter().find(|(a, _)| same_name(text, a)).map(|(_, v)| v))
        .copied()
}

/// The most bytes of an unknown word an [`UnknownName`] keeps: room for the
/// [`MESSAGE_WINDOW`](crate::quote::MESSAGE_WINDOW) characters an error message quotes.
pub const WORD_BYTES: usize = 4 * crate::quote::MESSAGE_WINDOW;

/// A word that names no value of the type asked for: the word (as much of it as a message
/// quotes, see [`Window`]), what it should name and the accepted
/// canonical names.
///
/// ```
/// use mahjong_core::{Wind, name::UnknownName};
/// let e: UnknownName = "up".parse::<Wind>().unwrap_err();
/// assert_eq!((e.word(), e.what()), ("up", "wind"));
/// assert_eq!(e.names(), ["east", "south", "west", "north"]);
/// assert_eq!(e.to_string(), "unknown wind \"up\": expected east, south, west or north");
/// ```
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct UnknownName {
    word: [u8; WORD_BYTES],
    len: u8,
    /// Characters in the whole word, when it was cut.
    cut: Option<usize>,
    what: &'static str,
    names: &'static [&'static str],
}

impl UnknownName {
    /// The error for `text`, which names no value of `T`.
    pub fn new<T: Name>(text: &str) -> UnknownName {
        UnknownName::with(text, T::WHAT, T::NAMES)
    }

    /// The error for `text`, which names no `what` (one of `names`).
    pub fn with(text: &str, what: &'static str, names: &'static [&'static str]) -> UnknownName {
        let window = crate::quote::MESSAGE_WINDOW;
        let end = text.char_indices().nth(window).map_or(text.len(), |(i, _)| i);
        let cut = (end < text.len()).then(|| text.chars().count());
        let mut word = [0u8; WORD_BYTES];
        word[..end].copy_from_slice(&text.as_bytes()[..end]);
        UnknownName { word, len: end as u8, cut, what, names }
    }

    /// The word read: its first [`MESSAGE_WINDOW`](crate::quote::MESSAGE_WINDOW) characters.
    pub fn word(&self) -> &str {
        core::str::from_utf8(&self.word[..usize::from(self.len)]).unwrap_or("")
    }

    /// What the word should have named: `"call"`, `"wind"`…
    pub const fn what(&self) -> &'static str {
        self.what
    }

    /// The canonical names accepted.
    pub const fn names(&self) -> &'static [&'static str] {
        self.names
    }

    /// [`ErrorKind::UnknownName`].
    pub const fn kind(&self) -> ErrorKind {
        ErrorKind::UnknownName
    }
}

crate::kind::kinded_errors!(UnknownName);

impl fmt::Debug for UnknownName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("UnknownName").field("word", &self.word()).field("what", &self.what).finish()
    }
}

impl fmt::Display for UnknownName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.cut {
            None => write!(f, "unknown {} {}", self.what, Quoted(self.word()))?,
            Some(n) => write!(f, "unknown {} \"{}… ({n} characters)\"", self.what, Window::head(self.word()))?,
        }
        match self.names {
            [] => Ok(()),
            [one] => write!(f, ": expected {one}"),
            names if names.len() > 12 => write!(f, ": expected one of the {} {} names", names.len(), self.what),
            [first @ .., last] => {
                f.write_str(": expected ")?;
                for (i, n) in first.iter().enumerate() {
                    f.write_str(if i == 0 { "" } else { ", " })?;
                    f.write_str(n)?;
                }
                write!(f, " or {last}")
            }
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for UnknownName {}

/// The value of `T` numbered `value` when its values are numbered from `first` in the order of
/// [`Name::VALUES`] (how the C face passes an enum: `MAHJONG_SUIT_*` from 1, `MAHJONG_WIND_*`
/// from 0), or [`UnknownNumber`] saying what the numbers are.
///
/// ```
/// use mahjong_core::{ErrorKind, Suit, Wind, name::by_number};
/// assert_eq!(by_number::<Wind>(0, 3), Ok(Wind::North));
/// assert_eq!(by_number::<Suit>(1, 1), Ok(Suit::Craks));
/// let e = by_number::<Wind>(0, 4).unwrap_err();
/// assert_eq!(e.to_string(), "4 is not a wind (0 to 3)");
/// assert_eq!(e.kind(), ErrorKind::InvalidArgument);
/// assert_eq!(by_number::<Suit>(1, 0).unwrap_err().to_string(), "0 is not a suit (1 to 3)");
/// ```
pub fn by_number<T: Name>(first: u32, value: i64) -> Result<T, UnknownNumber> {
    let found = value.checked_sub(i64::from(first)).and_then(|i| T::VALUES.get(usize::try_from(i).ok()?));
    let last = i64::from(first) + T::VALUES.len() as i64 - 1;
    found.copied().ok_or(UnknownNumber { value, what: T::WHAT, first: first.into(), last })
}

/// A number that is no value of the type asked for ([`by_number`]): the number, what it should
/// number and the numbers there are, of kind [`ErrorKind::InvalidArgument`].
///
/// ```
/// use mahjong_core::name::UnknownNumber;
/// let e = UnknownNumber { value: -1, what: "notation", first: 0, last: 2 };
/// assert_eq!(e.to_string(), "-1 is not a notation (0 to 2)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{value} is not a {what} ({first} to {last})")]
pub struct UnknownNumber {
    /// The number given.
    pub value: i64,
    /// What it should number: the type's [`Name::WHAT`].
    pub what: &'static str,
    /// The number of the first value.
    pub first: i64,
    /// The number of the last value.
    pub last: i64,
}

impl UnknownNumber {
    /// [`ErrorKind::InvalidArgument`]: a number a face could not convert.
    pub const fn kind(&self) -> ErrorKind {
        ErrorKind::InvalidArgument
    }
}

crate::kind::kinded_errors!(UnknownNumber);

/// Reads a named value from a string through its [`FromStr`](core::str::FromStr): the
/// `Deserialize` of every named type (feature `serde`).
#[cfg(feature = "serde")]
pub(crate) struct NameVisitor<T>(pub(crate) core::marker::PhantomData<T>);

#[cfg(feature = "serde")]
impl<T: Name> serde::de::Visitor<'_> for NameVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a {} name", T::WHAT)
    }

    fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<T, E> {
        text.parse().map_err(E::custom)
    }
}

/// Gives a fieldless enum its canonical names: the inherent `name()`, [`Name`] and
/// [`FromStr`](core::str::FromStr), and with the `serde` feature `Serialize` as the canonical
/// name and `Deserialize` through `FromStr` (so any word it reads is read back).
///
/// The enum form defines the enum too, so each variant, its number, its canonical name and
/// (optionally) its rule-book label are written once, on one line; `fn label` then generates the
/// inherent `label()` with the doc comments written before it:
///
/// ```ignore
/// names! {
///     /// A call on a discard.
///     #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
///     #[repr(u8)]
///     pub enum Call: "call" {
///         /// Three in a run.
///         Chow = 0 => "chow" | "Chow",
///         …
///         MahJong = 5 => "mah_jong" | "Mah Jongg",
///     }
///     /// The rule-book name.
///     fn label;
///     aliases: [("mahjong", MahJong)]
/// }
/// ```
///
/// The list form names the variants of an enum defined elsewhere:
///
/// ```ignore
/// names! { Call, "call", label: Call::label, [
///     Chow = "chow", …, MahJong = "mah_jong",
/// ], aliases: [("mahjong", MahJong)] }
/// ```
macro_rules! names {
    (
        $(#[$meta:meta])*
        $vis:vis enum $ty:ident: $what:literal {
            $($(#[$vmeta:meta])* $variant:ident $(= $num:literal)? => $name:literal | $label:literal),+ $(,)?
        }
        $(#[$lmeta:meta])*
        fn label;
        $($rest:tt)*
    ) => {
        impl $ty {
            $(#[$lmeta])*
            pub const fn label(self) -> &'static str {
                match self {
                    $($ty::$variant => $label,)+
                }
            }
        }

        $crate::name::names! {
            $(#[$meta])*
            $vis enum $ty: $what, label: $ty::label {
                $($(#[$vmeta])* $variant $(= $num)? => $name),+
            }
            $($rest)*
        }
    };
    (
        $(#[$meta:meta])*
        $vis:vis enum $ty:ident: $what:literal $(, label: $lpath:path)? {
            $($(#[$vmeta:meta])* $variant:ident $(= $num:literal)? => $name:literal),+ $(,)?
        }
        $(aliases: [$(($alias:literal, $avariant:ident)),* $(,)?])?
        $(fallback: $fallback:path)?
    ) => {
        $(#[$meta])*
        $vis enum $ty {
            $($(#[$vmeta])* $variant $(= $num)?,)+
        }

        $crate::name::names! {
            $ty, $what $(, label: $lpath)?, [$($variant = $name),+]
            $(, aliases: [$(($alias, $avariant)),*])?
            $(, fallback: $fallback)?
        }
    };
    (
        $ty:ident, $what:literal $(, label: $label:path)?,
        [$($variant:ident = $name:literal),+ $(,)?]
        $(, aliases: [$(($alias:literal, $avariant:ident)),* $(,)?])?
        $(, fallback: $fallback:path)?
    ) => {
        impl $ty {
            /// The canonical name: the lower snake_case of the variant (see [`crate::name`]).
            pub const fn name(self) -> &'static str {
                match self {
                    $($ty::$variant => $name,)+
                }
            }

            /// The canonical names, in the order of the variants.
            pub const NAMES: &'static [&'static str] = &[$($name),+];
        }

        impl $crate::name::Name for $ty {
            const WHAT: &'static str = $what;
            const VALUES: &'static [Self] = &[$($ty::$variant),+];
            const NAMES: &'static [&'static str] = &[$($name),+];
            const ALIASES: &'static [(&'static str, Self)] = &[$($(($alias, $ty::$avariant)),*)?];

            fn name(self) -> &'static str {
                $ty::name(self)
            }

            $(fn label(self) -> Option<&'static str> {
                Some($label(self))
            })?
        }

        #[cfg(feature = "serde")]
        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.name())
            }
        }

        #[cfg(feature = "serde")]
        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                d.deserialize_str($crate::name::NameVisitor(core::marker::PhantomData))
            }
        }

        impl core::str::FromStr for $ty {
            type Err = $crate::name::UnknownName;

            fn from_str(text: &str) -> Result<Self, $crate::name::UnknownName> {
                if let Some(v) = $crate::name::lookup::<$ty>(text) {
                    return Ok(v);
                }
                $(if let Some(v) = $fallback(text) {
                    return Ok(v);
                })?
                Err($crate::name::UnknownName::new::<$ty>(text))
            }
        }
    };
}
pub(crate) use names;
