//! Runs the `mahjong` binary as a user would. Shared by every CLI test file (each uses a part).
#![allow(dead_code)]
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn parts(out: Output) -> (i32, String, String) {
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).expect("utf-8 stdout"),
        String::from_utf8(out.stderr).expect("utf-8 stderr"),
    )
}

/// Runs `mahjong ARGS…`; returns (exit code, stdout, stderr).
pub fn mahjong(args: &[&str]) -> (i32, String, String) {
    parts(Command::new(env!("CARGO_BIN_EXE_mahjong")).args(args).output().expect("run mahjong"))
}

/// Runs `mahjong ARGS…` with `input` on standard input; returns (exit code, stdout, stderr).
pub fn mahjong_stdin(args: &[&str], input: &[u8]) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mahjong"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run mahjong");
    child.stdin.take().unwrap().write_all(input).unwrap();
    parts(child.wait_with_output().unwrap())
}

/// Runs `mahjong --json ARGS…`, which must succeed, and reads its JSON output.
pub fn json(args: &[&str]) -> serde_json::Value {
    let mut all = vec!["--json"];
    all.extend_from_slice(args);
    let (code, out, err) = mahjong(&all);
    assert_eq!(code, 0, "{args:?}: {err}");
    serde_json::from_str(&out).expect("JSON output")
}

/// Writes `bytes` to a file named for this test run (`tag`, the process, `name`) in the temporary
/// folder; returns its path.
pub fn temp_file(tag: &str, name: &str, bytes: &[u8]) -> String {
    let path = std::env::temp_dir().join(format!("mahjong-cli-{tag}-{}-{name}", std::process::id()));
    std::fs::write(&path, bytes).unwrap();
    path.to_str().unwrap().to_string()
}

/// Runs `mahjong ARGS…`, which must exit 0; returns its standard output.
pub fn ok(args: &[&str]) -> String {
    run(args, 0)
}

/// Runs `mahjong ARGS…`, which must exit 0 and write nothing to standard error; returns its
/// standard output.
pub fn quiet(args: &[&str]) -> String {
    let (code, out, err) = mahjong(args);
    assert_eq!((code, err.as_str()), (0, ""), "{args:?}");
    out
}

/// Runs `mahjong ARGS…`, which must exit with `code`; returns its standard output.
pub fn run(args: &[&str], code: i32) -> String {
    let (got, out, err) = mahjong(args);
    assert_eq!(got, code, "{args:?}: {err}");
    out
}

/// Runs `mahjong ARGS…`, which must exit with `code`; returns its standard error.
pub fn fails(args: &[&str], code: i32) -> String {
    let (got, _, err) = mahjong(args);
    assert_eq!(got, code, "{args:?}: {err}");
    err
}

/// Asserts that `text` starts with `head`, showing `text` when it does not.
pub fn assert_starts(text: &str, head: &str) {
    assert!(text.starts_with(head), "{text}");
}
