//! Card files: reading TOML and JSON card texts (errors with file line and column), writing a
//! card back as TOML, loading a card file and the embedded sample card.

// `CardError` is a plain struct naming the place; it is only built on the cold path.
#![allow(clippy::result_large_err)]

use super::card::Card;
use super::compile::MAX_CARD_BYTES;
use super::error::{CardError, CardErrorKind};
use super::lint::CardLint;
use super::spec::{HandSpec, Numbers, capped_hands};
use alloc::string::{String, ToString};
use alloc::sync::Arc;
use alloc::vec::Vec;

#[cfg(feature = "card-files")]
#[derive(serde::Deserialize, serde::Serialize, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
struct CardFile {
    #[serde(default)]
    name: String,
    #[serde(default)]
    edition: String,
    #[serde(default, deserialize_with = "capped_hands")]
    hand: Vec<HandSpec>,
}

/// Refuses a card text longer than [`MAX_CARD_BYTES`].
#[cfg(feature = "card-files")]
fn check_size(text: &str, source: Option<&str>) -> Result<(), CardError> {
    if text.len() > MAX_CARD_BYTES {
        return Err(CardError::new(CardErrorKind::TooLarge).with_file(source));
    }
    Ok(())
}

#[cfg(feature = "card-files")]
fn toml_error(text: &str, e: toml::de::Error) -> CardError {
    let mut err = CardError::new(CardErrorKind::Syntax(crate::error::bounded_message(e.message().trim_end())));
    if let Some(span) = e.span() {
        let before = text.get(..span.start).unwrap_or(text);
        err.file_line = Some(before.matches('\n').count() + 1);
        err.column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        let is_header = |l: &str| l.trim_start().starts_with("[[hand]]");
        let hands = before.lines().filter(|l| is_header(l)).count();
        if hands > 0 {
            err.hand = Some(hands);
            // The hand's table: from its header to the next table header. When it reads as
            // TOML on its own, name its section and number.
            let body: Vec<&str> = text
                .lines()
                .skip_while(|l| !is_header(l))
                .filter({
                    let mut seen = 0;
                    move |l| {
                        if is_header(l) {
                            seen += 1;
                        }
                        seen == hands
                    }
                })
                .skip(1)
                .take_while(|l| !l.trim_start().starts_with('['))
                .collect();
            if let Ok(table) = toml::from_str::<toml::Table>(&body.join("\n")) {
                err.section = table.get("section").and_then(|v| v.as_str()).map(|v| v.to_string());
                err.number = table.get("number").and_then(|v| v.as_integer()).and_then(|n| u32::try_from(n).ok());
            }
        }
    }
    err
}

/// Reads a TOML card text: [`quick_toml`] for the plain layout card files are written in, else
/// the `toml` crate (which also gives every error).
#[cfg(feature = "card-files")]
fn read_toml(text: &str) -> Result<CardFile, CardError> {
    match quick_toml(text) {
        Some(file) => Ok(file),
        None => read_toml_by_crate(text),
    }
}

/// Reads a TOML card text with the `toml` crate. Kept out of line so that the code of the quick
/// path stays small (in a browser, WebAssembly code is compiled as it first runs).
#[cfg(feature = "card-files")]
#[inline(never)]
fn read_toml_by_crate(text: &str) -> Result<CardFile, CardError> {
    toml::from_str(text).map_err(|e| toml_error(text, e))
}

/// A small reader of the plain TOML layout card files are written in: `key = value` lines and
/// `[[hand]]` headers; basic strings without escapes; decimal integers; `true`/`false`; arrays of
/// those over one or more lines; comments and blank lines. It gives `None` for anything else
/// (another TOML form, an unknown, repeated or missing field, a value of the wrong type or past a
/// cap, any error) and the `toml` crate then reads the text: whatever it accepts, it reads as the
/// `toml` crate does (a test checks this against the crate on the sample card and on thousands of
/// edits of it). Reading a card takes far less code and time this way, which matters most in
/// the browser, where every function runs first unoptimised.
#[cfg(feature = "card-files")]
fn quick_toml(text: &str) -> Option<CardFile> {
    // Control characters other than tab and newline (so also CR) are left to the crate.
    if text.starts_with('\u{feff}') || text.bytes().any(|b| (b < 0x20 && b != b'\n' && b != b'\t') || b == 0x7f) {
        return None;
    }
    let mut sc = Scan { s: text, i: 0 };
    let (mut name, mut edition) = (None, None);
    let mut hands: Vec<HandSpec> = Vec::new();
    let mut hand: Option<QuickHand> = None;
    loop {
        sc.skip_blank();
        if sc.i == text.len() {
            break;
        }
        if sc.peek() == Some(b'[') {
            if !text[sc.i..].starts_with("[[hand]]") {
                return None;
            }
            sc.i += "[[hand]]".len();
            sc.end_of_line()?;
            if let Some(h) = hand.take() {
                hands.push(h.finish()?);
            }
            if hands.len() == super::compile::MAX_HANDS {
                return None;
            }
            hand = Some(QuickHand::default());
            continue;
        }
        let key = sc.key()?;
        sc.skip_ws();
        if sc.peek() != Some(b'=') {
            return None;
        }
        sc.i += 1;
        sc.skip_ws();
        match &mut hand {
            None => {
                let slot = match key {
                    "name" => &mut name,
                    "edition" => &mut edition,
                    _ => return None,
                };
                if slot.is_some() {
                    return None;
                }
                *slot = Some(sc.string()?.to_string());
            }
            Some(h) => h.read(key, &mut sc)?,
        }
        sc.end_of_line()?;
    }
    if let Some(h) = hand.take() {
        hands.push(h.finish()?);
    }
    Some(CardFile { name: name.unwrap_or_default(), edition: edition.unwrap_or_default(), hand: hands })
}

/// The fields of one `[[hand]]` read so far by [`quick_toml`].
#[cfg(feature = "card-files")]
#[derive(Default)]
struct QuickHand {
    section: Option<String>,
    number: Option<u32>,
    text: Option<String>,
    value: Option<u32>,
    concealed: Option<bool>,
    lines: Option<Vec<String>>,
    numbers: Option<Numbers>,
}

#[cfg(feature = "card-files")]
impl QuickHand {
    /// Reads the value of `key`; `None` for an unknown or repeated key or a value it does not take.
    fn read(&mut self, key: &str, sc: &mut Scan<'_>) -> Option<()> {
        fn once<T>(slot: &mut Option<T>, v: T) -> Option<()> {
            if slot.is_some() {
                return None;
            }
            *slot = Some(v);
            Some(())
        }
        match key {
            "section" => once(&mut self.section, sc.string()?.to_string()),
            "number" => once(&mut self.number, sc.integer()?),
            "text" => once(&mut self.text, sc.string()?.to_string()),
            "value" => once(&mut self.value, sc.integer()?),
            "concealed" => once(&mut self.concealed, sc.boolean()?),
            "lines" => {
                let mut lines = Vec::new();
                sc.array(|sc| {
                    if lines.len() == super::compile::MAX_LINES {
                        return None;
                    }
                    lines.push(sc.string()?.to_string());
                    Some(())
                })?;
                once(&mut self.lines, lines)
            }
            "numbers" => {
                let numbers = if sc.peek() == Some(b'"') {
                    match sc.string()? {
                        "any" => Numbers::Any,
                        "odd" => Numbers::Odd,
                        "even" => Numbers::Even,
                        _ => return None,
                    }
                } else {
                    let mut list = Vec::new();
                    sc.array(|sc| {
                        let n = u8::try_from(sc.integer()?).ok().filter(|n| (1..=9).contains(n))?;
                        if list.len() == super::spec::MAX_NUMBERS {
                            return None;
                        }
                        list.push(n);
                        Some(())
                    })?;
                    Numbers::List(list)
                };
                once(&mut self.numbers, numbers)
            }
            _ => None,
        }
    }

    /// The hand; `None` when a field it must have is missing.
    fn finish(self) -> Option<HandSpec> {
        Some(HandSpec {
            section: self.section?,
            number: self.number?,
            text: self.text.unwrap_or_default(),
            value: self.value?,
            concealed: self.concealed.unwrap_or(false),
            lines: self.lines?,
            numbers: self.numbers.unwrap_or_default(),
        })
    }
}

/// A cursor over the text for [`quick_toml`]; every reader gives `None` for what it does not take.
#[cfg(feature = "card-files")]
struct Scan<'a> {
    s: &'a str,
    i: usize,
}

#[cfg(feature = "card-files")]
impl<'a> Scan<'a> {
    fn peek(&self) -> Option<u8> {
        self.s.as_bytes().get(self.i).copied()
    }

    /// Spaces and tabs.
    fn skip_ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t')) {
            self.i += 1;
        }
    }

    /// Spaces, tabs, newlines and comments.
    fn skip_blank(&mut self) {
        loop {
            match self.peek() {
                Some(b' ' | b'\t' | b'\n') => self.i += 1,
                Some(b'#') => self.skip_comment(),
                _ => return,
            }
        }
    }

    fn skip_comment(&mut self) {
        let rest = &self.s.as_bytes()[self.i..];
        self.i += rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
    }

    /// Spaces, tabs and a comment, then the end of the line (or of the text).
    fn end_of_line(&mut self) -> Option<()> {
        self.skip_ws();
        if self.peek() == Some(b'#') {
            self.skip_comment();
        }
        match self.peek() {
            None => Some(()),
            Some(b'\n') => {
                self.i += 1;
                Some(())
            }
            Some(_) => None,
        }
    }

    /// A bare key: ASCII letters, digits, `_` and `-`.
    fn key(&mut self) -> Option<&'a str> {
        let start = self.i;
        while matches!(self.peek(), Some(b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'_' | b'-')) {
            self.i += 1;
        }
        (self.i > start).then(|| &self.s[start..self.i])
    }

    /// A basic string on one line without escapes (not the start of a multi-line `"""`).
    fn string(&mut self) -> Option<&'a str> {
        if self.peek() != Some(b'"') {
            return None;
        }
        let start = self.i + 1;
        let len = self.s.as_bytes()[start..].iter().position(|&b| matches!(b, b'"' | b'\\' | b'\n'))?;
        let end = start + len;
        if self.s.as_bytes()[end] != b'"' || (len == 0 && self.s.as_bytes().get(end + 1) == Some(&b'"')) {
            return None;
        }
        self.i = end + 1;
        Some(&self.s[start..end])
    }

    /// A decimal integer without sign, underscores or leading zeros, of at most nine digits.
    fn integer(&mut self) -> Option<u32> {
        let start = self.i;
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.i += 1;
        }
        let digits = &self.s[start..self.i];
        if digits.is_empty() || digits.len() > 9 || (digits.len() > 1 && digits.starts_with('0')) {
            return None;
        }
        digits.parse().ok()
    }

    fn boolean(&mut self) -> Option<bool> {
        for (word, v) in [("true", true), ("false", false)] {
            if self.s[self.i..].starts_with(word) {
                self.i += word.len();
                return Some(v);
            }
        }
        None
    }

    /// An array: `[`, elements read by `element` separated by commas (a trailing one allowed),
    /// newlines and comments between them, `]`.
    fn array(&mut self, mut element: impl FnMut(&mut Scan<'a>) -> Option<()>) -> Option<()> {
        if self.peek() != Some(b'[') {
            return None;
        }
        self.i += 1;
        loop {
            self.skip_blank();
            if self.peek() == Some(b']') {
                self.i += 1;
                return Some(());
            }
            element(self)?;
            self.skip_blank();
            match self.peek() {
                Some(b',') => self.i += 1,
                Some(b']') => {
                    self.i += 1;
                    return Some(());
                }
                _ => return None,
            }
        }
    }
}

/// The 1-based position of the element of the top-level `hand` array that holds byte `end` of a
/// JSON text, by a small scan of strings and brackets (the text may be broken after `end`).
#[cfg(feature = "card-files")]
fn json_hand_at(text: &str, end: usize) -> Option<usize> {
    let b = text.as_bytes();
    let (mut depth, mut in_str, mut esc, mut str_start) = (0usize, false, false, 0usize);
    let mut last_key: &str = "";
    let (mut in_hands, mut expecting, mut count) = (false, false, 0usize);
    for (i, &c) in b.iter().enumerate().take(end.min(b.len())) {
        if in_str {
            if esc {
                esc = false;
            } else if c == b'\\' {
                esc = true;
            } else if c == b'"' {
                in_str = false;
                if depth == 1 {
                    last_key = text.get(str_start..i).unwrap_or("");
                }
            }
            continue;
        }
        let element_starts = in_hands && depth == 2 && expecting && !c.is_ascii_whitespace();
        if element_starts && !matches!(c, b']' | b',') {
            count += 1;
            expecting = false;
        }
        match c {
            b'"' => {
                in_str = true;
                str_start = i + 1;
            }
            b'[' | b'{' => {
                if c == b'[' && depth == 1 && last_key == "hand" && !in_hands {
                    in_hands = true;
                    expecting = true;
                }
                depth += 1;
            }
            b']' | b'}' => {
                depth = depth.saturating_sub(1);
                if in_hands && depth < 2 {
                    in_hands = false;
                    count = 0;
                }
            }
            b',' if in_hands && depth == 2 => expecting = true,
            _ => {}
        }
    }
    (in_hands && count > 0).then_some(count)
}

/// A JSON syntax error: the place once (file line and column), the hand when the error lies in
/// an element of the `hand` array.
#[cfg(feature = "card-files")]
fn json_error(text: &str, e: serde_json::Error) -> CardError {
    let full = e.to_string();
    let suffix = alloc::format!(" at line {} column {}", e.line(), e.column());
    let message = crate::error::bounded_message(full.strip_suffix(suffix.as_str()).unwrap_or(&full));
    let mut err = CardError::new(CardErrorKind::Syntax(message));
    err.file_line = Some(e.line());
    err.column = e.column();
    // serde_json counts the column in bytes from the start of the line.
    let line_start: usize = text.split_inclusive('\n').take(e.line().saturating_sub(1)).map(|l| l.len()).sum::<usize>();
    err.hand = json_hand_at(text, line_start + e.column());
    err
}

#[cfg(feature = "card-files")]
impl Card {
    /// Reads and compiles a TOML card file's text. `source` names the file in errors.
    ///
    /// ```
    /// use mahjong_core::american::Card;
    /// let text = "name = \"Mine\"\n[[hand]]\nsection = \"369\"\nnumber = 1\nvalue = 25\nlines = [\"333a 666a 9999a DDDDa\"]\n";
    /// assert_eq!(Card::from_toml_str(text, None).unwrap().form_count(), 3);
    /// let typo = text.replace("value", "valeu");
    /// let err = Card::from_toml_str(&typo, Some("mine.toml")).unwrap_err();
    /// assert_eq!((err.hand, err.file_line), (Some(1), Some(5)));
    /// assert!(err.to_string().starts_with("mine.toml: file line 5, column 1, hand 1 (369 #1): unknown field `valeu`"));
    /// ```
    pub fn from_toml_str(text: &str, source: Option<&str>) -> Result<Card, CardError> {
        check_size(text, source)?;
        let file = read_toml(text).map_err(|e| e.with_file(source))?;
        Card::compile(&file.name, &file.edition, file.hand).map_err(|e| e.with_file(source))
    }

    /// Reads and compiles a JSON card file's text (the same fields as TOML: `name`, `edition`,
    /// `hand`: a list of hands).
    ///
    /// ```
    /// use mahjong_core::american::Card;
    /// let json = r#"{"name": "Mine", "hand": [{"section": "369", "number": 1, "value": 25, "concealed": true,
    ///               "lines": ["XXXX0a XXXX0b XXXX0c FF"], "numbers": [3, 6, 9]}]}"#;
    /// let card = Card::from_json_str(json, None).unwrap();
    /// assert_eq!(card.form_count(), 18);
    /// ```
    pub fn from_json_str(text: &str, source: Option<&str>) -> Result<Card, CardError> {
        check_size(text, source)?;
        let file: CardFile = serde_json::from_str(text).map_err(|e| json_error(text, e).with_file(source))?;
        Card::compile(&file.name, &file.edition, file.hand).map_err(|e| e.with_file(source))
    }

    /// Reads and compiles a card file's text in `format`: [`Card::from_toml_str`] or
    /// [`Card::from_json_str`]. `source` names the file in errors.
    ///
    /// ```
    /// use mahjong_core::american::{Card, CardFormat};
    /// let card = Card::from_text(Card::sample_toml(), CardFormat::Toml, None).unwrap();
    /// assert_eq!(card.form_count(), Card::sample().form_count());
    /// let err = Card::from_text("{", CardFormat::Json, Some("c.json")).unwrap_err();
    /// assert_eq!(err.file.as_deref(), Some("c.json"));
    /// ```
    pub fn from_text(text: &str, format: CardFormat, source: Option<&str>) -> Result<Card, CardError> {
        match format {
            CardFormat::Toml => Card::from_toml_str(text, source),
            CardFormat::Json => Card::from_json_str(text, source),
        }
    }

    /// Lints a TOML or JSON card text (see [`Card::lint`]): the first errors (syntax stops at
    /// the first) and warnings, and the card made of the hands without errors (`None` after a
    /// syntax error). The text is read once; every error shares one copy of `source`.
    ///
    /// ```
    /// use mahjong_core::american::{Card, CardFormat, CardWarning};
    /// let text = "[[hand]]\nsection = \"369\"\nnumber = 1\nvalue = 25\nlines = [\"333a 666a 9999a DDDa\"]\n";
    /// let lint = Card::lint_str(text, CardFormat::Toml, Some("c.toml"));
    /// assert_eq!(lint.card.unwrap().hands().len(), 0);
    /// assert_eq!(lint.errors[0].to_string(), "c.toml: hand 1 (369 #1), line 1, column 21: the line has 13 tiles; a line has exactly 14");
    /// let json = r#"{"hand": [{"section": "369", "number": 1, "value": 25, "lines": ["333a 666a 9999a DDDDa"]},
    ///                         {"section": "369", "number": 1, "value": 30, "lines": ["3333a 666a 999a DDDDa"]}]}"#;
    /// let w = Card::lint_str(json, CardFormat::Json, None).warnings;
    /// assert!(matches!(w[..], [CardWarning::DuplicateHand { first: 1, second: 2, .. }]));
    /// assert!(Card::lint_str(Card::sample_toml(), CardFormat::Toml, None).warnings.is_empty());
    /// ```
    pub fn lint_str(text: &str, format: CardFormat, source: Option<&str>) -> CardLint {
        let source: Option<Arc<str>> = source.map(Arc::from);
        let fail = |e: CardError| CardLint { errors: alloc::vec![e.with_shared_file(&source)], ..CardLint::default() };
        if text.len() > MAX_CARD_BYTES {
            return fail(CardError::new(CardErrorKind::TooLarge));
        }
        let file: Result<CardFile, CardError> = match format {
            CardFormat::Toml => read_toml(text),
            CardFormat::Json => serde_json::from_str(text).map_err(|e| json_error(text, e)),
        };
        match file {
            Err(e) => fail(e),
            Ok(f) => {
                let mut lint = Card::lint(&f.name, &f.edition, f.hand);
                for e in &mut lint.errors {
                    e.file.clone_from(&source);
                }
                lint
            }
        }
    }

    /// The card as TOML text (the card file format).
    ///
    /// ```
    /// use mahjong_core::american::Card;
    /// let again = Card::from_toml_str(&Card::sample().to_toml(), None).unwrap();
    /// assert_eq!(again.form_count(), Card::sample().form_count());
    /// ```
    pub fn to_toml(&self) -> String {
        let file = CardFile { name: self.name.clone(), edition: self.edition.clone(), hand: self.hands.clone() };
        toml::to_string(&file).unwrap_or_default()
    }

    /// The text of the embedded sample card, `cards/sample-2026.toml`.
    ///
    /// ```
    /// assert!(mahjong_core::american::Card::sample_toml().contains("[[hand]]"));
    /// ```
    pub fn sample_toml() -> &'static str {
        SAMPLE_TOML
    }
}

/// The embedded sample card (our own, not the League's).
#[cfg(feature = "card-files")]
const SAMPLE_TOML: &str = include_str!("../../cards/sample-2026.toml");

#[cfg(feature = "card-files")]
crate::name::names! {
    /// The format of a card file.
    ///
    /// ```
    /// use mahjong_core::american::CardFormat;
    /// assert_eq!(CardFormat::from_path("my.json"), CardFormat::Json);
    /// assert_eq!(CardFormat::from_path("my.toml"), CardFormat::Toml);
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum CardFormat: "card format" {
        /// TOML (the default).
        Toml => "toml",
        /// JSON with the same fields.
        Json => "json",
    }
}

#[cfg(feature = "card-files")]
impl CardFormat {
    /// JSON for names ending in `.json` (any case), TOML otherwise.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::CardFormat::from_path("C.JSON"), mahjong_core::american::CardFormat::Json);
    /// ```
    pub fn from_path(path: &str) -> CardFormat {
        if path.to_ascii_lowercase().ends_with(".json") { CardFormat::Json } else { CardFormat::Toml }
    }
}

#[cfg(feature = "std")]
impl Card {
    /// Loads a card file: JSON if the name ends in `.json`, TOML otherwise. Errors name the path.
    ///
    /// ```
    /// let err = mahjong_core::american::Card::load("/no/such/card.toml").unwrap_err();
    /// assert_eq!(err.file.as_deref(), Some("/no/such/card.toml"));
    /// ```
    pub fn load(path: impl AsRef<std::path::Path>) -> Result<Card, CardError> {
        let path = path.as_ref();
        let name = path.display().to_string();
        let text = Card::read_file(path)?;
        Card::from_text(&text, CardFormat::from_path(&name), Some(&name))
    }

    /// Reads a card file's text, at most [`MAX_CARD_BYTES`] of it: a longer file (or an endless
    /// one such as `/dev/zero`) is [`CardErrorKind::TooLarge`], an unreadable or non-UTF-8 one
    /// [`CardErrorKind::Io`]. Errors name the path (shown lossily when it is not UTF-8).
    ///
    /// ```
    /// use mahjong_core::american::{Card, CardErrorKind};
    /// let err = Card::read_file("/dev/zero").unwrap_err();
    /// assert_eq!(err.kind, CardErrorKind::TooLarge);
    /// assert_eq!(err.to_string(), "/dev/zero: card file larger than 256 KiB (the cap is 262144 bytes)");
    /// ```
    pub fn read_file(path: impl AsRef<std::path::Path>) -> Result<String, CardError> {
        use std::io::Read;
        let path = path.as_ref();
        let name = path.display().to_string();
        let fail = |kind| CardError::new(kind).with_file(Some(&name));
        let io = |e: std::io::Error| fail(CardErrorKind::Io(e.to_string()));
        let file = std::fs::File::open(path).map_err(io)?;
        let declared = file.metadata().map_err(io)?.len();
        if declared > MAX_CARD_BYTES as u64 {
            return Err(fail(CardErrorKind::TooLarge));
        }
        // Special files report a length of 0 whatever they hold: read one byte past the cap.
        let mut bytes = Vec::with_capacity(declared as usize);
        file.take(MAX_CARD_BYTES as u64 + 1).read_to_end(&mut bytes).map_err(io)?;
        if bytes.len() > MAX_CARD_BYTES {
            return Err(fail(CardErrorKind::TooLarge));
        }
        String::from_utf8(bytes).map_err(|e| {
            fail(CardErrorKind::Io(alloc::format!(
                "the file is not UTF-8 text (byte {})",
                e.utf8_error().valid_up_to()
            )))
        })
    }

    /// The embedded sample card, compiled once.
    ///
    /// ```
    /// let card = mahjong_core::american::Card::sample();
    /// assert!(card.hands().len() >= 50);
    /// ```
    pub fn sample() -> &'static Card {
        static SAMPLE: std::sync::OnceLock<Card> = std::sync::OnceLock::new();
        SAMPLE.get_or_init(|| {
            // The shipped card is checked by the tests; a failure here is a build defect.
            Card::from_toml_str(SAMPLE_TOML, Some("cards/sample-2026.toml")).expect("the sample card compiles")
        })
    }
}

#[cfg(all(test, feature = "card-files"))]
mod tests {
    use super::{CardFile, quick_toml};
    use alloc::string::ToString;

    /// The reference: the `toml` crate's reading, or `None` when it refuses the text.
    fn by_crate(text: &str) -> Option<CardFile> {
        toml::from_str(text).ok()
    }

    #[test]
    fn the_quick_reader_reads_the_sample_card_as_the_toml_crate_does() {
        let text = super::SAMPLE_TOML;
        let quick = quick_toml(text).expect("the sample card is in the plain layout");
        assert_eq!(Some(&quick), by_crate(text).as_ref());
        assert!(quick.hand.len() >= 50);
    }

    #[test]
    fn the_quick_reader_reads_every_layout_it_takes_as_the_toml_crate_does() {
        let cases = [
            "",
            "name = \"x\"",
            "name=\"x\"\nedition=\"\"",
            "# only a comment",
            "[[hand]]\nsection = \"s\"\nnumber = 0\nvalue = 999999999\nlines = []",
            "[[hand]]\nsection = \"s\"\nnumber = 1\nvalue = 25\nlines = [\"FF 2026a\"]\nnumbers = [1, 3,\n 9, # odd\n]",
            "  [[hand]]   # hand\n\tsection = \"s é\" # c\nnumber = 1\nvalue = 25\nconcealed = false\nlines = [\n\"a\",\n\"b\"\n]\nnumbers = \"odd\"",
            "[[hand]]\nsection = \"s\"\nnumber = 1\nvalue = 25\nlines = [\"a\"]\n[[hand]]\nsection = \"t\"\nnumber = 2\nvalue = 30\ntext = \"\"\nlines = [\"b\"]\nnumbers = []",
            // Outside the quick reader's layout or invalid: the crate decides.
            "name = 'x'",
            "name = \"a\\tb\"",
            "name = \"\"\"x\"\"\"",
            "name = \"x\"\nname = \"y\"",
            "names = \"x\"",
            "hand = []",
            "[hand]\nsection = \"s\"",
            "[[hand]]\nsection = \"s\"\nnumber = 01\nvalue = 25\nlines = [\"a\"]",
            "[[hand]]\nsection = \"s\"\nnumber = +1\nvalue = 25\nlines = [\"a\"]",
            "[[hand]]\nsection = \"s\"\nnumber = 1_0\nvalue = 25\nlines = [\"a\"]",
            "[[hand]]\nsection = \"s\"\nnumber = 1.0\nvalue = 25\nlines = [\"a\"]",
            "[[hand]]\nsection = \"s\"\nnumber = 1\nvalue = 4294967296\nlines = [\"a\"]",
            "[[hand]]\nsection = \"s\"\nnumber = 1\nvalue = 25\nlines = [\"a\" \"b\"]",
            "[[hand]]\nsection = \"s\"\nnumber = 1\nvalue = 25\nlines = [\"a\",,]",
            "[[hand]]\nsection = \"s\"\nnumber = 1\nvalue = 25\nlines = [\"a\"]\nnumbers = [0]",
            "[[hand]]\nsection = \"s\"\nnumber = 1\nvalue = 25\nlines = [\"a\"]\nnumbers = [1,2,3,4,5,6,7,8,9,1]",
            "[[hand]]\nsection = \"s\"\nnumber = 1\nvalue = 25\nlines = [\"a\"]\nnumbers = \"all\"",
            "[[hand]]\nsection = \"s\"\nnumber = 1\nvalue = 25",
            "[[hand]]\r\nsection = \"s\"\r\nnumber = 1\r\nvalue = 25\r\nlines = [\"a\"]\r\n",
            "[[hand]]\nsection = \"s\"\nnumber = 1\nvalue = 25\nlines = [\"a\"]\nconcealed = truee",
            "[[hand]]\nsection = \"s\"\nnumber = 1 value = 25\nlines = [\"a\"]",
        ];
        for text in cases {
            if let Some(quick) = quick_toml(text) {
                assert_eq!(Some(quick), by_crate(text), "{text:?}");
            }
        }
        // The plain layouts above are taken.
        for text in &cases[..8] {
            assert!(quick_toml(text).is_some(), "{text:?}");
        }
    }

    /// Thousands of edits of the sample card (a character deleted, replaced or inserted, from
    /// those TOML gives a meaning to): whatever the quick reader takes, the crate reads alike.
    #[test]
    fn the_quick_reader_agrees_with_the_toml_crate_on_edits_of_the_sample_card() {
        let text = super::SAMPLE_TOML;
        let chars = [
            '"', '\'', '[', ']', ',', '#', '\n', ' ', '=', '0', '1', '9', 'a', '\\', '.', '_', '-', '+', '\r', '\t',
            'x',
        ];
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n as u64) as usize
        };
        let (mut taken, mut left) = (0, 0);
        for _ in 0..3000 {
            let mut edited = text.to_string();
            for _ in 0..1 + next(3) {
                let mut at = next(edited.len());
                while !edited.is_char_boundary(at) {
                    at -= 1;
                }
                let c = chars[next(chars.len())];
                match next(3) {
                    0 => {
                        edited.remove(at);
                    }
                    1 => {
                        edited.remove(at);
                        edited.insert(at, c);
                    }
                    _ => edited.insert(at, c),
                }
            }
            match quick_toml(&edited) {
                Some(quick) => {
                    taken += 1;
                    assert_eq!(Some(quick), by_crate(&edited), "{edited}");
                }
                None => left += 1,
            }
        }
        // Both paths are exercised: many edits keep the plain layout, many leave it.
        assert!(taken > 300 && left > 300, "taken {taken}, left {left}");
    }
}
