//! The panic boundary: every entry point runs inside `ffi_panic_boundary!`, so a panic becomes
//! `MAHJONG_RESULT_PANIC` and never unwinds into C.

/// Every failing call leaves a message for `mahjong_last_error_message`: its own, or the result
/// code's general one.
macro_rules! ffi_panic_boundary {
    ($($body:tt)*) => {{
        let generation = $crate::error::error_generation();
        let result = ::std::panic::catch_unwind(::std::panic::AssertUnwindSafe(|| -> $crate::mahjong_result {
            $($body)*
        }));
        let r = match result {
            Ok(r) => r,
            Err(_) => {
                $crate::error::set_last_error("internal panic in mahjong (a bug; please report it)", 0);
                $crate::mahjong_result::Panic
            }
        };
        $crate::error::ensure_last_error(r, generation);
        r
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

/// Early return for a core `Result` inside a boundary: the error's message, kind and result
/// code (`crate::error::fail`).
macro_rules! try_core {
    ($e:expr) => {
        try_ffi!($e.map_err($crate::error::fail))
    };
}
