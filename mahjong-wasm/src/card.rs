//! `Card`: American card files, matching, nearest lines, odds and advice.
use crate::{Hand, Result, error, parse_failed, thrown, to_js};
use mahjong_core::Tile;
use mahjong_core::advice;
use mahjong_core::american::advice::{DiscardAdvice, LineOdds, MAX_PASS_CHOICES, PassAdvice, Ranking};
use mahjong_core::american::{self, Card as CoreCard, CardError, Nearest};
use mahjong_core::args::Given;
use mahjong_core::rules::limits::DISCARD_CHOICES;
use wasm_bindgen::prelude::*;

enum Held {
    Sample(&'static CoreCard),
    Loaded(Box<CoreCard>),
}

/// A compiled American card: the embedded sample card or one read from TOML or JSON text.
///
/// A loaded card holds Rust memory: call `free()` when done, or leave it to the
/// `FinalizationRegistry`.
#[wasm_bindgen]
pub struct Card {
    held: Held,
}

fn card_failed(e: CardError) -> crate::Thrown {
    error("CardError", &e, e.column, Some(e.kind()))
}

fn advice_failed(e: mahjong_core::advice::AdviceError) -> crate::Thrown {
    thrown(if e.is_about_hand() { "HandError" } else { "AdviceError" }, e)
}

/// Tiles seen outside the hand, from hand text in any notation (`advice::parse_visible`).
pub(crate) fn visible_tiles(text: &str) -> Result<Vec<Tile>> {
    mahjong_core::advice::parse_visible(text).map_err(parse_failed)
}

/// An optional count read by the core's reader of it (`advice::k`, `advice::draws`: its limit and
/// words) from the number as written, so `1.5` and `NaN` are refused as written.
fn counts(n: Option<f64>, read: advice::CountReader) -> Result<Option<usize>> {
    n.map(|n| read(Given::Written(&n.to_string())).map_err(|e| thrown("ArgumentError", e))).transpose()
}

fn match_failed(e: american::MatchError) -> crate::Thrown {
    thrown(if e.is_about_hand() { "HandError" } else { "ArgumentError" }, e)
}

#[wasm_bindgen]
impl Card {
    pub(crate) fn core(&self) -> &CoreCard {
        match &self.held {
            Held::Sample(c) => c,
            Held::Loaded(c) => c,
        }
    }

    /// The sample card embedded in the library.
    pub fn sample() -> Card {
        Card { held: Held::Sample(CoreCard::sample()) }
    }

    /// Reads and compiles a card from TOML text; `source` (a file name) is named in errors.
    /// Throws `CardError` with the line's column.
    #[wasm_bindgen(js_name = fromToml)]
    pub fn from_toml(text: &str, source: Option<String>) -> core::result::Result<Card, JsValue> {
        let c = CoreCard::from_toml_str(text, source.as_deref()).map_err(card_failed)?;
        Ok(Card { held: Held::Loaded(Box::new(c)) })
    }

    /// Reads and compiles a card from JSON text. Throws `CardError`.
    #[wasm_bindgen(js_name = fromJson)]
    pub fn from_json(text: &str, source: Option<String>) -> core::result::Result<Card, JsValue> {
        let c = CoreCard::from_json_str(text, source.as_deref()).map_err(card_failed)?;
        Ok(Card { held: Held::Loaded(Box::new(c)) })
    }

    /// `fromToml` with the text as UTF-8 bytes. The package's entry points route `fromToml`
    /// here with the text encoded by `TextEncoder` (native code) instead of the generated
    /// glue's character-by-character copy, which on a first call runs as unoptimised
    /// JavaScript; the bytes are then always UTF-8 (a lone surrogate becomes U+FFFD, as the
    /// glue's own encoding makes it).
    #[wasm_bindgen(js_name = fromTomlUtf8, skip_typescript)]
    pub fn from_toml_utf8(text: &[u8], source: Option<String>) -> core::result::Result<Card, JsValue> {
        Card::from_toml(&String::from_utf8_lossy(text), source)
    }

    /// `fromJson` with the text as UTF-8 bytes (see `fromTomlUtf8`).
    #[wasm_bindgen(js_name = fromJsonUtf8, skip_typescript)]
    pub fn from_json_utf8(text: &[u8], source: Option<String>) -> core::result::Result<Card, JsValue> {
        Card::from_json(&String::from_utf8_lossy(text), source)
    }

    /// The sample card's TOML text.
    #[wasm_bindgen(js_name = sampleToml)]
    pub fn sample_toml() -> String {
        CoreCard::sample_toml().to_string()
    }

    /// The card as TOML text.
    #[wasm_bindgen(js_name = toToml)]
    pub fn to_toml(&self) -> String {
        self.core().to_toml()
    }

    /// The card's name.
    #[wasm_bindgen(getter)]
    pub fn name(&self) -> String {
        self.core().name().to_string()
    }

    /// The card's edition.
    #[wasm_bindgen(getter)]
    pub fn edition(&self) -> String {
        self.core().edition().to_string()
    }

    /// Lines on the card.
    #[wasm_bindgen(getter, js_name = lineCount)]
    pub fn line_count(&self) -> usize {
        self.core().line_count()
    }

    /// Concrete forms the card compiles to.
    #[wasm_bindgen(getter, js_name = formCount)]
    pub fn form_count(&self) -> usize {
        self.core().form_count()
    }

    /// The card's hands as written (section, number, value, concealed, lines).
    #[wasm_bindgen(unchecked_return_type = "Json")]
    pub fn hands(&self) -> core::result::Result<JsValue, JsValue> {
        Ok(to_js(self.core().hands())?)
    }

    /// The best line for a 14-tile hand, or `null` when no line matches. Throws `HandError`
    /// for a hand the card cannot be matched against.
    #[wasm_bindgen(js_name = match, unchecked_return_type = "Json | null")]
    pub fn match_hand(&self, hand: &Hand) -> core::result::Result<JsValue, JsValue> {
        match self.core().try_match_hand(&hand.inner).map_err(match_failed)? {
            Some(m) => Ok(to_js(&m)?),
            None => Ok(JsValue::NULL),
        }
    }

    /// The number (card order, from 0) of the best line for a 14-tile hand, or -1: the fast
    /// check that builds no object.
    #[wasm_bindgen(js_name = matchIndex)]
    pub fn match_index(&self, hand: &Hand) -> core::result::Result<i32, JsValue> {
        Ok(self.core().try_match_hand(&hand.inner).map_err(match_failed)?.map_or(-1, |m| m.line_index() as i32))
    }

    /// Every matching line, in card order.
    #[wasm_bindgen(unchecked_return_type = "Json[]")]
    pub fn matches(&self, hand: &Hand) -> core::result::Result<JsValue, JsValue> {
        let all: Vec<_> = self.core().try_matches(&hand.inner).map_err(match_failed)?.collect();
        Ok(to_js(&all)?)
    }

    /// The `k` lines fewest tiles away from a 13- or 14-tile hand, with the tiles each needs
    /// (`k` left out: the core's default).
    #[wasm_bindgen(unchecked_return_type = "Json[]")]
    pub fn nearest(&self, hand: &Hand, k: Option<f64>) -> core::result::Result<JsValue, JsValue> {
        let k = counts(k, advice::k)?.unwrap_or(american::DEFAULT_NEAREST);
        let mut out = vec![Nearest::EMPTY; self.core().nearest_room(k)];
        let n = self.core().try_nearest(&hand.inner, &mut out).map_err(match_failed)?;
        Ok(to_js(&out[..n])?)
    }

    /// The exact odds of the card's lines for a hand: `visible` is tiles seen outside the hand
    /// (any notation), `draws` the draws left (left out: the core's fresh wall), `k` the most
    /// lines to give (left out: every line).
    #[wasm_bindgen(unchecked_return_type = "Json[]")]
    pub fn odds(
        &self,
        hand: &Hand,
        visible: Option<String>,
        draws: Option<f64>,
        k: Option<f64>,
    ) -> core::result::Result<JsValue, JsValue> {
        let card = self.core();
        let (draws, k) = (counts(draws, advice::draws)?, counts(k, advice::k)?);
        let visible = visible_tiles(visible.as_deref().unwrap_or(""))?;
        let mut out = vec![LineOdds::EMPTY; card.odds_room(k)];
        let n = card.odds(&hand.inner, &visible, draws, &mut out).map_err(advice_failed)?;
        Ok(to_js(&out[..n])?)
    }

    /// The discards of a 14-tile hand, best first, ranked by `rank` (`odds` or
    /// `expected-points`, the core's names).
    #[wasm_bindgen(js_name = adviseDiscard, unchecked_return_type = "Json[]")]
    pub fn advise_discard(
        &self,
        hand: &Hand,
        rank: &str,
        visible: Option<String>,
        draws: Option<f64>,
    ) -> core::result::Result<JsValue, JsValue> {
        let ranking: Ranking = crate::name(rank)?;
        let draws = counts(draws, advice::draws)?;
        let visible = visible_tiles(visible.as_deref().unwrap_or(""))?;
        let mut out = [DiscardAdvice::EMPTY; DISCARD_CHOICES];
        let n = self.core().discard_advice(&hand.inner, &visible, draws, ranking, &mut out).map_err(advice_failed)?;
        Ok(to_js(&out[..n])?)
    }

    /// The best Charleston passes for a hand, best first, for the pass `pass` (`first_right`, …
    /// or its number, 1 to 7: the core's Charleston passes).
    #[wasm_bindgen(js_name = adviseCharleston, unchecked_return_type = "Json[]")]
    pub fn advise_charleston(
        &self,
        hand: &Hand,
        #[wasm_bindgen(unchecked_param_type = "string | number")] pass: JsValue,
        visible: Option<String>,
        draws: Option<f64>,
        k: Option<f64>,
    ) -> core::result::Result<JsValue, JsValue> {
        let pass = crate::rules::charleston_pass(&pass)?;
        let (draws, k) = (counts(draws, advice::draws)?, counts(k, advice::k)?);
        let visible = visible_tiles(visible.as_deref().unwrap_or(""))?;
        let mut out = vec![PassAdvice::EMPTY; MAX_PASS_CHOICES];
        let n = self.core().charleston_advice(&hand.inner, &visible, draws, pass, &mut out).map_err(advice_failed)?;
        Ok(to_js(&out[..n.min(k.unwrap_or(n))])?)
    }
}
