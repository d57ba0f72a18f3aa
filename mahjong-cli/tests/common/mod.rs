//! Runs the `mahjong` binary as a user would.
use std::process::Command;

/// Runs `mahjong ARGS…`; returns (exit code, stdout, stderr).
pub fn mahjong(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_mahjong")).args(args).output().expect("run mahjong");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).expect("utf-8 stdout"),
        String::from_utf8(out.stderr).expect("utf-8 stderr"),
    )
}
