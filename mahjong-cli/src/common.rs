//! Shared helpers of the subcommands: reading hands, reporting failures, printing.
use mahjong_core::error::{Excerpt, Window};
use mahjong_core::{Hand, ParseError, Tile, TileSet};

/// A failure to report: message and exit code (2 bad input, 1 a valid hand that does not win).
#[derive(Debug)]
pub struct Failure {
    pub message: String,
    pub code: u8,
}

impl Failure {
    /// Bad input (exit code 2).
    pub fn input(message: impl Into<String>) -> Failure {
        Failure { message: message.into(), code: 2 }
    }
}

/// A parse error with the input echoed and a caret under the column. Long input is shown as a
/// window around the column, and control characters escaped (the core's [`Window`] and
/// [`Excerpt`]), so the message stays short and cannot write into a terminal.
pub fn parse_error(input: &str, e: &ParseError) -> Failure {
    let mut msg = format!("cannot read \"{}\": {e}", Window::head(input));
    if e.column > 0 {
        msg.push_str(&format!("\n{}", Excerpt::new(input, e.column)));
    }
    Failure::input(msg)
}

/// A tile set by its name (the core's names: american, chinese_144, chinese_136, …).
pub fn tile_set(name: &str) -> Result<TileSet, Failure> {
    named("--set", name)
}

/// A count flag (`-k`, `--draws`) read by the core's reader of that count (`advice::k`,
/// `advice::draws`), in its words, as every face reads it.
pub fn count(read: mahjong_core::advice::CountReader) -> impl Fn(&str) -> Result<usize, String> + Clone + Send + Sync {
    move |s| read(mahjong_core::args::Given::Written(s)).map_err(|e| e.to_string())
}

/// The tiles of `flag`'s text (`advice::parse_visible`: words in any hand notation, each read as
/// a hand); an error names the flag and points into the whole text.
pub fn read_tiles(flag: &str, text: &str) -> Result<Vec<Tile>, Failure> {
    mahjong_core::advice::parse_visible(text)
        .map_err(|e| Failure::input(format!("{flag}: {}", parse_error(text, &e).message)))
}

/// A value read by its name with the core's `FromStr` (canonical name, rule-book words or an
/// alias); an unknown word is bad input naming the flag: `--phase: unknown turn phase "x": …`.
pub fn named<T: std::str::FromStr<Err = mahjong_core::name::UnknownName>>(
    flag: &str,
    text: &str,
) -> Result<T, Failure> {
    text.parse::<T>().map_err(|e| Failure::input(format!("{flag}: {e}")))
}

/// Reads a hand checked against `set`, as the core's `american::parse_hand_in` reads it (the same
/// as `Hand::parse_in`, except that an American set reads a Chinese flower or season as the
/// flower F).
pub fn read_hand(text: &str, set: &TileSet) -> Result<Hand, Failure> {
    mahjong_core::american::parse_hand_in(text, set).map_err(|e| parse_error(text, &e))
}

/// Pretty JSON of a serializable value.
pub fn json<T: serde::Serialize>(value: &T) -> Result<String, Failure> {
    serde_json::to_string_pretty(value).map_err(|e| Failure::input(e.to_string()))
}

/// What a subcommand produces: its text and its exit code (0, or 1 for "valid but no win").
pub struct Output {
    pub text: String,
    pub code: u8,
}

impl From<String> for Output {
    fn from(text: String) -> Output {
        Output { text, code: 0 }
    }
}
