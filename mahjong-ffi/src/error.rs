//! Result codes and error messages.
use mahjong_result as R;
use std::cell::RefCell;
use std::ffi::c_char;

ffi! {
    /// The result of every call. Values are stable: they are never renumbered, only added. After a
    /// failure, `mahjong_last_error_message` says what is wrong and where.
    enum mahjong_result {
        /// Success.
        Ok = 0 => "success",
        /// A required pointer was NULL.
        NullParameter = 1 => "a required pointer was NULL",
        /// An internal panic was caught (a bug in mahjong).
        Panic = 2 => "internal panic (a bug in mahjong)",
        /// Text could not be parsed (a tile or hand); see `mahjong_last_error_column`.
        ParseError = 3 => "the text could not be parsed",
        /// An output buffer is too small; `*out_n` holds the size needed.
        InsufficientSize = 4 => "the output buffer is too small",
        /// A tile value is not a tile index (`args::tile`).
        InvalidTile = 5 => "the value is not a tile index",
        /// Input text is not UTF-8.
        InvalidUtf8 = 6 => "the text is not UTF-8",
        /// An enum-like argument (notation, tile set, …) has an unknown value.
        InvalidArgument = 7 => "an argument has an unknown value",
        /// An index or count is out of range (a list index, a card hand or line, a die, a count).
        OutOfRange = 8 => "index out of range",
        /// The hand cannot be scored or settled under these rules (`scoring::ScoreError`, `mcr::McrError`).
        ScoreError = 9 => "the hand cannot be scored or settled under these rules",
        /// The table rules do not allow this action (`rules::RulesError`).
        RuleViolation = 10 => "the table rules do not allow this",
        /// The hand cannot be read as four sets and a pair under the profile (`standard::StandardError`).
        InvalidHand = 11 => "the hand cannot be read as four sets and a pair under these rules",
        /// A card could not be read or compiled (`american::CardError`; `mahjong_last_error_column`).
        CardError = 12 => "the card could not be read or compiled",
    }
}

thread_local! {
    static LAST_ERROR: RefCell<(String, usize, u16)> = const { RefCell::new((String::new(), 0, 0)) };
    /// Counts the messages recorded, so the boundary can tell whether a failing call said why.
    pub(crate) static ERROR_GENERATION: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Records a message with its column and the core's kind of the error (`mahjong_core::ErrorKind`
/// as a number; 0 when the error has no kind).
fn record(message: &str, column: usize, kind: u16) {
    ERROR_GENERATION.with(|g| g.set(g.get().wrapping_add(1)));
    LAST_ERROR.with(|e| *e.borrow_mut() = (message.to_owned(), column, kind));
}

/// The one way the binding fails on its own: records `message` for `mahjong_last_error_message`
/// and gives `code`. `MAHJONG_RESULT_INVALID_ARGUMENT` (a C value the binding cannot convert) gets
/// the kind `InvalidArgument`; any other code no kind.
pub(crate) fn fail(code: mahjong_result, message: &str) -> mahjong_result {
    let kind = if code == R::InvalidArgument { mahjong_core::ErrorKind::InvalidArgument as u16 } else { 0 };
    record(message, 0, kind);
    code
}

/// `fail(MAHJONG_RESULT_INVALID_ARGUMENT, message)`.
pub(crate) fn invalid_argument(message: &str) -> mahjong_result {
    fail(R::InvalidArgument, message)
}

/// A core error reported with `code` rather than its type's own (a tile index off the tiles is
/// `MAHJONG_RESULT_INVALID_TILE`): its message and kind recorded.
pub(crate) fn fail_as(code: mahjong_result, e: &impl mahjong_core::KindedError) -> mahjong_result {
    record(&e.to_string(), 0, e.kind() as u16);
    code
}

/// Each core error type with its result code (`|e| code`), and its column field when it names one: a core
/// error as C gets it (`(expr)?`), its message, its kind (`kind()`, whose numbers `mahjong_last_error_kind`
/// gives C) and the column it names recorded, and its result code given.
macro_rules! core_errors {
    ($($t:ty => $code:expr $(, $column:ident)?;)*) => {
        $(impl From<$t> for mahjong_result {
            fn from(e: $t) -> mahjong_result {
                record(&e.to_string(), 0 $(+ e.$column)?, e.kind() as u16);
                let code: fn(&$t) -> mahjong_result = $code;
                code(&e)
            }
        })*
    };
}

core_errors! {
    mahjong_core::ParseError => |_| R::ParseError, column;
    mahjong_core::ParseErrorKind => |_| R::InvalidArgument;
    mahjong_core::standard::StandardError => |_| R::InvalidHand;
    mahjong_core::scoring::ScoreError => |_| R::ScoreError;
    mahjong_core::scoring::SettleHandsError => |_| R::ScoreError;
    mahjong_core::mcr::McrError => |_| R::ScoreError;
    // The core splits a hand that does not fit the question from another argument, and a number
    // out of range from a move the rules forbid (`is_about_hand`, `is_out_of_range`).
    mahjong_core::advice::AdviceError => |e| if e.is_about_hand() { R::InvalidHand } else { R::InvalidArgument };
    mahjong_core::american::MatchError => |e| if e.is_about_hand() { R::InvalidHand } else { R::InvalidArgument };
    mahjong_core::american::CardError => |_| R::CardError, column;
    mahjong_core::rules::RulesError => |e| if e.is_out_of_range() { R::OutOfRange } else { R::RuleViolation };
    mahjong_core::name::UnknownName => |_| R::InvalidArgument;
    mahjong_core::name::UnknownNumber => |_| R::InvalidArgument;
    mahjong_core::args::NotInRange<'_> => |_| R::InvalidArgument;
    mahjong_core::rules::args::ArgError<'_> => |_| R::InvalidArgument;
}

ffi! {
    /// Copies the static description of `result` into `buf` (NUL-terminated). `*out_n` gets its
    /// length without the NUL. Unknown values get "unknown result".
    fn mahjong_result_message(result: u32, buf: *mut c_char, len: usize, out_n: *mut usize) -> mahjong_result {
        let msg = mahjong_result::ALL.iter().find(|r| r.0 as u32 == result).map_or("unknown result", |r| r.1);
        crate::ffi::write_str(msg, buf, len, out_n)
    }

    /// The 1-based character column of the last parse error on this thread; 0 when the error
    /// concerns the text as a whole or no column applies.
    fn mahjong_last_error_column() -> usize {
        LAST_ERROR.with(|e| e.borrow().1)
    }

    /// The kind of the last failed call's error on this thread: one of the `MAHJONG_ERROR_KIND_*`
    /// values: the core error's `kind()` (`mahjong_core::ErrorKind`, whose numbers never change), or
    /// `MAHJONG_ERROR_KIND_INVALID_ARGUMENT` for a C value the binding cannot convert; 0 when the
    /// error is the binding's own (a NULL pointer, a buffer too small) or no error happened yet.
    fn mahjong_last_error_kind() -> u16 {
        LAST_ERROR.with(|e| e.borrow().2)
    }
}

/// Copies the message of the last failed call on this thread (for example
/// `"column 2: 0m is not a tile: numbers run 1 to 9"`) into `buf`, NUL-terminated. Empty when
/// no error happened yet.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mahjong_last_error_message(buf: *mut c_char, len: usize, out_n: *mut usize) -> mahjong_result {
    // Not inside `panic::boundary`: reading the message must never replace it (for example
    // when the buffer is too small and the caller retries with a bigger one).
    let result = std::panic::catch_unwind(|| {
        let msg = LAST_ERROR.with(|e| e.borrow().0.clone());
        crate::ffi::write_str(&msg, buf, len, out_n).err().unwrap_or(mahjong_result::Ok)
    });
    result.unwrap_or(mahjong_result::Panic)
}
