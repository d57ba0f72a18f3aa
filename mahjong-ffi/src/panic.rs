//! The panic boundary: every entry point runs inside `ffi_panic_boundary!`, so a panic becomes
//! `MAHJONG_RESULT_PANIC` and never unwinds into C. The body is a closure returning
//! `Result<(), mahjong_result>`, so conversions and core calls chain with `?` (a core error
//! becomes its result code through `From`, recording its message and kind).
macro_rules! ffi_panic_boundary {
    ($($body:tt)*) => {
        $crate::panic::boundary(|| -> Result<(), $crate::mahjong_result> { $($body)* })
    };
}

/// Declares C entry points: each is its doc and `fn mahjong_…(args) -> ret { body }`, and the
/// macro adds `#[unsafe(no_mangle)] pub … extern "C"`. Three forms:
///
/// - `-> mahjong_result { body }`: an `unsafe` function whose body runs in `ffi_panic_boundary!`
///   (it gives `Result<(), mahjong_result>`, so `?` works).
/// - `-> T { body }`: a safe function returning its value (a getter that cannot fail).
/// - `fn mahjong_…_free(p: *mut T);` (no body, one line): an `unsafe` function freeing what
///   `box_out` gave C (`free_box`; NULL does nothing).
///
/// cbindgen does not expand macros, so build.rs shows it each block as the functions it makes:
/// a block opens with the line `ffi! {` and closes with the line `}` (both at the start of the
/// line), and every function line inside starts with `fn mahjong_`.
macro_rules! ffi {
    () => {};
    ($(#[$doc:meta])* fn $name:ident($p:ident: *mut $t:ty); $($rest:tt)*) => {
        $(#[$doc])*
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name($p: *mut $t) {
            $crate::ffi::free_box($p)
        }
        ffi! { $($rest)* }
    };
    ($(#[$doc:meta])* fn $name:ident($($a:ident: $t:ty),* $(,)?) -> mahjong_result { $($body:tt)* } $($rest:tt)*) => {
        $(#[$doc])*
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name($($a: $t),*) -> $crate::mahjong_result {
            ffi_panic_boundary! { $($body)* }
        }
        ffi! { $($rest)* }
    };
    ($(#[$doc:meta])* fn $name:ident($($a:ident: $t:ty),* $(,)?) -> $r:ty { $($body:tt)* } $($rest:tt)*) => {
        $(#[$doc])*
        #[unsafe(no_mangle)]
        pub extern "C" fn $name($($a: $t),*) -> $r {
            $($body)*
        }
        ffi! { $($rest)* }
    };
}

/// Runs `body`, catching a panic; every failing call leaves a message for
/// `mahjong_last_error_message`: its own, or the result code's general one.
pub(crate) fn boundary(body: impl FnOnce() -> Result<(), crate::mahjong_result>) -> crate::mahjong_result {
    let generation = crate::error::error_generation();
    let r = match std::panic::catch_unwind(std::panic::AssertUnwindSafe(body)) {
        Ok(r) => r.err().unwrap_or(crate::mahjong_result::Ok),
        Err(_) => {
            crate::error::set_last_error("internal panic in mahjong (a bug; please report it)", 0);
            crate::mahjong_result::Panic
        }
    };
    crate::error::ensure_last_error(r, generation);
    r
}
