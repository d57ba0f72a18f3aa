//! Pointers and ownership across the C boundary, in one place (the pattern of rustls-ffi's
//! `ffi.rs`): an opaque C type names the Rust type behind it ([`Castable`]); objects C owns are
//! boxed ([`box_out`]) and freed once ([`free_box`]); everything else is borrowed for the call.
//!
//! Every pointer these helpers take comes straight from a C caller, whose contract (each entry
//! point's documentation) is that it is NULL or valid for the access named; the helpers check
//! NULL and rely on that contract for the rest, so they are the only place the binding
//! dereferences C pointers.
use crate::error::{fail, mahjong_result};
use crate::names::{CEnum, enum_out};
use std::ffi::c_char;

/// What a boundary body and the writers give: `Err` carries the result code.
pub(crate) type Res = Result<(), mahjong_result>;

/// An opaque C type and the Rust value a pointer to it points at.
pub(crate) trait Castable {
    type Rust;
}

/// Borrows the value behind a C object pointer; NULL gives `MAHJONG_RESULT_NULL_PARAMETER`.
pub(crate) fn try_ref<'a, C: Castable>(p: *const C) -> Result<&'a C::Rust, mahjong_result> {
    // SAFETY: every non-null pointer of an opaque type was made by `boxed` or `borrow_ptr` of
    // the same `Castable` type and is live for the call (the caller's contract).
    unsafe { p.cast::<C::Rust>().as_ref() }.ok_or(mahjong_result::NullParameter)
}

/// Borrows the value behind a C object pointer for a change (the caller holds it alone).
pub(crate) fn try_mut<'a, C: Castable>(p: *mut C) -> Result<&'a mut C::Rust, mahjong_result> {
    // SAFETY: as in `try_ref`; the caller gives this thread the only use during the call.
    unsafe { p.cast::<C::Rust>().as_mut() }.ok_or(mahjong_result::NullParameter)
}

/// A C pointer to a value owned elsewhere (a list's entry): valid while the owner lives.
pub(crate) fn borrow_ptr<C: Castable>(value: &C::Rust) -> *const C {
    (value as *const C::Rust).cast::<C>()
}

/// Boxes `value` for C, which frees it with the type's `_free`.
pub(crate) fn boxed<C: Castable>(value: C::Rust) -> *mut C {
    Box::into_raw(Box::new(value)).cast::<C>()
}

/// Boxes `value` and hands it to C through `out`.
pub(crate) fn box_out<C: Castable>(value: C::Rust, out: *mut *mut C) -> Res {
    try_out(out)?;
    write_out(out, boxed(value))
}

/// Frees what `boxed` gave C. NULL does nothing; a panic in a destructor stays here.
pub(crate) fn free_box<C: Castable>(p: *mut C) {
    if !p.is_null() {
        // SAFETY: made by `boxed::<C>`; the caller gives up ownership.
        let owned = unsafe { Box::from_raw(p.cast::<C::Rust>()) };
        let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || drop(owned)));
    }
}

/// Reads a caller struct; NULL gives `MAHJONG_RESULT_NULL_PARAMETER`.
pub(crate) fn try_arg<'a, T>(p: *const T) -> Result<&'a T, mahjong_result> {
    // SAFETY: NULL or a readable, aligned T (the caller's contract).
    unsafe { p.as_ref() }.ok_or(mahjong_result::NullParameter)
}

/// Reads `n` values at `p` (NULL allowed when `n` is 0).
pub(crate) fn try_slice<'a, T>(p: *const T, n: usize) -> Result<&'a [T], mahjong_result> {
    if n == 0 {
        return Ok(&[]);
    }
    try_arg(p)?;
    // SAFETY: `n` readable values at `p`, checked non-null (the caller's contract).
    Ok(unsafe { std::slice::from_raw_parts(p, n) })
}

/// Reads `N` values at `p` into an array.
pub(crate) fn try_array<T: Copy, const N: usize>(p: *const T) -> Result<[T; N], mahjong_result> {
    Ok(*<&[T; N]>::try_from(try_slice(p, N)?).map_err(|_| mahjong_result::NullParameter)?)
}

/// Reads `len` bytes of UTF-8 at `text` (not NUL-terminated).
pub(crate) fn try_str<'a>(text: *const c_char, len: usize) -> Result<&'a str, mahjong_result> {
    try_arg(text)?;
    std::str::from_utf8(try_slice(text.cast::<u8>(), len)?)
        .map_err(|e| fail(mahjong_result::InvalidUtf8, &format!("text is not UTF-8 at byte {}", e.valid_up_to())))
}

/// Checks an output pointer before the work that fills it: NULL gives
/// `MAHJONG_RESULT_NULL_PARAMETER` whatever else is wrong.
pub(crate) fn try_out<T>(p: *mut T) -> Res {
    if p.is_null() { Err(mahjong_result::NullParameter) } else { Ok(()) }
}

/// Writes one value to a caller out-pointer.
pub(crate) fn write_out<T>(out: *mut T, value: T) -> Res {
    // SAFETY: NULL or writable storage for a T (the caller's contract).
    unsafe { out.as_mut() }.map(|slot| *slot = value).ok_or(mahjong_result::NullParameter)
}

/// Copies `items` into a caller array the contract says holds at least `items.len()` entries.
pub(crate) fn write_array<T: Copy>(items: &[T], out: *mut T) -> Res {
    try_out(out)?;
    // SAFETY: room for `items.len()` entries at `out` (the caller's contract).
    unsafe { std::ptr::copy_nonoverlapping(items.as_ptr(), out, items.len()) };
    Ok(())
}

/// Copies `items` into a caller array of `len` (NULL allowed when `len` is 0); `*out_n` gets the
/// count. Too small an array writes nothing but the count needed and gives
/// `MAHJONG_RESULT_INSUFFICIENT_SIZE`.
pub(crate) fn write_slice<T: Copy>(items: &[T], out: *mut T, len: usize, out_n: *mut usize) -> Res {
    if out.is_null() && len > 0 {
        return Err(mahjong_result::NullParameter);
    }
    write_out(out_n, items.len())?;
    if len < items.len() {
        return Err(fail(mahjong_result::InsufficientSize, &format!("room for {len} entries: {} needed", items.len())));
    }
    if items.is_empty() { Ok(()) } else { write_array(items, out) }
}

/// Copies the values of a core answer of at most `N` (`[Option<T>; N]`), made C by `to_c`, into a
/// caller array of `N`; `*out_n` gets the count.
pub(crate) fn write_options<T, C: Copy, const N: usize>(
    items: [Option<T>; N], to_c: impl Fn(T) -> C, out: *mut C, out_n: *mut usize,
) -> Res {
    write_slice(&items.into_iter().flatten().map(to_c).collect::<Vec<C>>(), out, N, out_n)
}

/// Writes `s` NUL-terminated into a caller buffer; `*out_n` gets its length without the NUL.
/// `NULL, 0` (or any buffer too small) gives `MAHJONG_RESULT_INSUFFICIENT_SIZE` and the size
/// needed, NUL included, in `*out_n`.
pub(crate) fn write_str(s: &str, buf: *mut c_char, len: usize, out_n: *mut usize) -> Res {
    if out_n.is_null() || (buf.is_null() && len != 0) {
        return Err(fail(mahjong_result::NullParameter, "out_n is NULL, or buf is NULL with len not 0"));
    }
    if len <= s.len() {
        write_out(out_n, s.len() + 1)?;
        return Err(mahjong_result::InsufficientSize);
    }
    write_array(s.as_bytes(), buf.cast::<u8>())?;
    // SAFETY: `len > s.len()` writable bytes at `buf` (the caller's contract).
    unsafe { *buf.add(s.len()) = 0 };
    write_out(out_n, s.len())
}

/// An array by tile index (0 to `N` - 1) of `f` of each tile.
pub(crate) fn per_tile<T: Default, const N: usize>(f: impl Fn(mahjong_core::Tile) -> T) -> [T; N] {
    std::array::from_fn(|i| mahjong_core::Tile::from_index(i as u8).map_or_else(T::default, &f))
}

/// Tile indexes of core tiles, in a fixed array (the rest blank) with the count.
pub(crate) fn tile_array<const N: usize>(tiles: &[mahjong_core::Tile]) -> ([u8; N], usize) {
    let out = std::array::from_fn(|i| tiles.get(i).unwrap_or(&mahjong_core::Tile::BLANK).index());
    (out, tiles.len().min(N))
}

/// A C value whose all-zero bytes are valid (NULL pointers, false, 0): what an info getter gives
/// for NULL or on a panic. An `ffi!` struct is `Zeroable` only if each of its field types is.
pub(crate) trait Zeroable: Copy {}

macro_rules! zeroable {
    ($($t:ty),*) => {
        $(impl Zeroable for $t {})*
    };
}
zeroable!(bool, u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f32, f64);
impl<T> Zeroable for *const T {}
impl<T> Zeroable for *mut T {}
impl<T: Zeroable, const N: usize> Zeroable for [T; N] {}

/// What an info getter gives: `f` of the value behind `p`, or all zeros for NULL.
pub(crate) fn info<C: Castable, T: Zeroable>(p: *const C, f: impl FnOnce(&C::Rust) -> T) -> T {
    try_ref(p).map_or_else(|_| zeroed(), f)
}

/// The all-zero value of an info struct.
pub(crate) fn zeroed<T: Zeroable>() -> T {
    // SAFETY: `Zeroable` is implemented only for integers, bools, floats, raw pointers (NULL),
    // arrays of them and `#[repr(C)]` `ffi!` structs whose field types are all `Zeroable` (the
    // `impl`'s bounds check it), for which all-zero bytes are a valid value.
    unsafe { std::mem::zeroed() }
}

// ---------------------------------------------------------------------------------------------
// Conversions (no rules here): `c_in` reads a C argument as the core value the call needs (the
// type comes from the core function's parameter), `.c()` gives a core value's C form, and
// `put(out, answer)` writes an answer through its output pointer.

/// A core value read from its C form; a value C cannot convert or the core refuses gives its error.
pub(crate) trait FromC<C>: Sized {
    fn from_c(c: C) -> Result<Self, mahjong_result>;
}

/// The C form of a core value.
pub(crate) trait IntoC<C> {
    fn c(self) -> C;
}

/// The core value of a C argument.
pub(crate) fn c_in<C, T: FromC<C>>(c: C) -> Result<T, mahjong_result> {
    T::from_c(c)
}

/// The core values of `n` C values at `p` (NULL allowed when `n` is 0).
pub(crate) fn slice_in<C: Copy, T: FromC<C>>(p: *const C, n: usize) -> Result<Vec<T>, mahjong_result> {
    try_slice(p, n)?.iter().map(|&c| c_in(c)).collect()
}

/// A C struct read through a pointer; NULL gives `MAHJONG_RESULT_NULL_PARAMETER`.
impl<C: Copy, T: FromC<C>> FromC<*const C> for T {
    fn from_c(p: *const C) -> Result<Self, mahjong_result> {
        T::from_c(*try_arg(p)?)
    }
}

/// `N` values read through a pointer, for each type of value.
macro_rules! arrays {
    ($($t:ty),*) => {
        $(impl<const N: usize> FromC<*const $t> for [$t; N] {
            fn from_c(p: *const $t) -> Result<Self, mahjong_result> {
                try_array(p)
            }
        })*
    };
}
arrays!(u8, u32, bool);

impl<T: CEnum> FromC<u32> for T {
    fn from_c(c: u32) -> Result<Self, mahjong_result> {
        T::from_number(i64::from(c))
    }
}

impl<T: CEnum> IntoC<u32> for T {
    fn c(self) -> u32 {
        enum_out(self)
    }
}

/// `FromC` (`in`, reading the C value) and `IntoC` (`out`, writing the core value) of a core type; `same`: of
/// each type C and the core hold alike, as itself.
macro_rules! conv {
    ($($t:ty),*: same) => {
        $(conv!($t, $t: in |c| Ok(c), out |v| v);)*
    };
    ($core:ty, $c:ty: in |$i:ident| $read:expr $(, out |$o:ident| $write:expr)?) => {
        impl $crate::ffi::FromC<$c> for $core {
            fn from_c($i: $c) -> Result<Self, $crate::error::mahjong_result> {
                $read
            }
        }
        $(conv!($core, $c: out |$o| $write);)?
    };
    ($core:ty, $c:ty: out |$o:ident| $write:expr) => {
        impl $crate::ffi::IntoC<$c> for $core {
            fn c(self) -> $c {
                let $o = self;
                $write
            }
        }
    };
}

conv!(bool, i8, u32, u64, usize, [bool; 4], [i32; 4], *const c_char: same);
// A small count the core gives, written to C as `uint32_t` (C's counts are read through `rules::limits`).
conv!(u8, u32: out |v| u32::from(v));
conv!(u16, u32: out |v| u32::from(v));
// A C number read by a core reader of numbers (`rules::limits::wind`, `mcr::payment_total`: it names the argument).
conv!(i64, i32: in |c| Ok(c.into()));
conv!(i64, u32: in |c| Ok(c.into()));

/// Writes an answer, made C by `IntoC`, through its output pointer; NULL is refused before the
/// answer is made C (a hand is boxed only for a pointer that takes it).
pub(crate) fn put<C, T: IntoC<C>>(out: *mut C, v: T) -> Res {
    try_out(out)?;
    write_out(out, v.c())
}

/// Two answers through two outputs: both written, or neither when one is NULL.
pub(crate) fn put2<A: IntoC<CA>, B: IntoC<CB>, CA, CB>((a_out, b_out): (*mut CA, *mut CB), (a, b): (A, B)) -> Res {
    try_out(a_out).and(try_out(b_out))?;
    put(a_out, a)?;
    put(b_out, b)
}
