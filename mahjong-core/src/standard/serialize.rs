//! JSON-ready forms of the results of this module (feature `serde`): rule-book names as strings,
//! tiles as MPSZ strings (through [`Tile`]'s own `Serialize`).
//!
//! - [`RuleProfile`], [`SpecialValue`], [`SpecialHand`], [`SetKind`]: their canonical name,
//!   read back from any of their names (see [`crate::name`]).
//! - [`SpecialHands`]: a list of names, in the order of the classical and British lists.
//! - [`StandardSet`]: `{"kind": "chow", "tiles": ["1m", "2m", "3m"], "concealed": true,
//!   "meld": null | "exposed" | "concealed" | "added"}`.
//! - [`Decomposition`]: `{"sets": [set, set, set, set], "pair": "5s", "chows": 1}`.
//! - [`Waits`]: `{"tiles": [...], "standard": [...], "forms": [{"tile": "1m", "standard": true,
//!   "special_hands": [...]}, ...]}` (one form entry per waiting tile, in index order).
//! - [`TilesAway`]: `{"rules": "british", "standard": 0, "thirteen_unique_wonders": 9 | null,
//!   "all_pair_honours": 5 | null, "knitting": 6 | null, "wriggling_snake": 7 | null,
//!   "gates_of_heaven": 8 | null, "triple_knitting": 9 | null, "best": 0, "improving": [...]}`.

use super::{Decomposition, SpecialHands, StandardSet, TilesAway, Waits};
#[cfg(doc)]
use super::{RuleProfile, SetKind, SpecialHand, SpecialValue};
use crate::Tile;
use serde::ser::{Serialize, Serializer};

/// Tiles of a 34-bit mask, in index order (the MCR forms write theirs with it too).
pub(crate) struct MaskTiles(pub(crate) u64);

impl Serialize for MaskTiles {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(Tile::in_mask(self.0))
    }
}

impl Serialize for SpecialHands {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

crate::ser::serialize_map! {
    StandardSet, |v| {
        "kind" => &v.kind(), "tiles" => v.tiles(), "concealed" => &v.is_concealed(),
        "meld" => &v.meld_status().map(|st| st.name()),
    }
}

crate::ser::serialize_map! {
    Decomposition, |v| { "sets" => v.sets(), "pair" => &v.pair(), "chows" => &v.chows() }
}

/// One waiting tile and the forms it completes.
struct WaitForm<'a>(&'a Waits, Tile);

crate::ser::serialize_map! {
    WaitForm<'_>, |v| {
        "tile" => &v.1, "standard" => &v.0.completes_standard(v.1), "special_hands" => &v.0.special_hands(v.1),
    }
}

struct WaitForms<'a>(&'a Waits);

impl Serialize for WaitForms<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(|t| WaitForm(self.0, t)))
    }
}

crate::ser::serialize_map! {
    Waits, |v| {
        "tiles" => &MaskTiles(v.mask()), "standard" => &MaskTiles(v.standard_mask()), "forms" => &WaitForms(v),
    }
}

crate::ser::serialize_map! {
    TilesAway, |v| {
        "rules" => &v.rules(), "standard" => &v.standard(),
        "thirteen_unique_wonders" => &v.thirteen_unique_wonders(), "all_pair_honours" => &v.all_pair_honours(),
        "knitting" => &v.knitting(), "wriggling_snake" => &v.wriggling_snake(),
        "gates_of_heaven" => &v.gates_of_heaven(), "triple_knitting" => &v.triple_knitting(), "best" => &v.best(),
        "improving" => &MaskTiles(v.improving()),
    }
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use crate::Hand;
    use crate::standard::{self, RuleProfile};

    #[test]
    fn nine_gates_waits_serialize_as_nine_craks_in_standard_form() {
        let h = Hand::parse("1112345678999m").unwrap();
        let w = standard::waits(&h, RuleProfile::Classical).unwrap();
        let v = serde_json::to_value(w).unwrap();
        assert_eq!(v["tiles"], serde_json::json!(["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m"]));
        assert_eq!(v["standard"], v["tiles"]);
        assert_eq!(v["forms"][0], serde_json::json!({"tile": "1m", "standard": true, "special_hands": []}));
    }

    #[test]
    fn melded_pung_serializes_with_its_status() {
        let h = Hand::parse("123m456p789s11z [555z]").unwrap();
        let mut ds = std::vec::Vec::new();
        standard::decompose(&h, RuleProfile::Classical, |d| ds.push(serde_json::to_value(d).unwrap())).unwrap();
        assert_eq!(ds.len(), 1);
        assert_eq!(
            ds[0]["sets"][0],
            serde_json::json!({"kind": "pung", "tiles": ["5z", "5z", "5z"], "concealed": false, "meld": "exposed"})
        );
        assert_eq!(ds[0]["pair"], "1z");
        assert_eq!(ds[0]["chows"], 3);
    }

    #[test]
    fn thirteen_unique_wonders_tiles_away_serializes_the_classical_forms() {
        let a = standard::tiles_away(&Hand::parse("19m19p19s1234567z").unwrap(), RuleProfile::Classical).unwrap();
        let v = serde_json::to_value(a).unwrap();
        assert_eq!(v["rules"], "classical");
        assert_eq!(v["standard"], 8);
        assert_eq!(v["thirteen_unique_wonders"], 0);
        assert_eq!(v["all_pair_honours"], serde_json::Value::Null);
        assert_eq!(v["knitting"], serde_json::Value::Null);
        // The Snake: the four winds, and 1m and 9m of the craks' run: 13 - 6 = 7. Classical has
        // no Gates of Heaven or Triple Knitting.
        assert_eq!(v["wriggling_snake"], 7);
        assert_eq!(v["gates_of_heaven"], serde_json::Value::Null);
        assert_eq!(v["triple_knitting"], serde_json::Value::Null);
        assert_eq!(v["best"], 0);
        assert_eq!(v["improving"].as_array().unwrap().len(), 13);
    }

    #[test]
    fn british_tiles_away_serializes_the_gates_and_triple_knitting() {
        // The Gates in craks hold 1m and 9m: 13 - 2 = 11. Triple Knitting: the triples of Ones
        // and Nines (3 tiles each), two more triples and the pair finding nothing: 13 - 6 = 7.
        let a = standard::tiles_away(&Hand::parse("19m19p19s1234567z").unwrap(), RuleProfile::British).unwrap();
        let v = serde_json::to_value(a).unwrap();
        assert_eq!((v["wriggling_snake"].as_i64(), v["gates_of_heaven"].as_i64()), (Some(7), Some(11)));
        assert_eq!(v["triple_knitting"], 7);
        let keys: std::vec::Vec<&str> = v.as_object().unwrap().keys().map(|k| k.as_str()).collect();
        assert_eq!(keys.len(), 10);
    }

    #[test]
    fn british_tiles_away_serializes_all_pair_honours_and_knitting() {
        // The 13 orphan faces once each: seven pairs of them find one tile each, 13 - 7 = 6.
        let a = standard::tiles_away(&Hand::parse("19m19p19s1234567z").unwrap(), RuleProfile::British).unwrap();
        let v = serde_json::to_value(a).unwrap();
        assert_eq!(v["rules"], "british");
        assert_eq!(v["all_pair_honours"], 6);
        // Knitting in two suits: 1m-1p and 9m-9p find two tiles each, the others none: 13 - 4 = 9.
        assert_eq!(v["knitting"], 9);
        assert_eq!(v["best"], 0);
    }
}
