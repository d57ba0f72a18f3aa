//! Many hands in one run: `mahjong check -` (standard input) or `mahjong check --file FILE` read
//! one hand per line and print one result per line, as text or, with `--json`, as JSON Lines.
//!
//! Blank lines and lines whose first non-blank character is `#` are skipped. A line that cannot
//! be read gives an error line naming its line and column (column 0: the hand as a whole) and the
//! run goes on. The exit code is 0 when every line was read, 2 when any line failed.
use crate::common::{Failure, Output};
use serde_json::{Map, Value, json};
use std::io::{BufRead, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};

/// The help text of every command that reads many hands.
pub const HELP: &str = "Many hands: with \"-\" as the hand (standard input) or --file FILE, each \
line is one hand; blank lines and lines starting with # are skipped. Each hand gives one line of \
output: \"line N: HAND => RESULT\", or with --json one JSON object per line (JSON Lines) with \
\"line\" (the input line number), \"input\" and the result. A line that cannot be read gives \
\"line N, column C: error: ...\" (with --json: \"line\", \"column\", \"input\", \"error\"; \
column 0 means the hand as a whole) and the run goes on. Exit status: 0 when every line was \
read, 2 when any line failed.";

/// Where a batch comes from: `-` as the hand means standard input, `--file FILE` a file.
pub enum Source<'a> {
    Stdin,
    File(&'a Path),
}

/// The hand argument of a command that also reads many hands: one hand, `-` for standard input,
/// or `--file FILE`.
#[derive(clap::Args, Debug)]
pub struct Hands {
    /// The hand (examples in --help); "-" reads one hand per line from standard input.
    #[arg(required_unless_present = "file", conflicts_with = "file")]
    hand: Option<String>,
    /// Read one hand per line from FILE and print one result per line (see "Many hands" below).
    #[arg(long, value_name = "FILE", value_parser = clap::value_parser!(PathBuf))]
    file: Option<PathBuf>,
}

impl Hands {
    /// The batch source, if the arguments ask for one (`-` as the hand, or `--file`).
    pub fn source(&self) -> Option<Source<'_>> {
        match (self.hand.as_deref(), self.file.as_ref()) {
            (_, Some(f)) => Some(Source::File(f)),
            (Some("-"), None) => Some(Source::Stdin),
            _ => None,
        }
    }

    /// The one hand's text (empty when a batch is read).
    pub fn text(&self) -> &str {
        self.hand.as_deref().unwrap_or_default()
    }
}

/// A line that could not be used: the 1-based column (0 for the hand as a whole) and why.
pub struct LineError {
    pub column: usize,
    pub message: String,
}

impl LineError {
    /// An error about the hand as a whole (tile count, a rule the hand breaks).
    pub fn whole(message: impl ToString) -> LineError {
        LineError { column: 0, message: message.to_string() }
    }
}

impl From<mahjong_core::ParseError> for LineError {
    fn from(e: mahjong_core::ParseError) -> LineError {
        LineError { column: e.column, message: e.kind.to_string() }
    }
}

/// The result for one line: its text (one line, without the line number) and its JSON fields.
pub struct LineResult {
    pub text: String,
    pub json: Map<String, Value>,
}

/// Reads the source line by line, calls `one` on each hand and writes one result per line to
/// standard output. Returns exit code 0 when every line was read, 2 when any line failed.
pub fn run(
    source: Source<'_>,
    as_json: bool,
    mut one: impl FnMut(&str) -> Result<LineResult, LineError>,
) -> Result<Output, Failure> {
    let reader: Box<dyn Read> = match source {
        Source::Stdin => Box::new(std::io::stdin().lock()),
        Source::File(path) => Box::new(
            std::fs::File::open(path).map_err(|e| Failure::input(format!("cannot read {}: {e}", path.display())))?,
        ),
    };
    let mut reader = BufReader::with_capacity(1 << 16, reader);
    let stdout = std::io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut bytes = Vec::new();
    let mut number = 0usize;
    let mut failed = false;
    loop {
        bytes.clear();
        let n = reader.read_until(b'\n', &mut bytes).map_err(|e| Failure::input(format!("cannot read input: {e}")))?;
        if n == 0 {
            break;
        }
        number += 1;
        while matches!(bytes.last(), Some(b'\n' | b'\r')) {
            bytes.pop();
        }
        let outcome = match std::str::from_utf8(&bytes) {
            Ok(text) => {
                let trimmed = text.trim();
                if trimmed.is_empty() || trimmed.starts_with('#') {
                    continue;
                }
                one(text).map(|r| (text, r))
            }
            Err(e) => {
                let valid = &bytes[..e.valid_up_to()];
                let column = String::from_utf8_lossy(valid).chars().count() + 1;
                Err(LineError { column, message: "the line is not UTF-8".to_string() })
            }
        };
        let written = match outcome {
            Ok((text, r)) => {
                if as_json {
                    let mut object = Map::with_capacity(r.json.len() + 2);
                    object.insert("line".into(), json!(number));
                    object.insert("input".into(), json!(text));
                    object.extend(r.json);
                    serde_json::to_writer(&mut out, &Value::Object(object))
                        .map_err(std::io::Error::other)
                        .and_then(|()| out.write_all(b"\n"))
                } else {
                    writeln!(out, "line {number}: {} => {}", text.trim(), r.text)
                }
            }
            Err(e) => {
                failed = true;
                if as_json {
                    let input = String::from_utf8_lossy(&bytes);
                    writeln!(
                        out,
                        "{}",
                        json!({ "line": number, "column": e.column, "input": input, "error": e.message })
                    )
                } else if e.column == 0 {
                    writeln!(out, "line {number}: error: {}", e.message)
                } else {
                    writeln!(out, "line {number}, column {}: error: {}", e.column, e.message)
                }
            }
        };
        if written.is_err() {
            // A closed pipe (`mahjong check --file … | head`): stop reading, as a filter does.
            return Ok(Output { text: String::new(), code: if failed { 2 } else { 0 } });
        }
    }
    let _ = out.flush();
    Ok(Output { text: String::new(), code: if failed { 2 } else { 0 } })
}
