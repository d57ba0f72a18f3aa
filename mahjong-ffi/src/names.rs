//! Names: every enum C passes by number converts through one list (`named.rs`), whose C values
//! the header gets from the core's `Name::NAMES`; `mahjong_name` and `mahjong_name_parse`
//! give and read the core's names (`mahjong_core::name`).
use crate::error::{fail_as, mahjong_result};
use crate::ffi::{try_out, try_str, write_out};
use mahjong_core::name::{Name, UnknownNumber};
use mahjong_core::{
    MeldKind, MeldStatus, Suit, TileKindVariant, WinMethod, Wind, american, mcr, notation, rules, scoring, standard,
    tileset_kind,
};
use std::ffi::c_char;

/// Which enum a name belongs to: one of the `MAHJONG_NAMED_*` values.
pub type mahjong_named = u32;

/// A core enum C passes by number: its C value is `FIRST` plus its index in `Name::VALUES`.
pub(crate) trait CEnum: Name + PartialEq {
    const FIRST: u32;

    /// The core value of a C value (signed where C also passes -1 for none): by its index from
    /// `FIRST` (`name::by_number`), or by the core's own reader of the type's numbers where it has
    /// one (a Charleston pass: `rules::args::charleston_pass`); another value gives
    /// `MAHJONG_RESULT_INVALID_ARGUMENT` naming it.
    fn from_number(value: i64) -> Result<Self, mahjong_result> {
        Ok(mahjong_core::name::by_number(Self::FIRST, value)?)
    }
}

/// The C value of a core value.
pub(crate) fn enum_out<T: CEnum>(value: T) -> u32 {
    T::FIRST + T::VALUES.iter().position(|v| *v == value).unwrap_or(0) as u32
}

/// What `mahjong_name` and `mahjong_name_parse` call for one named enum.
type Named = (fn(u32, bool) -> Result<&'static str, mahjong_result>, fn(&str) -> Result<u32, mahjong_result>);

macro_rules! named {
    ($($selector:ident : $ty:path, $prefix:literal, $first:literal $(read $read:path)?
        $(=> $c:ident $(, $note:literal)?)?;)*) => {
        $(impl CEnum for $ty {
            const FIRST: u32 = $first;
            $(fn from_number(value: i64) -> Result<Self, mahjong_result> {
                $read(value, &value.to_string()).map_err(|e| fail_as(mahjong_result::InvalidArgument, &e))
            })?
        })*
        $($(
            #[doc = concat!("`", stringify!($ty), "` in C: one of the `", $prefix, "*` values.")]
            $(#[doc = concat!("\n", $note)])?
            pub type $c = u32;
        )?)*
        // Per enum: the canonical name of a C value, or with `label` its rule-book words (`Name::words`); the C
        // value of a name (an unknown word gives `MAHJONG_RESULT_INVALID_ARGUMENT` with the core's `UnknownName`).
        const NAMED: &[Named] = &[$((
            |value, label| <$ty as CEnum>::from_number(value.into()).map(|v| if label { v.words() } else { v.name() }),
            |text| Ok(enum_out(text.parse::<$ty>()?)),
        )),*];
    };
}

include!("named.rs");

fn selector(named: mahjong_named) -> Result<Named, mahjong_result> {
    let last = NAMED.len() as i64 - 1;
    let bad = UnknownNumber { value: named.into(), what: "MAHJONG_NAMED_* value", first: 0, last };
    Ok(NAMED.get(named as usize).copied().ok_or(bad)?)
}

ffi! {
    /// Writes the canonical name (`Name::name`, e.g. `"mah_jong"`) of `value`, a value of the enum
    /// `named` (`MAHJONG_NAMED_*`), or with `label` its rule-book words (`Name::label`, e.g. `"Mah Jongg"`;
    /// the canonical name when it has none), into `buf`, NUL-terminated.
    fn mahjong_name(named: mahjong_named, value: u32, label: bool) -> text = selector(named)?.0(value, label)?;

    /// Reads a name of the enum `named` (its `FromStr`: canonical name, rule-book words or an
    /// alias, any case) into `*value_out`. An unknown word gives `MAHJONG_RESULT_INVALID_ARGUMENT`,
    /// kind `MAHJONG_ERROR_KIND_UNKNOWN_NAME`, the message listing the names.
    fn mahjong_name_parse(
        named: mahjong_named, text: *const c_char, len: usize, value_out: *mut u32,
    ) -> mahjong_result {
        let (parse, s) = (selector(named)?.1, try_str(text, len)?);
        try_out(value_out)?;
        write_out(value_out, parse(s)?)
    }
}
