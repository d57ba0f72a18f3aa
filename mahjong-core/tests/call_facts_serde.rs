//! The serde form of the call facts reads `keeps_a_line` as `rules::args::keeps_a_line` reads a
//! face's argument: four booleans (after a Pung, Kong, Quint, Sextet call), or the same words
//! Python's `CallFacts(keeps_a_line=[True])` raises.
#![cfg(feature = "serde")]

use mahjong_core::rules::{CallFacts, args};

fn read(keeps: &str) -> Result<CallFacts, String> {
    let text = format!(r#"{{"dead": false, "mah_jong": false, "concealed_only": false, "keeps_a_line": {keeps}}}"#);
    serde_json::from_str(&text).map_err(|e| {
        let e = e.to_string();
        e[..e.rfind(" at line ").unwrap_or(e.len())].to_string()
    })
}

#[test]
fn keeps_a_line_of_four_is_read_and_any_other_count_is_refused_in_the_readers_words() {
    let f = read("[true, false, true, false]").unwrap();
    assert_eq!(f.keeps_a_line, [true, false, true, false]);
    for (given, got) in [("[true]", 1), ("[]", 0), ("[true, true, true, true, false]", 5)] {
        let said = "keeps_a_line: expected 4 values (Pung, Kong, Quint, Sextet), got ";
        assert_eq!(read(given).unwrap_err(), format!("{said}{got}"));
        let n = vec![true; got];
        assert_eq!(args::keeps_a_line(Some(&n)).unwrap_err().to_string(), format!("{said}{got}"));
    }
    // Not booleans: serde's own words for the element.
    assert!(read("[1, 2, 3, 4]").is_err());
    // The facts written are read back.
    let f = CallFacts { keeps_a_line: [false, true, false, true], ..CallFacts::default() };
    assert_eq!(serde_json::from_str::<CallFacts>(&serde_json::to_string(&f).unwrap()).unwrap(), f);
}
