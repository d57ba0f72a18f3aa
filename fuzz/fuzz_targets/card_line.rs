//! Any text as a card line: `Line::parse` never panics, and a parsed line has at most 14 groups,
//! each with at least one alternative of the group's size.
#![no_main]
use libfuzzer_sys::fuzz_target;
use mahjong_core::american::Line;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let _ = Line::parse_exact(text);
    let Ok(line) = Line::parse(text) else { return };
    assert!(line.group_count() <= 14, "{text:?}");
    let mut tiles = 0;
    for g in 0..line.group_count() {
        let group = line.group(g);
        assert!(!group.alternatives().is_empty(), "{text:?}");
        for alt in group.alternatives() {
            assert_eq!(alt.glyphs().len(), group.size(), "{text:?}: alternatives of a group have one size");
        }
        tiles += group.size();
    }
    assert_eq!(tiles, line.tile_count(), "{text:?}");
});
