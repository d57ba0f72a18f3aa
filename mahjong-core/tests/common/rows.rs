//! The rule rows' file format (`tests/rows/README.md`), read by the Rust face (`tests/rows.rs`)
//! and the CLI face (`mahjong-cli/tests/rows.rs`).

use std::path::{Path, PathBuf};

/// The lower snake case of a Rust variant name: `MahJong` -> `mah_jong`.
pub fn snake(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

pub enum Expect {
    Answer(String),
    Error(String),
}

pub struct Row {
    pub at: String,
    pub rule: String,
    pub table: String,
    pub inputs: Vec<(String, String)>,
    pub expect: Expect,
}

pub fn parse_rows(path: &Path) -> Vec<Row> {
    let text = std::fs::read_to_string(path).unwrap();
    let file = path.file_name().unwrap().to_string_lossy().into_owned();
    let mut rows = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let at = format!("{file}:{}", i + 1);
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        assert!(fields.len() >= 3, "{at}: a row needs a rule, a table and an answer");
        let mut inputs = Vec::new();
        for f in &fields[2..] {
            let (k, v) = f.split_once('=').unwrap_or_else(|| panic!("{at}: {f:?} is not key=value"));
            let (k, v) = (k.trim().to_string(), v.trim().to_string());
            assert!(inputs.iter().all(|(seen, _)| *seen != k), "{at}: key {k} given twice");
            inputs.push((k, v));
        }
        let (k, v) = inputs.pop().unwrap();
        let expect = match k.as_str() {
            "expect" => Expect::Answer(v),
            "error" => Expect::Error(v),
            _ => panic!("{at}: the last field must be expect= or error=, not {k}="),
        };
        rows.push(Row { at, rule: fields[0].to_string(), table: fields[1].to_string(), inputs, expect });
    }
    rows
}

/// Every `*.rows` file of `dir`, sorted by name.
pub fn row_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "rows"))
        .collect();
    files.sort();
    files
}
