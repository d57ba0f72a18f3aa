//! What the JSON forms (feature `serde`) share: a value written as a map (or a struct) of named
//! entries.

/// Writes `impl Serialize` for a type whose form is a map of the entries listed, in order:
/// `"key" => value`, the value serialized by reference, `|v|` naming the value being serialized.
/// With `struct "Name"` before the entries the form is a struct of that name with those fields.
/// The number of entries given to the serializer is counted here, so it always matches the list.
/// Doc comments before the type are the impl's.
///
/// ```ignore
/// crate::ser::serialize_map! {
///     /// `{"sets", "pair", "chows"}`.
///     Decomposition, |d| { "sets" => d.sets(), "pair" => &d.pair(), "chows" => &d.chows() }
/// }
/// ```
macro_rules! serialize_map {
    ($(#[$meta:meta])* $ty:ty, |$v:ident| { $($key:literal => $value:expr),+ $(,)? }) => {
        $(#[$meta])*
        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                use serde::ser::SerializeMap;
                let $v = self;
                let mut m = s.serialize_map(Some([$($key),+].len()))?;
                $(m.serialize_entry($key, $value)?;)+
                m.end()
            }
        }
    };
    ($(#[$meta:meta])* $ty:ty, |$v:ident| struct $name:literal { $($key:literal => $value:expr),+ $(,)? }) => {
        $(#[$meta])*
        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                use serde::ser::SerializeStruct;
                let $v = self;
                let mut m = s.serialize_struct($name, [$($key),+].len())?;
                $(m.serialize_field($key, $value)?;)+
                m.end()
            }
        }
    };
}
pub(crate) use serialize_map;
