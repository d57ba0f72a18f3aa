//! The caps and budgets that bound compiling any card, the errors that name their place, the
//! checks on the hands given to the matcher, the lint warnings, and the sample card's printed
//! texts against its lines.

use mahjong_core::american::{
    Card, CardErrorKind, CardFormat, CardWarning, HandSpec, MAX_CARD_BYTES, MAX_COMBINATIONS, MAX_FORMS, MAX_LINES,
    MAX_WORK, MatchError, Nearest, Numbers,
};
use mahjong_core::{Hand, Tile};

fn hand(text: &str) -> Hand {
    Hand::parse(text).unwrap()
}

fn spec(section: &str, number: u32, lines: &[&str]) -> HandSpec {
    HandSpec::new(section, number, 25, false, lines)
}

#[test]
fn a_hand_over_the_line_cap_is_refused_naming_the_hand() {
    let lines = ["FF 222a 44a 666b 8888b"; 300];
    let err = Card::compile("P", "", vec![spec("P", 1, &lines)]).unwrap_err();
    assert_eq!(err.kind, CardErrorKind::TooManyLines { lines: 300, cap: MAX_LINES });
    assert_eq!((err.hand, err.line), (Some(1), None));
    assert_eq!(err.to_string(), "hand 1 (P #1): the hand has 300 lines; the cap is 255");
}

#[test]
fn a_line_over_the_combination_cap_is_refused_naming_the_line() {
    // Four groups of 3 alternatives and ten of 2: 3^4 * 2^10 = 82,944 combinations.
    let mut groups = vec!["X0a|X1b|X2c"; 4];
    groups.extend(["X3a|X4b"; 10]);
    let line = groups.join(" ");
    let err = Card::compile("P", "", vec![spec("P", 7, &["FF 222a 44a 666b 8888b", &line])]).unwrap_err();
    assert_eq!(err.kind, CardErrorKind::TooManyCombinations { combinations: 82_944, cap: MAX_COMBINATIONS });
    assert_eq!((err.hand, err.line), (Some(1), Some(2)));
    assert_eq!(
        err.to_string(),
        "hand 1 (P #7), line 2: the line has 82944 combinations of alternatives; the cap is 65536"
    );
}

#[test]
fn a_card_over_the_form_cap_is_refused_with_the_forms_counted() {
    // 9 base numbers x 6 suit assignments = 54 forms a line, 255 lines a hand: 13,770 a hand.
    // Hands 1-4 make 55,080; in hand 5, 193 lines make 65,502 and line 194 passes the cap.
    let lines = ["FF XXXX0a XXXX0b XXXX0c"; 255];
    let hands = (1..=6).map(|n| spec("P", n, &lines)).collect();
    let err = Card::compile("P", "", hands).unwrap_err();
    assert_eq!(err.kind, CardErrorKind::TooManyForms { forms: 65_502 + 54, cap: MAX_FORMS });
    assert_eq!((err.hand, err.line, err.number), (Some(5), Some(194), Some(5)));
    assert_eq!(
        err.to_string(),
        "hand 5 (P #5), line 194: with this line the card expands to at least 65556 concrete forms; the cap is 65536"
    );
}

#[test]
fn many_lines_of_many_combinations_stop_at_the_card_wide_work_budget() {
    // Each line: 14 groups `X9a|X9b`, 2^14 = 16,384 combinations, and with n limited to 1 no
    // combination has a base number. Each hand costs 1 + 16,384 steps; the 64th passes the
    // budget of 2^20, and lint stops there instead of trying all 1,000 hands.
    let line = ["X9a|X9b"; 14].join(" ");
    let hands: Vec<HandSpec> = (1..=1000)
        .map(|n| {
            let mut s = spec("P", n, &[&line]);
            s.numbers = Numbers::List(vec![1]);
            s
        })
        .collect();
    let lint = Card::lint("P", "", hands);
    let errors = lint.errors;
    assert_eq!(lint.card.unwrap().hands().len(), 0);
    assert_eq!(errors.len(), 64);
    assert!(errors[..63].iter().all(|e| e.kind == CardErrorKind::NoBaseNumber));
    assert_eq!(errors[63].kind, CardErrorKind::WorkBudget { work: 64 * 16_385, cap: MAX_WORK });
    assert_eq!((errors[63].hand, errors[63].line), (Some(64), Some(1)));
    assert!(
        errors[63]
            .to_string()
            .starts_with("hand 64 (P #64), line 1: compiling the card up to this line takes 1048640 steps")
    );
}

#[test]
fn the_reviewers_slow_card_is_refused_at_its_first_line() {
    // 20 hands of 255 lines `X9a|1c X9a|2c ... X9a|F`: 16,384 combinations a line, and with n
    // from -8 to 0 (X9 alone is any number) most of them have 9 x 6 forms: the first line
    // already passes the form cap, so nothing more is tried.
    let groups: Vec<String> = (1..=9)
        .map(|d| format!("X9a|{d}c"))
        .chain(["N", "E", "W", "S", "F"].iter().map(|w| format!("X9a|{w}")))
        .collect();
    let line = groups.join(" ");
    let lines = vec![line.as_str(); 255];
    let hands = (1..=20).map(|n| spec("P", n, &lines)).collect();
    let err = Card::compile("P", "", hands).unwrap_err();
    assert!(matches!(err.kind, CardErrorKind::TooManyForms { .. }), "{err}");
    assert_eq!((err.hand, err.line), (Some(1), Some(1)));
}

#[test]
fn no_base_number_names_the_group_with_the_highest_x() {
    // n + 9 <= 9 needs n <= 0, n + 0 >= 1 needs n >= 1.
    let err = Card::compile("P", "", vec![spec("P", 2, &["XXXX0a XXXX9b XXX1c FFF"])]).unwrap_err();
    assert_eq!((&err.kind, err.line, err.column), (&CardErrorKind::NoBaseNumber, Some(1), 8));
    assert_eq!(
        err.to_string(),
        "hand 1 (P #2), line 1, column 8: no base number n allowed by `numbers` keeps every X group within 1 to 9"
    );
}

#[test]
fn a_line_without_x0_may_use_1s() {
    // n runs from 1 - 1 = 0 to 9 - 3 = 6: 7 base numbers x 3 suits.
    let card = Card::compile("P", "", vec![spec("Run", 1, &["XXXX1a XXXX2a XXXX3a FF"])]).unwrap();
    assert_eq!(card.form_count(), 21);
    let m = card.match_hand(&hand("1111c 2222c 3333c FF")).unwrap();
    assert_eq!(m.base_number(), Some(0));
    assert_eq!(card.match_hand(&hand("7777c 8888c 9999c FF")).unwrap().base_number(), Some(6));
    // Odd n only: 1, 3, 5 (the kongs start at 2, 4, 6).
    let mut odd = spec("Run", 1, &["XXXX1a XXXX2a XXXX3a FF"]);
    odd.numbers = Numbers::Odd;
    let card = Card::compile("P", "", vec![odd]).unwrap();
    assert_eq!(card.form_count(), 9);
    assert!(card.match_hand(&hand("1111c 2222c 3333c FF")).is_none());
    assert_eq!(card.match_hand(&hand("2222c 3333c 4444c FF")).unwrap().base_number(), Some(1));
}

#[test]
fn match_takes_14_tiles_and_says_so() {
    let card = Card::sample();
    let short = hand("FF 2026c 2026b 202d");
    assert_eq!(card.try_match_hand(&short).unwrap_err(), MatchError::MatchTiles { tiles: 13 });
    assert_eq!(card.try_matches(&short).unwrap_err(), MatchError::MatchTiles { tiles: 13 });
    // Exposures and flowers count: [FFJ] + 11 tiles = 14.
    let m = card.try_match_hand(&hand("[222b] [FFJ] 2026c 2222d")).unwrap().unwrap();
    assert_eq!((m.section(), m.number()), ("Year 2026", 1));
    assert!(card.try_match_hand(&hand("FF 2026c 2026b 1357d")).unwrap().is_none());
}

#[test]
fn nearest_takes_13_or_14_tiles_and_room_for_one_line() {
    let card = Card::sample();
    let mut out = [Nearest::EMPTY; 2];
    let sixteen = hand("FF 2026c 2026b 2026d 1b 2b");
    assert_eq!(card.try_nearest(&sixteen, &mut out), Err(MatchError::NearestTiles { tiles: 16 }));
    assert_eq!(MatchError::NearestTiles { tiles: 16 }.to_string(), "the hand has 16 tiles; nearest takes 13 or 14");
    let twelve = hand("FF 2026c 2026b 20d");
    assert_eq!(card.try_nearest(&twelve, &mut out), Err(MatchError::NearestTiles { tiles: 12 }));
    let thirteen = hand("FF 2026c 2026b 202d");
    assert_eq!(card.try_nearest(&thirteen, &mut []), Err(MatchError::NoRoom));
    assert_eq!(card.try_nearest(&thirteen, &mut out), Ok(2));
    // One 6 of dots away from Year 2026 #6.
    assert_eq!((out[0].section(), out[0].number(), out[0].tiles_away()), ("Year 2026", 6, 1));
    assert_eq!(out[0].needed_naturals(), ["6p".parse::<Tile>().unwrap()]);
}

#[test]
fn json_syntax_errors_name_the_hand_and_the_place_once() {
    let json = "{\"name\": \"J\", \"hand\": [\n  {\"section\": \"369\", \"number\": 1, \"value\": 25, \"lines\": [\"333a 666a 9999a DDDDa\"]},\n  {\"section\": \"369\", \"number\": 2, \"valeu\": 25, \"lines\": [\"333a 666a 9999a DDDDb\"]}\n]}";
    let err = Card::from_json_str(json, Some("c.json")).unwrap_err();
    assert_eq!((err.hand, err.file_line), (Some(2), Some(3)));
    let text = err.to_string();
    assert!(text.starts_with("c.json: file line 3, column "), "{text}");
    assert!(text.contains(", hand 2: unknown field `valeu`"), "{text}");
    assert!(!text.contains(" at line "), "{text}");
    // Outside the hand array no hand is named.
    let err = Card::from_json_str("{\"name\": 3, \"hand\": []}", None).unwrap_err();
    assert_eq!(err.hand, None);
    // A value missing in the third element (brackets inside strings do not count).
    let ok = r#"{"section": "[x]", "number": 1, "value": 25, "lines": ["333a 666a 9999a DDDDa"]}"#;
    let broken = format!(r#"{{"hand": [{ok}, {ok}, {{"section": "x", "number": }}]}}"#);
    let err = Card::from_json_str(&broken, None).unwrap_err();
    assert_eq!(err.hand, Some(3), "{err}");
}

#[test]
fn toml_syntax_errors_name_the_section_and_number_when_the_table_reads() {
    let text = "name = \"T\"\n[[hand]]\nsection = \"369\"\nnumber = 1\nvalue = 25\nlines = [\"333a 666a 9999a DDDDa\"]\n\
                [[hand]]\nsection = \"2468\"\nnumber = 4\nvaleu = 25\nlines = [\"FF 222a 44a 666b 8888b\"]\n";
    let err = Card::from_toml_str(text, Some("t.toml")).unwrap_err();
    assert_eq!((err.hand, err.section.as_deref(), err.number), (Some(2), Some("2468"), Some(4)));
    assert!(
        err.to_string().starts_with("t.toml: file line 10, column 1, hand 2 (2468 #4): unknown field `valeu`"),
        "{err}"
    );
    // A table that does not read on its own: the hand by position only.
    let bad = text.replace("valeu = 25", "value = ");
    let err = Card::from_toml_str(&bad, None).unwrap_err();
    assert_eq!((err.hand, err.section), (Some(2), None));
}

/// A card without hands can match nothing: compiling, loading and reading it (TOML, JSON,
/// /dev/null) is an error; lint reports it as its one error.
#[test]
fn a_card_without_hands_is_an_error() {
    assert_eq!(Card::compile("E", "", vec![]).unwrap_err().kind, CardErrorKind::Empty);
    let err = Card::from_toml_str("", Some("e.toml")).unwrap_err();
    assert_eq!(err.to_string(), "e.toml: the card has no hands");
    assert_eq!(Card::from_json_str("{}", None).unwrap_err().kind, CardErrorKind::Empty);
    assert_eq!(Card::from_json_str(r#"{"name": "E", "hand": []}"#, None).unwrap_err().kind, CardErrorKind::Empty);
    assert_eq!(Card::load("/dev/null").unwrap_err().to_string(), "/dev/null: the card has no hands");
    let lint = Card::lint_str("name = \"E\"\n", CardFormat::Toml, Some("e.toml"));
    assert_eq!(lint.card.unwrap().hands().len(), 0);
    assert_eq!(lint.errors.len(), 1);
    assert_eq!(lint.errors[0].to_string(), "e.toml: the card has no hands");
    assert!(lint.warnings.is_empty());
}

/// Card text is read up to MAX_CARD_BYTES (256 KiB): an endless file stops at once, a file or
/// text one byte over is refused, one at the cap is read (and then parsed).
#[test]
fn card_files_and_texts_are_capped_at_256_kib() {
    assert_eq!(MAX_CARD_BYTES, 256 * 1024);
    let err = Card::load("/dev/zero").unwrap_err();
    assert_eq!(err.kind, CardErrorKind::TooLarge);
    assert_eq!(err.to_string(), "/dev/zero: card file larger than 256 KiB (the cap is 262144 bytes)");
    // A TOML comment line of exactly the cap reads (as an empty card); one byte more does not.
    let mut text = "#".repeat(MAX_CARD_BYTES);
    assert_eq!(Card::from_toml_str(&text, None).unwrap_err().kind, CardErrorKind::Empty);
    let path = std::env::temp_dir().join(format!("mahjong-core-cap-{}.toml", std::process::id()));
    std::fs::write(&path, &text).unwrap();
    assert_eq!(Card::read_file(&path).unwrap().len(), MAX_CARD_BYTES);
    text.push('#');
    std::fs::write(&path, &text).unwrap();
    assert_eq!(Card::load(&path).unwrap_err().kind, CardErrorKind::TooLarge);
    std::fs::remove_file(&path).unwrap();
    assert_eq!(Card::from_toml_str(&text, Some("big.toml")).unwrap_err().kind, CardErrorKind::TooLarge);
    assert_eq!(Card::from_json_str(&text, None).unwrap_err().kind, CardErrorKind::TooLarge);
    let lint = Card::lint_str(&text, CardFormat::Json, Some("big.json"));
    assert!(lint.card.is_none());
    assert_eq!(lint.errors[0].to_string(), "big.json: card file larger than 256 KiB (the cap is 262144 bytes)");
}

/// Wrong sizes say "1 tile" for one; impossible lines name the tile in words and in American
/// notation (F for the flower, J for the joker), not MPSZ.
#[test]
fn match_errors_say_1_tile_and_card_errors_use_american_notation() {
    assert_eq!(MatchError::MatchTiles { tiles: 1 }.to_string(), "the hand has 1 tile; a hand to match has 14");
    assert_eq!(MatchError::NearestTiles { tiles: 1 }.to_string(), "the hand has 1 tile; nearest takes 13 or 14");
    assert_eq!(Card::sample().try_match_hand(&hand("J")).unwrap_err(), MatchError::MatchTiles { tiles: 1 });
    // Nine flowers: the set has 8.
    let flowers = HandSpec::new("S", 1, 25, false, &["FF FF FF FF F 2222a 5a"]);
    let err = Card::compile("F", "", vec![flowers]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "hand 1 (S #1), line 1, column 13: the line needs 9 naturals of flower (F); the American set has 8"
    );
    // Soap (the white dragon) is 0 in American notation: five in pairs and a single.
    let soap = HandSpec::new("S", 2, 25, false, &["00 00 0 2222a 3333a 4a"]);
    let err = Card::compile("F", "", vec![soap]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "hand 1 (S #2), line 1, column 7: the line needs 5 naturals of white dragon (0); the American set has 4"
    );
}

#[test]
fn lint_warns_about_repeated_hands() {
    let text = "[[hand]]\nsection = \"369\"\nnumber = 1\nvalue = 25\nlines = [\"333a 666a 9999a DDDDa\"]\n\
                [[hand]]\nsection = \"369\"\nnumber = 1\nvalue = 30\nlines = [\"3333a 666a 9999a DDDa\"]\n";
    let w = Card::lint_str(text, CardFormat::Toml, None).warnings;
    assert_eq!(w, [CardWarning::DuplicateHand { section: "369".into(), number: 1, first: 1, second: 2 }]);
    assert!(Card::lint_str(Card::sample_toml(), CardFormat::Toml, None).warnings.is_empty());
}

/// Seed 001: "Parenthetical instructions take precedence". Winds-Dragons #7 says two winds:
/// two kongs of one wind do not make it, two different winds do.
#[test]
fn sample_winds_dragons_7_takes_two_different_winds() {
    let card = Card::sample();
    let found = |h: &str| card.matches(&hand(h)).map(|m| (m.section(), m.number())).collect::<Vec<_>>();
    assert!(!found("[NNJJ] [NNJJ] RRR GGG").contains(&("Winds-Dragons", 7)));
    // Concealed, the same tiles are a North kong and four jokers for another wind's kong.
    assert!(found("NNJJ NNJJ RRR GGG").contains(&("Winds-Dragons", 7)));
    assert!(found("NNNN SSJJ RRR GGG").contains(&("Winds-Dragons", 7)));
    assert!(found("[EEEE] [WWWJ] RRR 000").contains(&("Winds-Dragons", 7)));
}

/// Every sample hand's printed text, up to its parenthesis, spells its first line: suit
/// letters dropped, `X<k>` runs printed as X's (or, in a text with no X, as the numbers at
/// n = 1), `Z` for any wind.
#[test]
fn sample_texts_spell_their_first_lines() {
    for h in Card::sample().hands() {
        let printed: String = h.text.split('(').next().unwrap().chars().filter(|c| !c.is_whitespace()).collect();
        let xs = printed.contains('X');
        let mut spelled = String::new();
        let mut run = 0;
        for c in h.lines[0].chars() {
            match c {
                'X' => run += 1,
                'a' | 'b' | 'c' | ' ' => {}
                d if run > 0 => {
                    let k = d.to_digit(10).unwrap();
                    let shown = if xs { 'X' } else { char::from_digit(1 + k, 10).unwrap() };
                    spelled.extend(std::iter::repeat_n(shown, run));
                    run = 0;
                }
                c => spelled.push(c),
            }
        }
        let same = printed.len() == spelled.len()
            && printed.chars().zip(spelled.chars()).all(|(p, s)| p == s || (p == 'Z' && "NEWS".contains(s)));
        assert!(same, "{} #{}: {:?} vs {:?}", h.section, h.number, h.text, h.lines[0]);
    }
}
