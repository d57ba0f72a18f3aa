//! # mahjong-wasm
//!
//! The WebAssembly face of [`mahjong_core`] for JavaScript (the npm package `mahjong-wasm`,
//! built by `scripts/build-wasm.sh` with the `wasm-bindgen` command line tool).
//!
//! This crate only converts: JavaScript strings and plain objects in, the core's values out as
//! plain objects (the same JSON the command line tool prints with `--json`, from the core's
//! `serde` serialisation). Every rule, limit, default and name comes from the core.
//!
//! Errors are thrown as instances of the `MahjongError` subclasses in `js/errors.js`, each with
//! the core's message, the 1-based column (0 when the error has none) and the core's
//! [`ErrorKind`] number and name where the core gives the error a kind.
#![forbid(unsafe_code)]
// wasm-bindgen's generated glue has no Debug for every exported type.
#![allow(missing_debug_implementations)]

mod card;
mod rules;
mod standard;

use mahjong_core::{ErrorKind, Hand as CoreHand, ParseError, notation};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/** A value the core serialises (the same JSON as the command line tool's `--json`). */
export type Json = any;
/** Why a hand is dead, as the core reports it: the reason's name, its message and its numbers. */
export interface DeadHand { reason: string; message: string; has: number | null; expected: number | null; exposure: number | null }
"#;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = JSON, js_name = parse)]
    pub(crate) fn json_parse(text: &str) -> JsValue;
    #[wasm_bindgen(js_namespace = JSON, js_name = stringify)]
    fn json_stringify(value: &JsValue) -> JsValue;
}

#[wasm_bindgen(raw_module = "./errors.js")]
extern "C" {
    /// Builds the thrown error: `class` is one of the subclasses of `MahjongError`.
    #[wasm_bindgen(js_name = makeError)]
    fn make_error(class: &str, message: &str, column: usize, kind: Option<u16>, kind_name: Option<String>) -> JsValue;
}

/// Bytes of heap the module reserves when it is instantiated: more than reading and compiling
/// the sample card takes the first time (the memory grows by 320 KiB on that call otherwise).
const HEAP_RESERVE: usize = 512 * 1024;

/// Runs once, when the module is instantiated: grows the heap by [`HEAP_RESERVE`] and gives it
/// back to the allocator, which keeps it, so a page's first card compile does not grow the memory
/// (on a loaded machine, Chromium traces showed that growth taking 7–22 ms of the call's wall
/// time for 0.2–0.3 ms of its thread's CPU).
#[wasm_bindgen(start)]
fn reserve_heap() {
    drop(core::hint::black_box(Vec::<u8>::with_capacity(HEAP_RESERVE)));
}

/// A thrown JavaScript error, built from a core error.
pub(crate) struct Thrown(JsValue);

impl From<Thrown> for JsValue {
    fn from(t: Thrown) -> JsValue {
        t.0
    }
}

pub(crate) type Result<T> = core::result::Result<T, Thrown>;

/// An error of `class` with the core's message, column and kind.
pub(crate) fn error(class: &str, message: impl core::fmt::Display, column: usize, kind: Option<ErrorKind>) -> Thrown {
    Thrown(make_error(class, &message.to_string(), column, kind.map(|k| k as u16), kind.map(|k| k.name().to_string())))
}

/// A core error thrown as `class`, with the core's message and kind (`KindedError`).
pub(crate) fn thrown(class: &str, e: impl mahjong_core::KindedError) -> Thrown {
    error(class, &e, 0, Some(e.kind()))
}

/// A JavaScript argument the core has no value for (a seat that is no seat, an object of the
/// wrong shape): the core's [`ErrorKind::InvalidArgument`].
pub(crate) fn invalid(message: impl core::fmt::Display) -> Thrown {
    error("ArgumentError", message, 0, Some(ErrorKind::InvalidArgument))
}

/// A JavaScript number as a whole number within `limit`, checked by the core as the other faces
/// check theirs (`rules::args::number`: the same limits and words). A fraction, `NaN` or a number
/// outside the limit is refused by its value as written, where a fixed-width integer argument
/// would silently wrap (300 as a byte is 44).
pub(crate) fn number<T: TryFrom<i64>>(what: &str, n: f64, limit: mahjong_core::args::Limit) -> Result<T> {
    let written = n.to_string();
    // Beyond ±2^63 or not whole: a value no limit holds (every limit lies within ±2^32).
    let whole = if n.fract() == 0.0 && n.abs() < 9.0e18 { n as i64 } else { i64::MIN };
    mahjong_core::rules::args::number(what, whole, &written, limit).map_err(|e| thrown("ArgumentError", e))
}

/// A name read with the core's `FromStr` (canonical names and the core's aliases); a word that
/// names nothing throws `ArgumentError` with the core's message and kind (`UnknownName`).
pub(crate) fn name<T: mahjong_core::name::Name>(text: &str) -> Result<T> {
    text.parse::<T>().map_err(|e| thrown("ArgumentError", e))
}

pub(crate) fn parse_failed(e: ParseError) -> Thrown {
    let kind = e.kind();
    error("ParseError", e, e.column, Some(kind))
}

/// A serialisable core value as a plain JavaScript object.
pub(crate) fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue> {
    let text = serde_json::to_string(value).map_err(|e| invalid(format_args!("cannot convert the result: {e}")))?;
    Ok(json_parse(&text))
}

/// A plain JavaScript object as a core value (the core's `Deserialize`).
pub(crate) fn from_js<T: serde::de::DeserializeOwned>(what: &str, value: &JsValue) -> Result<T> {
    let text = json_stringify(value).as_string().ok_or_else(|| invalid(format_args!("{what}: not a JSON value")))?;
    serde_json::from_str(&text).map_err(|e| invalid(format_args!("{what}: {e}")))
}

/// A plain object's JSON text, or `None` for `undefined`/`null`.
pub(crate) fn json_text(value: &JsValue) -> Option<String> {
    if value.is_undefined() || value.is_null() { None } else { json_stringify(value).as_string() }
}

/// A hand, parsed and checked, with its winning context: the core's [`mahjong_core::Hand`].
///
/// Holds Rust memory: call `free()` when done, or leave it to the `FinalizationRegistry`.
#[wasm_bindgen]
#[derive(Clone)]
pub struct Hand {
    pub(crate) inner: CoreHand,
}

#[wasm_bindgen]
impl Hand {
    /// An empty hand (no tiles, the core's default context).
    #[wasm_bindgen(constructor)]
    #[allow(clippy::new_without_default)]
    pub fn new() -> Hand {
        Hand { inner: CoreHand::new() }
    }

    /// Reads a hand in any notation: MPSZ (`123m456p789s11z [555z]`), American
    /// (`FFF 2026c 222b 2222d`) or Unicode tile characters. Throws `ParseError`.
    pub fn parse(text: &str) -> core::result::Result<Hand, JsValue> {
        Ok(Hand { inner: CoreHand::parse(text).map_err(parse_failed)? })
    }

    /// The hand in MPSZ notation (`123m456p789s11z`).
    #[wasm_bindgen(js_name = toString)]
    pub fn to_text(&self) -> String {
        notation::mpsz(&self.inner).to_string()
    }

    /// The hand in MPSZ notation.
    pub fn mpsz(&self) -> String {
        notation::mpsz(&self.inner).to_string()
    }

    /// The hand in the card's (American) notation.
    pub fn american(&self) -> String {
        notation::american(&self.inner).to_string()
    }

    /// The hand in Unicode mahjong tile characters.
    pub fn unicode(&self) -> String {
        notation::unicode(&self.inner).to_string()
    }

    /// The hand in the notation with this name (`mpsz`, `american`, `unicode`).
    #[wasm_bindgen(js_name = inNotation)]
    pub fn in_notation(&self, name: &str) -> core::result::Result<String, JsValue> {
        let kind: notation::NotationKind = crate::name(name)?;
        Ok(notation::write_in(&self.inner, kind).to_string())
    }

    /// Tiles in the hand, melds included (bonus tiles not counted).
    #[wasm_bindgen(getter, js_name = tileCount)]
    pub fn tile_count(&self) -> usize {
        self.inner.tile_count()
    }

    /// The hand as a plain object: notations, tiles, melds, bonus tiles and winning context.
    #[wasm_bindgen(js_name = toJSON, unchecked_return_type = "Json")]
    pub fn to_json(&self) -> core::result::Result<JsValue, JsValue> {
        Ok(to_js(&self.inner)?)
    }

    /// A copy with the winning context set from a plain object whose keys are the core's
    /// `WinContext` fields (`winning_tile`, `method`, `seat_wind`, `prevailing`, `first_turn`,
    /// `original_call`, `kong_after_kong`, `last_of_kind`; `seat` is read as `seat_wind`); keys
    /// left out keep their value.
    #[wasm_bindgen(js_name = withContext)]
    pub fn with_context(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Json")] context: JsValue,
    ) -> core::result::Result<Hand, JsValue> {
        let mut hand = self.inner;
        let ctx = rules::win_context(hand.context(), &context)?;
        hand.try_set_context(ctx).map_err(|k| {
            let e = ParseError { column: 0, kind: k };
            parse_failed(e)
        })?;
        Ok(Hand { inner: hand })
    }
}

/// One tile read from text in any notation (`5p`, `5d`, `🀝`): its MPSZ and American text,
/// Unicode character, English name and index (the core's `notation::TileReport`). Throws `ParseError`.
#[wasm_bindgen(
    unchecked_return_type = "{ mpsz: string, american: string, unicode: string, name: string, index: number }"
)]
pub fn tile(text: &str) -> core::result::Result<JsValue, JsValue> {
    let t: mahjong_core::Tile = text.parse().map_err(parse_failed)?;
    Ok(to_js(&notation::TileReport(t))?)
}

/// Every tile of the core, in index order, as `tile()` describes it.
#[wasm_bindgen(
    js_name = allTiles,
    unchecked_return_type = "Array<{ mpsz: string, american: string, unicode: string, name: string, index: number }>"
)]
pub fn all_tiles() -> core::result::Result<JsValue, JsValue> {
    let list: Vec<_> = mahjong_core::Tile::all().map(notation::TileReport).collect();
    Ok(to_js(&list)?)
}

/// The notation a text is written in: `mpsz`, `american` or `unicode`.
#[wasm_bindgen(js_name = writtenIn)]
pub fn written_in(text: &str) -> String {
    notation::written_in(text).name().to_string()
}

/// Every error kind of the core: `{ number, name }`, in number order.
#[wasm_bindgen(js_name = errorKinds, unchecked_return_type = "Array<{ number: number, name: string }>")]
pub fn error_kinds() -> core::result::Result<JsValue, JsValue> {
    #[derive(Serialize)]
    struct Kind {
        number: u16,
        name: &'static str,
    }
    let all: Vec<Kind> = ErrorKind::ALL.iter().map(|k| Kind { number: *k as u16, name: k.name() }).collect();
    Ok(to_js(&all)?)
}
