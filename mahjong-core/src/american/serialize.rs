//! JSON-ready forms of the card engine's results (feature `serde`): rule-book names as strings,
//! tiles as MPSZ strings.

use super::card::FormCount;
use super::error::CardError;
use super::group::GroupKind;
use super::nearest::Nearest;
use super::report::{GroupMatch, Match};
use crate::Suit;
use serde::ser::{Serialize, SerializeMap, Serializer};

/// The name, e.g. `"pung"`.
impl Serialize for GroupKind {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

crate::ser::serialize_map! {
    /// `{"kind": "pung", "tile": "2s", "len": 3, "jokers": 1, "exposed": true}` (inside a
    /// [`Match`] each group also lists its `tiles`).
    GroupMatch, |v| {
        "kind" => &v.kind(), "tile" => &v.tile(), "len" => &v.len(), "jokers" => &v.jokers(),
        "exposed" => &v.exposed(),
    }
}

/// The suit of each letter the line uses: `{"a": "bams", "b": "craks"}`.
struct Suits([Option<Suit>; 3]);

impl Serialize for Suits {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let used = self.0.iter().filter(|x| x.is_some()).count();
        let mut m = s.serialize_map(Some(used))?;
        for (letter, suit) in ["a", "b", "c"].iter().zip(self.0) {
            if let Some(suit) = suit {
                m.serialize_entry(letter, suit.name())?;
            }
        }
        m.end()
    }
}

/// One group of a match with its tiles.
struct GroupWithTiles<'a>(GroupMatch, &'a [crate::Tile]);

impl Serialize for GroupWithTiles<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let g = &self.0;
        let mut m = s.serialize_map(Some(5))?;
        m.serialize_entry("kind", &g.kind())?;
        m.serialize_entry("tile", &g.tile())?;
        m.serialize_entry("tiles", self.1)?;
        m.serialize_entry("jokers", &g.jokers())?;
        m.serialize_entry("exposed", &g.exposed())?;
        m.end()
    }
}

struct Groups<'a, 'c>(&'a Match<'c>);

impl Serialize for Groups<'_, '_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let m = self.0;
        s.collect_seq(m.groups().iter().enumerate().map(|(i, g)| GroupWithTiles(*g, m.group_tiles(i))))
    }
}

/// The entries that say which line of the card a result is (a [`Match`] and a [`Nearest`]
/// answer the same questions): `"section", "number", "text", "line", "line_index", "value"`.
macro_rules! card_line_entries {
    ($m:ident, $result:expr) => {
        $m.serialize_entry("section", $result.section())?;
        $m.serialize_entry("number", &$result.number())?;
        $m.serialize_entry("text", $result.text())?;
        $m.serialize_entry("line", $result.line_text())?;
        $m.serialize_entry("line_index", &$result.line_index())?;
        $m.serialize_entry("value", &$result.value())?;
    };
}

/// `{"section", "number", "text", "line", "line_index", "value", "points", "marking",
/// "concealed", "jokerless", "jokers", "suits": {"a": "bams", …}, "n": 3 | null, "tiles",
/// "groups": [{"kind", "tile", "tiles", "jokers", "exposed"}, …]}`.
impl Serialize for Match<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(15))?;
        card_line_entries!(m, self);
        m.serialize_entry("points", &self.points())?;
        m.serialize_entry("marking", self.marking())?;
        m.serialize_entry("concealed", &self.concealed())?;
        m.serialize_entry("jokerless", &self.jokerless())?;
        m.serialize_entry("jokers", &self.jokers())?;
        m.serialize_entry("suits", &Suits([self.suit('a'), self.suit('b'), self.suit('c')]))?;
        m.serialize_entry("n", &self.base_number())?;
        m.serialize_entry("tiles", self.tiles())?;
        m.serialize_entry("groups", &Groups(self))?;
        m.end()
    }
}

/// `{"section", "number", "text", "line", "line_index", "value", "marking", "concealed",
/// "tiles_away", "needed_naturals", "needed_eligible", "jokers_fit", "unused", "suits", "n"}`.
impl Serialize for Nearest<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(15))?;
        card_line_entries!(m, self);
        m.serialize_entry("marking", if self.concealed() { "C" } else { "X" })?;
        m.serialize_entry("concealed", &self.concealed())?;
        m.serialize_entry("tiles_away", &self.tiles_away())?;
        m.serialize_entry("needed_naturals", self.needed_naturals())?;
        m.serialize_entry("needed_eligible", self.needed_eligible())?;
        m.serialize_entry("jokers_fit", &self.jokers_fit())?;
        m.serialize_entry("unused", self.unused())?;
        m.serialize_entry("suits", &Suits([self.suit('a'), self.suit('b'), self.suit('c')]))?;
        m.serialize_entry("n", &self.base_number())?;
        m.end()
    }
}

crate::ser::serialize_map! {
    /// `{"section", "number", "forms"}`.
    FormCount<'_>, |v| { "section" => v.section, "number" => &v.number, "forms" => &v.forms }
}

crate::ser::serialize_map! {
    /// `{"message", "file", "hand", "section", "number", "line", "column", "file_line", "reason"}`:
    /// `message` is the whole Display text naming the place, `reason` only what went wrong.
    CardError, |v| {
        "message" => &alloc::string::ToString::to_string(v), "file" => &v.file.as_deref(), "hand" => &v.hand,
        "section" => &v.section, "number" => &v.number, "line" => &v.line, "column" => &v.column,
        "file_line" => &v.file_line, "reason" => &alloc::string::ToString::to_string(&v.kind),
    }
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use crate::Hand;
    use crate::american::Card;
    use alloc::string::ToString;

    /// Year 2026 #1 is "FFF 2026a 222b 2222c": the exposed FFJ takes the joker, 2026 is craks,
    /// the exposed 222 bams, the kong 2222 dots.
    #[test]
    fn match_serializes_with_rule_book_names_and_mpsz_tiles() {
        let hand = Hand::parse("[222b] [FFJ] 2026c 2222d").unwrap();
        let m = Card::sample().match_hand(&hand).unwrap();
        let v = serde_json::to_value(m).unwrap();
        assert_eq!(v["section"], "Year 2026");
        assert_eq!(v["number"], 1);
        assert_eq!(v["marking"], "X");
        assert_eq!(v["jokerless"], false);
        assert_eq!(v["suits"], serde_json::json!({"a": "craks", "b": "bams", "c": "dots"}));
        assert_eq!(v["n"], serde_json::Value::Null);
        let flowers = serde_json::json!({"kind": "pung", "tile": "0f", "tiles": ["0f", "0f", "0j"], "jokers": 1, "exposed": true});
        assert_eq!(v["groups"][0], flowers);
        // The text keeps the documented key order.
        assert!(serde_json::to_string(&m).unwrap().starts_with(r#"{"section":"Year 2026","number":1,"text":"#));
        assert_eq!(v["groups"][1]["kind"], "singles");
        assert_eq!(v["groups"][3]["tiles"].to_string(), r#"["2p","2p","2p","2p"]"#);
    }

    /// "NNNN EEE WWW SSS" is one South short of Winds-Dragons #1 "NNNN EEE WWW SSSS".
    #[test]
    fn nearest_serializes_tiles_needed() {
        let mut out = [crate::american::Nearest::EMPTY; 1];
        let n = Card::sample().nearest(&Hand::parse("NNNN EEE WWW SSS").unwrap(), &mut out);
        assert_eq!(n, 1);
        let v = serde_json::to_value(out[0]).unwrap();
        assert_eq!(v["tiles_away"], 1);
        assert_eq!(v["needed_eligible"].to_string(), r#"["2z"]"#);
        assert_eq!(v["unused"].to_string(), "[]");
        assert_eq!(v["section"].to_string(), r#""Winds-Dragons""#);
    }

    #[test]
    fn card_error_serializes_place_and_reason() {
        let text = "[[hand]]\nsection = \"369\"\nnumber = 1\nvalue = 25\nlines = [\"333a 666a 9999a DDDa\"]\n";
        let e = Card::from_toml_str(text, Some("c.toml")).unwrap_err();
        let v = serde_json::to_value(&e).unwrap();
        assert_eq!(v["column"], 21);
        assert_eq!(v["file"], "c.toml");
        assert_eq!(v["reason"], "the line has 13 tiles; a line has exactly 14");
        assert_eq!(v["message"], e.to_string());
    }
}
