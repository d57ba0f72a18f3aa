//! Reads hands, one per line, and prints each one's MCR score: `total|fan_points|Fan=count,...`
//! or `error|message`; a line `away HAND` prints the five tiles-away numbers. Used by the quick
//! debugging scripts `benches/python/compare_mcr_lines.py` and `compare_mcr_away_lines.py` (the
//! Python face does the same through `benches/python/compare_mcr.py`).
use mahjong_core::{Hand, mcr};
use std::io::{BufRead, Write};

fn main() {
    let stdin = std::io::stdin();
    let mut out = std::io::BufWriter::new(std::io::stdout());
    for line in stdin.lock().lines() {
        let line = line.unwrap();
        if let Some(rest) = line.strip_prefix("away ") {
            match Hand::parse(rest)
                .map_err(|e| e.to_string())
                .and_then(|h| mcr::tiles_away(&h).map_err(|e| e.to_string()))
            {
                Ok(a) => {
                    let f = |x: Option<i8>| x.map_or("-".to_string(), |n| n.to_string());
                    writeln!(
                        out,
                        "{}|{}|{}|{}|{}",
                        a.regular(),
                        f(a.seven_pairs()),
                        f(a.thirteen_orphans()),
                        f(a.honors_and_knitted()),
                        f(a.knitted_straight())
                    )
                    .unwrap();
                }
                Err(e) => writeln!(out, "error|{e}").unwrap(),
            }
            continue;
        }
        match Hand::parse(&line).map_err(|e| e.to_string()).and_then(|h| mcr::score(&h).map_err(|e| e.to_string())) {
            Ok(s) => {
                let fans: Vec<String> = s.fans().map(|(f, n)| format!("{}={}", f.number(), n)).collect();
                writeln!(out, "{}|{}|{}", s.total(), s.fan_points(), fans.join(",")).unwrap();
            }
            Err(e) => writeln!(out, "error|{e}").unwrap(),
        }
    }
}
