//! Benchmarks for mahjong-core live in `benches/`; see BENCHMARKS.md for the commands and figures.
