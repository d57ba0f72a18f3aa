//! The JSON-ready form of a card lint (feature `serde`): what every face reports for it.

use super::CardLint;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use serde::ser::{Serialize, SerializeMap, Serializer};

/// `{"errors": [error, …], "more_errors", "warnings": ["…", …], "more_warnings", "hands":
/// [{"section", "number", "forms"}, …], "total_forms"}`: the errors in their own form, the
/// warnings as their text, the forms of each hand without errors.
///
/// ```
/// use mahjong_core::american::{Card, CardFormat};
/// let lint = Card::lint_str(Card::sample_toml(), CardFormat::Toml, None);
/// let v = serde_json::to_value(&lint).unwrap();
/// assert_eq!((v["errors"].as_array().unwrap().len(), v["more_warnings"].as_u64()), (0, Some(0)));
/// assert_eq!(v["total_forms"].as_u64(), Some(Card::sample().form_count() as u64));
/// ```
impl Serialize for CardLint {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let warnings: Vec<String> = self.warnings.iter().map(ToString::to_string).collect();
        let hands: Vec<_> = self.card.iter().flat_map(|c| c.form_counts()).collect();
        let mut m = s.serialize_map(Some(6))?;
        m.serialize_entry("errors", &self.errors)?;
        m.serialize_entry("more_errors", &self.more_errors)?;
        m.serialize_entry("warnings", &warnings)?;
        m.serialize_entry("more_warnings", &self.more_warnings)?;
        m.serialize_entry("hands", &hands)?;
        m.serialize_entry("total_forms", &self.card.as_ref().map_or(0, |c| c.form_count()))?;
        m.end()
    }
}
