//! Reading back the JSON forms of a score, one of its items and a settlement (features `serde`
//! and `alloc`), so a saved or sent result (the command line's and the web page's JSON, a
//! Python pickle) is the same value again. A form no score can have is refused: more than 40
//! items, more than 4 tiles to an item, an unknown special hand, a limit of 0, points and doubles
//! the items do not make, a special hand's item beside others or not worth its value.

use super::{MAX_ITEMS, Score, ScoreItem, ScoreItemKind, ScoreRules};
use crate::Tile;
use crate::standard::SpecialHand;
use alloc::string::String;
use alloc::vec::Vec;
use serde::de::{Deserialize, Deserializer, Error};

#[derive(serde::Deserialize)]
struct ItemForm {
    name: String,
    kind: ScoreItemKind,
    points: u32,
    doubles: u32,
    tiles: Vec<Tile>,
}

#[derive(serde::Deserialize)]
struct ScoreForm {
    items: Vec<ScoreItem>,
    points: u32,
    doubles: u32,
    limit: u32,
}

/// `{"name", "kind", "points", "doubles", "tiles"}` as [`ScoreItem`] writes it; `name` is read
/// only for a special hand's item, whose special hand it names.
///
/// ```
/// use mahjong_core::{Hand, scoring::{score, ScoreItem, ScoreRules}};
/// let s = score(&Hand::parse("[111m] [999m] 111p 999p 99s ; win=9s").unwrap(), &ScoreRules::classical()).unwrap();
/// let text = serde_json::to_string(&s.items()[0]).unwrap();
/// assert_eq!(serde_json::from_str::<ScoreItem>(&text).unwrap(), s.items()[0]);
/// ```
impl<'de> Deserialize<'de> for ScoreItem {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<ScoreItem, D::Error> {
        let f = ItemForm::deserialize(d)?;
        let n = f.tiles.len();
        if n > 4 {
            return Err(D::Error::custom("a score item has at most four tiles"));
        }
        let special = match f.kind {
            ScoreItemKind::SpecialHand | ScoreItemKind::CallingOnSpecialHand => {
                Some(f.name.parse::<SpecialHand>().map_err(D::Error::custom)?)
            }
            _ => None,
        };
        let mut tiles = [Tile::BLANK; 4];
        tiles[..n].copy_from_slice(&f.tiles);
        Ok(ScoreItem { kind: f.kind, points: f.points, doubles: f.doubles, tiles, n_tiles: n as u8, special })
    }
}

/// `{"items", "points", "doubles", "limit", …}` as [`Score`] writes it: the score is made again
/// from the items and the limit as the scorer makes it (a special hand's one item through the
/// same call), and a form whose points, doubles or special hand's value differ is refused.
///
/// ```
/// use mahjong_core::{Hand, scoring::{score, Score, ScoreRules}};
/// let s = score(&Hand::parse("123m456m789m111p22p ; win=2p by=self").unwrap(), &ScoreRules::classical()).unwrap();
/// let text = serde_json::to_string(&s).unwrap();
/// assert_eq!(serde_json::from_str::<Score>(&text).unwrap(), s);
/// // Points that the items do not make are refused.
/// let mut v = serde_json::to_value(&s).unwrap();
/// v["points"] = serde_json::json!(s.points() + 1);
/// assert!(serde_json::from_value::<Score>(v).is_err());
/// ```
impl<'de> Deserialize<'de> for Score {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Score, D::Error> {
        let f = ScoreForm::deserialize(d)?;
        // A special hand's value depends on the limit alone, not on the profile.
        let rules = ScoreRules::default().with_limit(f.limit);
        rules.check().map_err(D::Error::custom)?;
        if f.items.len() > MAX_ITEMS {
            return Err(D::Error::custom(format_args!("a score has at most {MAX_ITEMS} items")));
        }
        let s = match f.items.first().and_then(|i| Some((i.kind, i.special?))) {
            Some((kind, hand)) => Score::from_special(kind, hand, &rules),
            None => {
                let mut s = Score::new(f.limit);
                for i in &f.items {
                    if i.special.is_some() {
                        return Err(D::Error::custom("a special hand is the only item of its score"));
                    }
                    s.push(i.kind, i.points, i.doubles, i.tiles());
                }
                s
            }
        };
        if s.items() == &f.items[..] && (s.points, s.doubles) == (f.points, f.doubles) {
            Ok(s)
        } else if s.special().is_some() {
            Err(D::Error::custom("a special hand is the only item of its score, worth the limit or half of it"))
        } else {
            Err(D::Error::custom("the items do not make the points and doubles given"))
        }
    }
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use crate::Hand;
    use crate::scoring::{HandSettlement, Score, ScoreRules, score, score_losing_hand, settle_hands};
    use crate::{Wind, standard::SpecialHand};
    use alloc::string::ToString;

    fn round_trip<T: serde::Serialize + serde::de::DeserializeOwned>(v: &T) -> T {
        serde_json::from_str(&serde_json::to_string(v).unwrap()).unwrap()
    }

    #[test]
    fn scores_and_their_items_read_back_equal() {
        let rules = [ScoreRules::classical(), ScoreRules::british(), ScoreRules::classical().with_limit(500)];
        let winners = ["123m456m789m111p22p ; win=2p by=self", "[555z] [666z] [777z] 111m 22p ; win=2p"];
        let losers = ["(5555z) (6666z) (7777z) 1357m ; seat_wind=S", "[777z] 19m 2468p 1357s 1f2f"];
        let mut checked = 0;
        for r in &rules {
            for (text, losing) in winners.map(|h| (h, false)).into_iter().chain(losers.map(|h| (h, true))) {
                let h = Hand::parse(text).unwrap();
                // Three Great Scholars is not a British hand: that one is skipped there.
                let Ok(s) = (if losing { score_losing_hand(&h, r) } else { score(&h, r) }) else { continue };
                checked += 1;
                assert_eq!(round_trip(&s), s, "{text}");
                for item in s.items() {
                    assert_eq!(round_trip(item), *item, "{text}");
                }
            }
        }
        assert_eq!(checked, 11);
    }

    #[test]
    fn a_special_hands_score_keeps_its_value() {
        let h = Hand::parse("[555z] [666z] [777z] 111m 22p ; win=2p").unwrap();
        let s: Score = round_trip(&score(&h, &ScoreRules::classical()).unwrap());
        assert_eq!((s.special(), s.total()), (Some(SpecialHand::ThreeGreatScholars), s.limit()));
    }

    #[test]
    fn special_hands_read_back_through_their_rule() {
        let knitting = "1234579m1234579p ; win=9p";
        let cases = [
            (score(&Hand::parse("[555z] [666z] [777z] 111m 22p ; win=2p").unwrap(), &ScoreRules::classical()), 1000),
            (score(&Hand::parse(knitting).unwrap(), &ScoreRules::british().with_limit(501)), 250),
            (score_losing_hand(&Hand::parse("19m19p19s1234567z").unwrap(), &ScoreRules::classical()), 1000),
        ];
        for (s, value) in cases {
            let s = s.unwrap();
            assert_eq!((s.special().is_some(), s.total()), (true, value));
            assert_eq!(round_trip(&s), s);
            let form = serde_json::to_value(s).unwrap();
            let changed = |f: &dyn Fn(&mut serde_json::Value)| {
                let mut v = form.clone();
                f(&mut v);
                serde_json::from_value::<Score>(v).unwrap_err().to_string()
            };
            // Not the hand's value under the limit given (the points follow, as in the form).
            let worth = changed(&|v| v["limit"] = serde_json::json!(value * 4));
            assert!(worth.contains("worth the limit or half of it"), "{worth}");
            let more = changed(&|v| {
                let extra =
                    serde_json::json!({"name": "x", "kind": "no_chows", "points": 0, "doubles": 1, "tiles": []});
                v["items"].as_array_mut().unwrap().push(extra);
                v["doubles"] = serde_json::json!(1);
            });
            assert!(more.contains("the only item of its score"), "{more}");
            let second = changed(&|v| {
                let pung =
                    serde_json::json!({"name": "x", "kind": "minor_pung", "points": 2, "doubles": 0, "tiles": []});
                v["items"].as_array_mut().unwrap().insert(0, pung);
            });
            assert!(second.contains("the only item of its score"), "{second}");
            let doubled = changed(&|v| v["doubles"] = serde_json::json!(1));
            assert!(doubled.contains("worth the limit or half of it"), "{doubled}");
        }
    }

    #[test]
    fn totals_the_items_do_not_make_are_refused() {
        let h = Hand::parse("[555z] 999m 234p 456s 77p ; win=4p seat_wind=S prevailing=W").unwrap();
        let form = serde_json::to_value(score(&h, &ScoreRules::classical()).unwrap()).unwrap();
        for (field, value) in [("points", 23), ("doubles", 0), ("limit", 0)] {
            let mut v = form.clone();
            v[field] = serde_json::json!(value);
            let e = serde_json::from_value::<Score>(v).unwrap_err().to_string();
            let expected =
                if field == "limit" { "limit" } else { "the items do not make the points and doubles given" };
            assert!(e.contains(expected), "{field}: {e}");
        }
        // A special hand's item among the items of a standard reading is no score.
        let mut v = form.clone();
        let special = serde_json::json!({"name": "Three Great Scholars", "kind": "special_hand", "points": 0, "doubles": 0, "tiles": []});
        v["items"].as_array_mut().unwrap().push(special);
        let e = serde_json::from_value::<Score>(v).unwrap_err().to_string();
        assert!(e.contains("the only item of its score"), "{e}");
    }

    #[test]
    fn a_changed_form_is_refused() {
        let bad = r#"{"name": "x", "kind": "special_hand", "points": 1, "doubles": 0, "tiles": []}"#;
        assert!(serde_json::from_str::<crate::scoring::ScoreItem>(bad).is_err());
        let five =
            r#"{"name": "x", "kind": "no_chows", "points": 0, "doubles": 1, "tiles": ["1m","1m","1m","1m","1m"]}"#;
        assert!(serde_json::from_str::<crate::scoring::ScoreItem>(five).is_err());
        let item = serde_json::json!({"name": "x", "kind": "no_chows", "points": 0, "doubles": 1, "tiles": []});
        let many = serde_json::json!({"items": alloc::vec![item; 41], "points": 0, "doubles": 41, "limit": 1000});
        let e = serde_json::from_value::<Score>(many).unwrap_err().to_string();
        assert_eq!(e, "a score has at most 40 items");
    }

    #[test]
    fn a_settlement_reads_back_equal() {
        let hands = ["123m456m789m111p22p ; win=2p by=self", "111s 222s 345p 77z 99m", "[555z] 123s 456s 78s 99p"];
        let seats = [hands[0], hands[1], hands[2], "[666z] 11z 234m 567p 88s"].map(|h| Some(Hand::parse(h).unwrap()));
        let s = settle_hands(&ScoreRules::classical(), &seats, Some(Wind::East), Wind::East).unwrap();
        assert_eq!(round_trip::<HandSettlement>(&s), s);
    }
}
