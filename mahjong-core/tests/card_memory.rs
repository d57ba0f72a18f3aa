//! The memory budget for reading cards: reading, compiling or linting any card text peaks under
//! 64 MiB plus 4 times the text's size, whatever the text, and every message stays a few hundred
//! bytes. Peak memory is measured with a counting global allocator on the worst inputs known:
//! many empty hands read through a long path, megabytes of TOML integers, millions of `numbers`
//! entries, a key of megabytes, and the text shapes that cost the TOML reader most per byte
//! (line breaks, dotted keys, nested arrays, inline tables), each at the byte cap and far past it.

use mahjong_core::american::{Card, CardFormat, MAX_CARD_BYTES, MAX_HANDS, MAX_LINT_PROBLEMS};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

struct Peak;
static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);
/// One measurement at a time (the test harness runs tests on several threads).
static ONE: Mutex<()> = Mutex::new(());

unsafe impl GlobalAlloc for Peak {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let now = LIVE.fetch_add(layout.size(), Ordering::SeqCst) + layout.size();
        PEAK.fetch_max(now, Ordering::SeqCst);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::SeqCst);
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size > layout.size() {
            let now = LIVE.fetch_add(new_size - layout.size(), Ordering::SeqCst) + new_size - layout.size();
            PEAK.fetch_max(now, Ordering::SeqCst);
        } else {
            LIVE.fetch_sub(layout.size() - new_size, Ordering::SeqCst);
        }
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Peak = Peak;

const MIB: usize = 1 << 20;

/// Bytes allocated at the peak of `f`, above what was live before it.
fn peak_of<R>(f: impl FnOnce() -> R) -> (usize, R) {
    let base = LIVE.load(Ordering::SeqCst);
    PEAK.store(base, Ordering::SeqCst);
    let r = f();
    (PEAK.load(Ordering::SeqCst) - base, r)
}

/// Reads, compiles and lints `text` both ways (TOML and JSON) with `source` as its name, and
/// checks each against the budget and each message's length. Returns the largest peak.
fn within_budget(what: &str, text: &str, source: &str) -> usize {
    let budget = 64 * MIB + 4 * text.len();
    let mut worst = 0;
    for format in [CardFormat::Toml, CardFormat::Json] {
        let (peak, messages) = peak_of(|| {
            let read = match format {
                CardFormat::Toml => Card::from_toml_str(text, Some(source)),
                CardFormat::Json => Card::from_json_str(text, Some(source)),
            };
            let mut messages: Vec<String> = read.err().map(|e| e.to_string()).into_iter().collect();
            let lint = Card::lint_str(text, format, Some(source));
            assert!(lint.errors.len() <= MAX_LINT_PROBLEMS && lint.warnings.len() <= MAX_LINT_PROBLEMS);
            messages.extend(lint.errors.iter().map(|e| e.to_string()));
            messages.extend(lint.warnings.iter().map(|w| w.to_string()));
            messages
        });
        assert!(peak < budget, "{what} ({format:?}, {} bytes): peak {peak} bytes, budget {budget}", text.len());
        for m in &messages {
            assert!(m.len() <= 400, "{what} ({format:?}): a {}-byte message: {}…", m.len(), &m[..200]);
        }
        worst = worst.max(peak);
    }
    worst
}

/// `n` copies of `unit`, joined by `sep`, as long as fits in `bytes`.
fn fill(unit: &str, sep: &str, bytes: usize) -> String {
    let n = bytes / (unit.len() + sep.len());
    vec![unit; n].join(sep)
}

#[test]
fn many_empty_hands_through_a_long_path_stay_under_the_budget() {
    let _one = ONE.lock().unwrap();
    let path = format!("/{}/card.json", "d".repeat(4000));
    let hand = r#"{"section":"s","number":1,"value":1,"lines":[]}"#;
    // Up to the hand cap: each hand an error (no lines) and a warning (the same section and
    // number): the lint keeps 100 of each and counts the rest.
    let json = format!(r#"{{"hand":[{}]}}"#, vec![hand; MAX_HANDS].join(","));
    let lint = Card::lint_str(&json, CardFormat::Json, Some(&path));
    assert_eq!((lint.errors.len(), lint.more_errors), (MAX_LINT_PROBLEMS, MAX_HANDS - MAX_LINT_PROBLEMS));
    assert_eq!(lint.more_warnings, MAX_HANDS - 1 - MAX_LINT_PROBLEMS);
    // The path is shared, not copied per error, and messages show its end only.
    assert!(std::ptr::eq(&*lint.errors[0].file.clone().unwrap(), &*lint.errors[99].file.clone().unwrap()));
    assert!(lint.errors[0].to_string().ends_with("d/card.json: hand 1 (s #1): the hand has no lines"));
    // Past the hand cap the reader stops at the first hand too many.
    let over = format!(r#"{{"hand":[{}]}}"#, vec![hand; MAX_HANDS + 1].join(","));
    let err = Card::from_json_str(&over, Some(&path)).unwrap_err();
    assert!(err.to_string().contains("the card has more than 1024 hands; the cap is 1024"), "{err}");
    // As many empty hands as fit under the byte cap, and the 16 MiB file of the report.
    for bytes in [MAX_CARD_BYTES, 16 * MIB] {
        let json = format!(r#"{{"hand":[{}]}}"#, fill(hand, ",", bytes - 20));
        eprintln!("empty hands, {} bytes: peak {}", json.len(), within_budget("empty hands", &json, &path));
        let toml = fill("[[hand]]\nsection = \"s\"\nnumber = 1\nvalue = 1\nlines = []\n", "", bytes);
        eprintln!("empty TOML hands, {} bytes: peak {}", toml.len(), within_budget("empty TOML hands", &toml, &path));
    }
}

#[test]
fn megabytes_of_toml_integers_and_millions_of_numbers_stay_under_the_budget() {
    let _one = ONE.lock().unwrap();
    for bytes in [MAX_CARD_BYTES - 16, 16 * MIB] {
        let ints = format!("x = [{}]", fill("1", ",", bytes));
        eprintln!("integers, {} bytes: peak {}", ints.len(), within_budget("integers", &ints, "ints.toml"));
        let numbers = format!(
            "[[hand]]\nsection = \"s\"\nnumber = 1\nvalue = 1\nlines = [\"FF 222a 44a 666b 8888b\"]\nnumbers = [{}]\n",
            fill("1", ",", bytes - 100)
        );
        eprintln!("numbers, {} bytes: peak {}", numbers.len(), within_budget("numbers", &numbers, "n.toml"));
    }
    // The 8 million numbers of the report are refused by size; a list past nine values at any
    // size is refused at its tenth value.
    let eight_million = format!("numbers = [{}]", fill("1", ",", 16 * MIB));
    assert!(eight_million.len() > MAX_CARD_BYTES);
    let ten = "[[hand]]\nsection = \"s\"\nnumber = 1\nvalue = 1\nlines = [\"XXXX0a XXXX0b XXXX0c FF\"]\nnumbers = [1,2,3,4,5,6,1,2,3,4]\n";
    let err = Card::from_toml_str(ten, None).unwrap_err();
    assert_eq!(err.file_line, Some(6));
    assert!(err.to_string().ends_with("the hand's numbers list has more than 9 values; the cap is 9"), "{err}");
}

#[test]
fn a_key_of_megabytes_stays_under_the_budget_with_a_short_message() {
    let _one = ONE.lock().unwrap();
    for bytes in [MAX_CARD_BYTES - 16, 15 * MIB] {
        let key = "k".repeat(bytes);
        let toml = format!("{key} = 1\n");
        eprintln!("key, {} bytes: peak {}", toml.len(), within_budget("key", &toml, "key.toml"));
        let json = format!("{{\"{key}\": 1}}");
        within_budget("JSON key", &json, "key.json");
        let section = format!("[[hand]]\nsection = \"{key}\"\nnumber = 1\nvalue = 1\nlines = [\"FF\"]\n");
        within_budget("section", &section, "section.toml");
    }
    // At the cap the key is read, and the message quotes 60 characters of it.
    let toml = format!("{} = 1\n", "k".repeat(MAX_CARD_BYTES - 16));
    let err = Card::from_toml_str(&toml, Some("key.toml")).unwrap_err();
    assert_eq!(
        err.to_string(),
        format!(
            "key.toml: file line 1, column 1: unknown field `{}… (262128 characters)`, expected one of `name`, `edition`, `hand`",
            "k".repeat(60)
        )
    );
}

#[test]
fn the_text_shapes_that_cost_the_toml_reader_most_stay_under_the_budget() {
    let _one = ONE.lock().unwrap();
    let n = MAX_CARD_BYTES - 16;
    for (what, text) in [
        ("line breaks", "\n".repeat(n)),
        ("comments", "#\n".repeat(n / 2)),
        ("tables", "[[hand]]\n".repeat(n / 9)),
        ("dotted key", format!("{} = 1", "a.".repeat(n / 2 - 4))),
        ("nested arrays", format!("x = {}{}", "[".repeat(n / 2 - 4), "]".repeat(n / 2 - 4))),
        ("inline tables", format!("x = [{}]", fill("{}", ",", n))),
        ("strings", format!("x = [{}]", fill("\"\"", ",", n))),
        ("words", fill("a", " ", n)),
    ] {
        let peak = within_budget(what, &text, "shape.toml");
        eprintln!("{what}, {} bytes: peak {peak}", text.len());
    }
}
