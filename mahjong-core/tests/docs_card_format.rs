//! Every example of docs/card-format.md loads or fails as the page says. The page marks its
//! examples by the fenced block's info string:
//!
//! - `toml card`, `json card`: a card file that loads;
//! - `toml bad-card`, `json bad-card`: a card file that fails, followed by a `text` block holding
//!   the error message exactly;
//! - `text lines`: line strings, each the only line of a one-hand card that compiles;
//! - `text bad-lines`: `LINE → column C: MESSAGE`, the error of compiling that line;
//! - `text sample-matches`: `HAND → SECTION #N` (or `no line`), the best line of the sample card;
//! - `text hands`: hands in American notation that parse.
//!
//! Any other fenced block fails the test, so no example escapes it. (Excluded from the crate
//! package: the page lives in the repository, not in the crate.)
use mahjong_core::Hand;
use mahjong_core::american::{Card, HandSpec};

struct Block {
    info: String,
    body: String,
    /// 1-based line of the opening fence, for messages.
    at: usize,
}

fn blocks(page: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut open: Option<Block> = None;
    for (i, line) in page.lines().enumerate() {
        match (&mut open, line.strip_prefix("```")) {
            (None, Some(info)) => open = Some(Block { info: info.trim().to_string(), body: String::new(), at: i + 1 }),
            (Some(_), Some("")) => out.push(open.take().unwrap()),
            (Some(b), _) => {
                b.body.push_str(line);
                b.body.push('\n');
            }
            (None, None) => {}
        }
    }
    assert!(open.is_none(), "a fenced block is not closed");
    out
}

fn load(format: &str, text: &str) -> Result<Card, String> {
    match format {
        "toml" => Card::from_toml_str(text, None),
        "json" => Card::from_json_str(text, None),
        other => panic!("unknown card format {other}"),
    }
    .map_err(|e| e.to_string())
}

/// The lines of a block that hold an example (blank lines skipped).
fn rows(body: &str) -> impl Iterator<Item = &str> {
    body.lines().map(str::trim).filter(|l| !l.is_empty())
}

#[test]
fn every_example_of_the_card_format_page_loads_or_fails_as_it_says() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/card-format.md");
    let page = std::fs::read_to_string(path).expect("docs/card-format.md");
    let blocks = blocks(&page);
    let mut counts = std::collections::BTreeMap::<String, usize>::new();
    let mut i = 0;
    while i < blocks.len() {
        let b = &blocks[i];
        let info = b.info.as_str();
        let at = b.at;
        match info {
            "toml card" | "json card" => {
                let card = load(&info[..4], &b.body).unwrap_or_else(|e| panic!("line {at}: {e}"));
                assert!(card.line_count() > 0, "line {at}");
            }
            "toml bad-card" | "json bad-card" => {
                let err = load(&info[..4], &b.body).err().unwrap_or_else(|| panic!("line {at}: the card loads"));
                let expected = blocks
                    .get(i + 1)
                    .filter(|n| n.info == "text")
                    .unwrap_or_else(|| panic!("line {at}: a bad card is followed by a text block with its error"));
                assert_eq!(err, expected.body.trim_end(), "line {at}");
                i += 1;
            }
            "text lines" => {
                for line in rows(&b.body) {
                    let spec = HandSpec::new("Doc", 1, 25, false, &[line]);
                    if let Err(e) = Card::compile("Doc", "2026", vec![spec]) {
                        panic!("line {at}: {line:?} does not compile: {e}");
                    }
                }
            }
            "text bad-lines" => {
                for row in rows(&b.body) {
                    let (line, expected) = row.split_once(" → ").expect("LINE → ERROR");
                    let spec = HandSpec::new("Doc", 1, 25, false, &[line]);
                    let e =
                        Card::compile("Doc", "2026", vec![spec]).err().unwrap_or_else(|| panic!("{line:?} compiles"));
                    assert_eq!(format!("column {}: {}", e.column, e.kind), expected, "line {at}: {line:?}");
                }
            }
            "text sample-matches" => {
                for row in rows(&b.body) {
                    let (hand, expected) = row.split_once(" → ").expect("HAND → LINE");
                    let hand = Hand::parse(hand).unwrap_or_else(|e| panic!("{hand:?}: {e}"));
                    let found = match Card::sample().match_hand(&hand) {
                        Some(m) => format!("{} #{}", m.section(), m.number()),
                        None => "no line".to_string(),
                    };
                    assert_eq!(found, expected, "line {at}: {row:?}");
                }
            }
            "text hands" => {
                for hand in rows(&b.body) {
                    Hand::parse(hand).unwrap_or_else(|e| panic!("line {at}: {hand:?}: {e}"));
                }
            }
            other => panic!("line {at}: fenced block {other:?} is not a checked example"),
        }
        *counts.entry(info.to_string()).or_default() += 1;
        i += 1;
    }
    // The page keeps at least these examples (so a broken fence cannot hide them all).
    for (kind, least) in [
        ("toml card", 1),
        ("json card", 1),
        ("toml bad-card", 4),
        ("json bad-card", 1),
        ("text lines", 1),
        ("text bad-lines", 1),
        ("text sample-matches", 1),
        ("text hands", 1),
    ] {
        assert!(counts.get(kind).copied().unwrap_or(0) >= least, "{kind}: {counts:?}");
    }
}

/// Both cards of the page are the same card: the TOML and JSON readers agree on it.
#[test]
fn the_toml_and_json_cards_of_the_page_are_the_same() {
    let page = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/card-format.md")).unwrap();
    let blocks = blocks(&page);
    let toml = blocks.iter().find(|b| b.info == "toml card").unwrap();
    let json = blocks.iter().find(|b| b.info == "json card").unwrap();
    let (a, b) = (load("toml", &toml.body).unwrap(), load("json", &json.body).unwrap());
    assert_eq!(a.to_toml(), b.to_toml());
    // Four lines (the 2468 hand has two). Forms: the run takes odd n only, n = 1, 3, 5 (n + 3
    // stays within 9), in each of 3 suits: 9; the winds-and-year hand gives its two letters two
    // different suits: 3 × 2 = 6; each 2468 line likewise 6, so 12 for the hand.
    assert_eq!(a.line_count(), 4);
    let forms: Vec<usize> = a.form_counts().map(|f| f.forms).collect();
    assert_eq!(forms, [9, 6, 12]);
}
