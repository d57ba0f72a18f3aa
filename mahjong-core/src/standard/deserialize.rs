//! Reading back the JSON-ready forms of a set, a decomposition and waits (features `serde` and
//! `alloc`): a saved result is made again through the checks of [`StandardSet::from_parts`] and
//! [`Decomposition::from_parts`], so a changed form is refused, never trusted.

use super::{Decomposition, SetKind, SpecialHand, SpecialHands, StandardSet, Waits};
use crate::{MeldStatus, Tile};
use alloc::vec::Vec;
use serde::de::{Deserialize, Deserializer, Error};

#[derive(serde::Deserialize)]
struct SetForm {
    kind: SetKind,
    tiles: Vec<Tile>,
    meld: Option<MeldStatus>,
}

#[derive(serde::Deserialize)]
struct DecompositionForm {
    sets: Vec<StandardSet>,
    pair: Tile,
}

#[derive(serde::Deserialize)]
struct WaitForm {
    tile: Tile,
    standard: bool,
    special_hands: Vec<SpecialHand>,
}

#[derive(serde::Deserialize)]
struct WaitsForm {
    forms: Vec<WaitForm>,
}

/// `{"kind", "tiles", "meld"}` as [`StandardSet`] writes it (`concealed` is read from the rest).
///
/// ```
/// use mahjong_core::standard::StandardSet;
/// let set: StandardSet = serde_json::from_str(r#"{"kind": "chow", "tiles": ["7m", "8m", "9m"], "meld": null}"#).unwrap();
/// assert_eq!(serde_json::to_string(&set).unwrap(), r#"{"kind":"chow","tiles":["7m","8m","9m"],"concealed":true,"meld":null}"#);
/// assert!(serde_json::from_str::<StandardSet>(r#"{"kind": "chow", "tiles": ["7m", "8m", "1m"], "meld": null}"#).is_err());
/// ```
impl<'de> Deserialize<'de> for StandardSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<StandardSet, D::Error> {
        let f = SetForm::deserialize(d)?;
        let tile = *f.tiles.first().ok_or_else(|| D::Error::custom("a set has tiles"))?;
        let set = StandardSet::from_parts(f.kind, tile, f.meld).filter(|s| s.tiles() == &f.tiles[..]);
        set.ok_or_else(|| D::Error::custom("the kind, tiles and meld make no set"))
    }
}

/// `{"sets": [set, set, set, set], "pair"}` as [`Decomposition`] writes it.
///
/// ```
/// use mahjong_core::standard::{decompose_counts, Decomposition};
/// let mut c = [0u8; 34];
/// for i in [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] { c[i] += 1; }
/// c[20] = 2;
/// let mut found = vec![];
/// decompose_counts(&c, |d| found.push(*d)).unwrap();
/// let text = serde_json::to_string(&found[0]).unwrap();
/// assert_eq!(serde_json::from_str::<Decomposition>(&text).unwrap(), found[0]);
/// ```
impl<'de> Deserialize<'de> for Decomposition {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Decomposition, D::Error> {
        let f = DecompositionForm::deserialize(d)?;
        let sets: [StandardSet; 4] =
            f.sets.try_into().map_err(|_| D::Error::custom("a decomposition has four sets"))?;
        Decomposition::from_parts(sets, f.pair)
            .ok_or_else(|| D::Error::custom("the sets and pair make no decomposition"))
    }
}

/// `{"forms": [{"tile", "standard", "special_hands"}, …], …}` as [`Waits`] writes it: the
/// tiles are those of the forms, each given once and completing the standard form or a special
/// hand.
///
/// ```
/// use mahjong_core::{Hand, standard::{waits, RuleProfile, Waits}};
/// let w = waits(&Hand::parse("19m19p19s1234567z").unwrap(), RuleProfile::British).unwrap();
/// let text = serde_json::to_string(&w).unwrap();
/// assert_eq!(serde_json::from_str::<Waits>(&text).unwrap(), w);
/// ```
impl<'de> Deserialize<'de> for Waits {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Waits, D::Error> {
        let mut w = Waits { tiles: 0, standard: 0, special: [SpecialHands::EMPTY; 34] };
        for f in WaitsForm::deserialize(d)?.forms {
            let i = f.tile.index();
            if !f.tile.is_playing() || (!f.standard && f.special_hands.is_empty()) {
                return Err(D::Error::custom("a waiting tile completes a form"));
            }
            if w.tiles >> i & 1 == 1 {
                return Err(D::Error::custom(format_args!("{} is given twice", f.tile)));
            }
            w.tiles |= 1 << i;
            w.standard |= u64::from(f.standard) << i;
            f.special_hands.into_iter().for_each(|h| w.special[i as usize].insert(h));
        }
        Ok(w)
    }
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use crate::Hand;
    use crate::standard::{RuleProfile, StandardSet, Waits, waits};

    #[test]
    fn a_set_with_an_unknown_name_is_refused_by_that_name() {
        for (form, name) in [
            (r#"{"kind": "quad", "tiles": ["7m", "7m", "7m"], "meld": null}"#, "quad"),
            (r#"{"kind": "pung", "tiles": ["7m", "7m", "7m"], "meld": "hidden"}"#, "hidden"),
        ] {
            let e = alloc::string::ToString::to_string(&serde_json::from_str::<StandardSet>(form).unwrap_err());
            assert!(e.contains(name), "{e}");
        }
        let set: StandardSet =
            serde_json::from_str(r#"{"kind": "pung", "tiles": ["7m", "7m", "7m"], "meld": "exposed"}"#).unwrap();
        assert_eq!(set.meld_status(), Some(crate::MeldStatus::Exposed));
    }

    #[test]
    fn waits_read_back_equal() {
        for text in ["19m19p19s1234567z", "1112345678999m", "123m456m789m111p2p", "1122m3344p5566s7z"] {
            for r in RuleProfile::STANDARD {
                // The three-player game has no north wind: that hand is skipped there.
                let Ok(w) = waits(&Hand::parse(text).unwrap(), r) else { continue };
                let back: Waits = serde_json::from_str(&serde_json::to_string(&w).unwrap()).unwrap();
                assert_eq!(back, w, "{text} {r:?}");
            }
        }
        let none = r#"{"forms": [{"tile": "1m", "standard": false, "special_hands": []}]}"#;
        assert!(serde_json::from_str::<Waits>(none).is_err());
        let twice = r#"{"forms": [{"tile": "1m", "standard": true, "special_hands": []},
            {"tile": "1m", "standard": false, "special_hands": ["thirteen_unique_wonders"]}]}"#;
        let e = serde_json::from_str::<Waits>(twice).unwrap_err();
        assert!(alloc::string::ToString::to_string(&e).starts_with("1m is given twice"), "{e}");
    }
}
