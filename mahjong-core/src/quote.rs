//! Input text as error messages quote it: a window of at most [`MESSAGE_WINDOW`] characters,
//! control characters escaped. Public as [`crate::error::Window`], [`crate::error::Quoted`] and
//! [`crate::error::MESSAGE_WINDOW`]; a module of its own so that every error type (a parse error,
//! an unknown name) can quote input without depending on another's module.

use core::fmt;

/// The most characters of input an error message quotes: longer input is shown as a window of
/// this many characters (with `…` where it is cut), so a message stays a few hundred bytes
/// whatever the input.
pub const MESSAGE_WINDOW: usize = 60;

/// Writes one character of quoted input: control characters escaped as Rust escapes them
/// (`\n`, `\u{1b}`), so input can never write into a terminal or a log line.
pub(crate) fn write_escaped(f: &mut fmt::Formatter<'_>, c: char) -> fmt::Result {
    if c.is_control() {
        for e in c.escape_debug() {
            fmt::Write::write_char(f, e)?;
        }
        Ok(())
    } else {
        fmt::Write::write_char(f, c)
    }
}

/// Input text as an error message shows it: whole when it has at most [`MESSAGE_WINDOW`]
/// characters, else its first ones followed by `…` and the length; control characters
/// escaped. [`Window::tail`] keeps the end instead (for file paths, whose end names the file).
///
/// ```
/// use mahjong_core::error::Window;
/// assert_eq!(Window::head("abc\u{1b}[2J").to_string(), "abc\\u{1b}[2J");
/// let long = "x".repeat(1 << 20);
/// assert_eq!(Window::head(&long).to_string(), format!("{}… (1048576 characters)", "x".repeat(60)));
/// let path = Window::tail(&format!("/{long}/card.toml")).to_string();
/// assert!(path.starts_with('…') && path.ends_with("x/card.toml") && path.chars().count() == 60);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Window<'a> {
    text: &'a str,
    tail: bool,
}

impl<'a> Window<'a> {
    /// The start of `text`.
    pub const fn head(text: &'a str) -> Window<'a> {
        Window { text, tail: false }
    }

    /// The end of `text`, `…` before it when cut.
    pub const fn tail(text: &'a str) -> Window<'a> {
        Window { text, tail: true }
    }
}

impl fmt::Display for Window<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Count at most one character past the window: the text may be megabytes long.
        let long = self.text.chars().nth(MESSAGE_WINDOW).is_some();
        if !long {
            return self.text.chars().try_for_each(|c| write_escaped(f, c));
        }
        if self.tail {
            f.write_str("…")?;
            let start = self.text.char_indices().rev().nth(MESSAGE_WINDOW - 2).map_or(0, |(i, _)| i);
            self.text[start..].chars().try_for_each(|c| write_escaped(f, c))
        } else {
            self.text.chars().take(MESSAGE_WINDOW).try_for_each(|c| write_escaped(f, c))?;
            write!(f, "… ({} characters)", self.text.chars().count())
        }
    }
}

/// Input text in double quotes as an error message quotes it: a [`Window::head`] of it.
///
/// ```
/// use mahjong_core::error::Quoted;
/// assert_eq!(format!("unknown rules {}", Quoted("ri\u{1b}chi")), "unknown rules \"ri\\u{1b}chi\"");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Quoted<'a>(pub &'a str);

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\"{}\"", Window::head(self.0))
    }
}
