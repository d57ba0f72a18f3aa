//! The panic boundary: every entry point runs inside `ffi_panic_boundary!`, so a panic becomes
//! `MAHJONG_RESULT_PANIC` and never unwinds into C.

macro_rules! ffi_panic_boundary {
    ($($body:tt)*) => {{
        let result = ::std::panic::catch_unwind(::std::panic::AssertUnwindSafe(|| -> $crate::mahjong_result {
            $($body)*
        }));
        match result {
            Ok(r) => r,
            Err(_) => {
                $crate::error::set_last_error("internal panic in mahjong (a bug; please report it)", 0);
                $crate::mahjong_result::Panic
            }
        }
    }};
}

/// Early return for a `Result<T, mahjong_result>` inside a boundary.
macro_rules! try_ffi {
    ($e:expr) => {
        match $e {
            Ok(v) => v,
            Err(r) => return r,
        }
    };
}
