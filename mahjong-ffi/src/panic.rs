//! The panic boundary: every entry point runs inside [`boundary`] (or [`getter_boundary`]), so a
//! panic becomes `MAHJONG_RESULT_PANIC` and never unwinds into C.

/// Declares C entry points and types: each is its doc and a Rust item without what C needs,
/// which the macro adds:
///
/// - `fn mahjong_…(args) -> mahjong_result { body }`: `#[unsafe(no_mangle)] pub unsafe extern
///   "C"`, the body a closure returning `Result<(), mahjong_result>` run by [`boundary`], so
///   conversions and core calls chain with `?` (a core error becomes its result code through
///   `From`, recording its message and kind).
/// - `fn mahjong_…(args) -> out: *mut C = expr;` (a table entry): the same C function with `out`
///   its last parameter; each argument is first converted by `FromC`, in the order written (the
///   type comes from its use in `expr`), and `expr`, the answer, is written through `out` by `put`.
/// - `fn mahjong_…(args) -> text = expr;` (a text entry): the same C function with the outputs
///   `buf, len, out_n` last; the arguments as a table entry's, `expr`'s text written by `write_str`.
/// - `fn mahjong_…(args) -> T { body }`: a getter returning its value, `#[unsafe(no_mangle)] pub
///   unsafe extern "C"` (it reads what its pointers point to), the body in `getter_boundary`: a
///   panic gives `T`'s zeros (`Zeroable`) and leaves a message for `mahjong_last_error_message`.
/// - `fn mahjong_…_free(p: *mut T);` (one line): `unsafe`, frees what `box_out` gave C.
/// - `struct mahjong_…(Rust);` (one line): an opaque C type for the Rust type (`Castable`); a
///   pointer to it is read as `&Rust` (`FromC`).
/// - `struct mahjong_… { field: T, … }`: a `#[repr(C)]`, `Copy` struct with public fields, all
///   integers, bools, floats, raw pointers, `Zeroable` structs or arrays of them: it is
///   `Zeroable` only if every field type is (else the `impl` does not compile).
/// - `struct mahjong_… for Core { field: T, … }`: the same struct, and field-wise `FromC` and
///   `IntoC` with the core struct `Core` (each field converted by its own, read in the order
///   written); `reads Core` gives only `FromC`, `writes Core` only `IntoC`.
/// - `struct mahjong_… from v: V { field: T = expr, … }`: the same struct, and `From<V>` making
///   each field from `v` with its `expr` (the conversion from the core, written once), and `IntoC`
///   (so `put(out, v)` writes it).
/// - `enum mahjong_… { Variant = n => "message", … }`: a `#[repr(u32)]` C enum, with `ALL` (each
///   value with its general message).
///
/// cbindgen does not expand macros: build.rs shows it each block as the items it makes. A block
/// opens with the line `ffi! {` and closes with the line `}`; each item inside starts a line with
/// `fn mahjong_`, `struct mahjong_` or `enum mahjong_`.
macro_rules! ffi {
    () => {};
    ($(#[$doc:meta])* struct $name:ident($rust:ty); $($rest:tt)*) => {
        $(#[$doc])*
        #[derive(Debug)]
        pub struct $name {
            _private: [u8; 0],
        }
        impl $crate::ffi::Castable for $name {
            type Rust = $rust;
        }
        impl<'a> $crate::ffi::FromC<*const $name> for &'a $rust {
            fn from_c(p: *const $name) -> Result<Self, $crate::mahjong_result> {
                $crate::ffi::try_ref(p)
            }
        }
        ffi! { $($rest)* }
    };
    ($(#[$doc:meta])* struct $name:ident { $($(#[$f_doc:meta])* $f:ident: $t:ty),* $(,)? } $($rest:tt)*) => {
        $(#[$doc])*
        #[repr(C)]
        #[derive(Clone, Copy, Debug)]
        pub struct $name {
            $($(#[$f_doc])* pub $f: $t),*
        }
        impl $crate::ffi::Zeroable for $name where $($t: $crate::ffi::Zeroable),* {}
        ffi! { $($rest)* }
    };
    ($(#[$doc:meta])* struct $name:ident from $v:ident: $v_t:ty {
        $($(#[$f_doc:meta])* $f:ident: $t:ty = $e:expr),* $(,)?
    } $($rest:tt)*) => {
        ffi! { $(#[$doc])* struct $name { $($(#[$f_doc])* $f: $t),* } }
        impl From<$v_t> for $name {
            fn from($v: $v_t) -> $name {
                $name { $($f: $e),* }
            }
        }
        conv!($v_t, $name: out |v| $name::from(v));
        ffi! { $($rest)* }
    };
    ($(#[$doc:meta])* struct $name:ident $dir:ident $core:ty {
        $($(#[$f_doc:meta])* $f:ident: $t:ty),* $(,)?
    } $($rest:tt)*) => {
        ffi! { $(#[$doc])* struct $name { $($(#[$f_doc])* $f: $t),* } }
        ffi! { @$dir $name, $core: $($f),* }
        ffi! { $($rest)* }
    };
    (@for $c:ident, $core:ty: $($f:ident),*) => {
        ffi! { @reads $c, $core: $($f),* }
        ffi! { @writes $c, $core: $($f),* }
    };
    (@reads $c:ident, $core:ty: $($f:ident),*) => {
        conv!($core, $c: in |v| Ok(Self { $($f: $crate::ffi::c_in(v.$f)?),* }));
    };
    (@writes $c:ident, $core:ty: $($f:ident),*) => {
        conv!($core, $c: out |v| $c { $($f: $crate::ffi::IntoC::c(v.$f)),* });
    };
    ($(#[$doc:meta])* enum $name:ident {
        $($(#[$v_doc:meta])* $v:ident = $n:literal => $message:literal),* $(,)?
    } $($rest:tt)*) => {
        $(#[$doc])*
        #[repr(u32)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum $name {
            $($(#[$v_doc])* $v = $n),*
        }
        impl $name {
            /// Every value with its general message.
            pub(crate) const ALL: &[($name, &str)] = &[$(($name::$v, $message)),*];
        }
        ffi! { $($rest)* }
    };
    ($(#[$doc:meta])* fn $name:ident($p:ident: *mut $t:ty); $($rest:tt)*) => {
        $(#[$doc])*
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name($p: *mut $t) {
            $crate::ffi::free_box($p)
        }
        ffi! { $($rest)* }
    };
    ($(#[$doc:meta])* fn $name:ident($($a:ident: $t:ty),* $(,)?) -> $out:ident: $o:ty = $e:expr; $($rest:tt)*) => {
        ffi! {
            $(#[$doc])*
            fn $name($($a: $t,)* $out: $o) -> mahjong_result {
                $(let $a = $crate::ffi::FromC::from_c($a)?;)*
                $crate::ffi::put($out, $e)
            }
        }
        ffi! { $($rest)* }
    };
    ($(#[$doc:meta])* fn $name:ident($($a:ident: $t:ty),* $(,)?) -> text = $e:expr; $($rest:tt)*) => {
        ffi! {
            $(#[$doc])*
            fn $name($($a: $t,)* buf: *mut std::ffi::c_char, len: usize, out_n: *mut usize) -> mahjong_result {
                $(let $a = $crate::ffi::FromC::from_c($a)?;)*
                $crate::ffi::write_str(&$e.to_string(), buf, len, out_n)
            }
        }
        ffi! { $($rest)* }
    };
    ($(#[$doc:meta])* fn $name:ident($($a:ident: $t:ty),* $(,)?) -> mahjong_result { $($body:tt)* } $($rest:tt)*) => {
        $(#[$doc])*
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name($($a: $t),*) -> $crate::mahjong_result {
            $crate::panic::boundary(|| -> Result<(), $crate::mahjong_result> { $($body)* })
        }
        ffi! { $($rest)* }
    };
    ($(#[$doc:meta])* fn $name:ident($($a:ident: $t:ty),* $(,)?) -> $r:ty { $($body:tt)* } $($rest:tt)*) => {
        $(#[$doc])*
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name($($a: $t),*) -> $r {
            $crate::panic::getter_boundary(|| -> $r { $($body)* })
        }
        ffi! { $($rest)* }
    };
}

/// Runs `body`, catching a panic; every failing call leaves a message for
/// `mahjong_last_error_message`: its own, or the result code's general one.
pub(crate) fn boundary(body: impl FnOnce() -> Result<(), crate::mahjong_result>) -> crate::mahjong_result {
    let generation = crate::error::ERROR_GENERATION.with(std::cell::Cell::get);
    let r = match std::panic::catch_unwind(std::panic::AssertUnwindSafe(body)) {
        Ok(r) => r.err().unwrap_or(crate::mahjong_result::Ok),
        Err(_) => panicked(),
    };
    if r != crate::mahjong_result::Ok && crate::error::ERROR_GENERATION.with(std::cell::Cell::get) == generation {
        crate::error::fail(r, crate::mahjong_result::ALL.iter().find(|m| m.0 == r).map_or("", |m| m.1));
    }
    r
}

/// Runs a getter's `body`, catching a panic: it then gives `T`'s zeros and leaves a message for
/// `mahjong_last_error_message`. Nothing is added when `body` does not panic.
pub(crate) fn getter_boundary<T: crate::ffi::Zeroable>(body: impl FnOnce() -> T) -> T {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(body)).unwrap_or_else(|_| {
        let _ = panicked();
        crate::ffi::zeroed()
    })
}

/// Records that a panic was caught.
fn panicked() -> crate::mahjong_result {
    crate::error::fail(crate::mahjong_result::Panic, "internal panic in mahjong (a bug; please report it)")
}

#[cfg(test)]
mod tests {
    use crate::{mahjong_last_error_message, mahjong_result};

    /// A getter's value passes through; a getter that panics gives its type's zeros and leaves
    /// the panic message for `mahjong_last_error_message`.
    #[test]
    fn getter_boundary_gives_zeros_on_a_panic() {
        assert_eq!(super::getter_boundary(|| [7u32, 8]), [7, 8]);
        crate::error::fail(mahjong_result::OutOfRange, "before");
        let p: *const u8 = super::getter_boundary(|| panic!("a getter panics"));
        assert!(p.is_null());
        let r: [u32; 2] = super::getter_boundary(|| panic!("a getter panics"));
        assert_eq!(r, [0, 0]);
        let mut buf = [0u8; 128];
        let mut n = 0;
        let code = unsafe { mahjong_last_error_message(buf.as_mut_ptr().cast(), buf.len(), &mut n) };
        assert_eq!(code, mahjong_result::Ok);
        assert_eq!(&buf[..n], b"internal panic in mahjong (a bug; please report it)");
    }
}
