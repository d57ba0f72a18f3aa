//! The panic boundary: every entry point runs inside `ffi_panic_boundary!`, so a panic becomes
//! `MAHJONG_RESULT_PANIC` and never unwinds into C. The body is a closure returning
//! `Result<(), mahjong_result>`, so conversions and core calls chain with `?` (a core error
//! becomes its result code through `From`, recording its message and kind).
macro_rules! ffi_panic_boundary {
    ($($body:tt)*) => {
        $crate::panic::boundary(|| -> Result<(), $crate::mahjong_result> { $($body)* })
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
