//! Reading back the JSON forms of an MCR score and of MCR waits (features `serde` and `alloc`),
//! so a saved or sent result (the command line's and the web page's JSON, a Python pickle) is
//! the same value again. A form no score can have is refused.

use super::score::Table;
use super::{Fan, HandForm, McrScore, McrWaits};
use crate::Tile;
use crate::hand::MAX_BONUS;
use alloc::collections::BTreeMap;
use alloc::vec::Vec;
use serde::de::{Deserialize, Deserializer, Error};

#[derive(serde::Deserialize)]
struct FanForm {
    number: u8,
    count: u8,
}

#[derive(serde::Deserialize)]
struct ScoreForm {
    form: HandForm,
    fans: Vec<FanForm>,
    fan_points: u16,
    flowers: u8,
}

#[derive(serde::Deserialize)]
struct WaitsForm {
    tiles: Vec<Tile>,
    forms: BTreeMap<Tile, Vec<HandForm>>,
}

/// `{"form", "fans": [{"number", "count", …}], "fan_points", "flowers", …}` as [`McrScore`]
/// writes it; a fan is read by its number, once, and the fans' points must make `fan_points`.
///
/// ```
/// use mahjong_core::{Hand, mcr::{self, McrScore}};
/// let s = mcr::score(&Hand::parse("19m19p19s1234567z7z 1f ; win=7z").unwrap()).unwrap();
/// let text = serde_json::to_string(&s).unwrap();
/// assert_eq!(serde_json::from_str::<McrScore>(&text).unwrap(), s);
/// // A fan listed twice is refused (its points would be counted twice).
/// let mut v = serde_json::to_value(&s).unwrap();
/// let first = v["fans"][0].clone();
/// v["fans"].as_array_mut().unwrap().push(first);
/// assert!(serde_json::from_value::<McrScore>(v).is_err());
/// ```
impl<'de> Deserialize<'de> for McrScore {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<McrScore, D::Error> {
        let f = ScoreForm::deserialize(d)?;
        let mut table = [0u8; 82];
        for e in &f.fans {
            let fan = Fan::from_number(e.number).ok_or_else(|| D::Error::custom("no fan has that number"))?;
            if table[fan as usize] != 0 || e.count == 0 {
                return Err(D::Error::custom("a fan is listed twice, or with a count of 0"));
            }
            table[fan as usize] = e.count;
        }
        if usize::from(f.flowers) > MAX_BONUS {
            return Err(D::Error::custom(format_args!("a hand holds at most {MAX_BONUS} flowers")));
        }
        let points = Table::points_of(&table);
        if table[Fan::FlowerTiles as usize] != f.flowers || points != u32::from(f.fan_points) {
            return Err(D::Error::custom("the fans do not make the points and flowers given"));
        }
        Ok(McrScore { table, fan_points: f.fan_points, flowers: f.flowers, form: f.form })
    }
}

/// `{"tiles": [...], "forms": {"1z": ["knitted_straight"], …}}` as [`McrWaits`] writes it: each
/// winning tile once, and the forms of each, of those tiles only.
///
/// ```
/// use mahjong_core::{Hand, mcr::{self, McrWaits}};
/// let w = mcr::waits(&Hand::parse("147m258p369s11z22z").unwrap()).unwrap();
/// let text = serde_json::to_string(&w).unwrap();
/// assert_eq!(serde_json::from_str::<McrWaits>(&text).unwrap(), w);
/// ```
impl<'de> Deserialize<'de> for McrWaits {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<McrWaits, D::Error> {
        let f = WaitsForm::deserialize(d)?;
        let mut tiles = 0u64;
        for t in &f.tiles {
            if !t.is_playing() || tiles >> t.index() & 1 == 1 {
                return Err(D::Error::custom(format_args!("{t} is not a winning face, or is given twice")));
            }
            tiles |= 1 << t.index();
        }
        let mut forms = [0u8; 34];
        for (t, list) in &f.forms {
            if !t.is_playing() {
                return Err(D::Error::custom(format_args!("forms are given for {t}, which is no winning face")));
            }
            forms[t.index() as usize] = list.iter().fold(0, |bits, &form| bits | 1 << form as u8);
        }
        McrWaits::from_parts(tiles, forms)
            .ok_or_else(|| D::Error::custom("every winning tile, and only those, has its forms"))
    }
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use crate::mcr::{self, McrScore, McrWaits};
    use crate::{Hand, WinContext, Wind};
    use alloc::string::ToString;
    use alloc::vec::Vec;

    #[test]
    fn scores_read_back_equal() {
        let hands = [
            "123456789m777z11m ; win=9m by=self",
            "19m19p19s1234567z7z 1f2f ; win=7z",
            "1122m3344p5566s77z ; win=7z",
            "222z123m456p678s11m ; win=1m",
            "[123m] [456p] 789s 345s 22s ; win=2s",
        ];
        let mut checked = 0;
        for text in hands {
            let mut h = Hand::parse(text).unwrap();
            for on in [true, false] {
                h.set_context(WinContext { seat_wind: Wind::South, ..*h.context() });
                // Flowers in a game without them are refused: that one is skipped.
                let Ok(s) = mcr::score_in(&h, on) else { continue };
                checked += 1;
                let back: McrScore = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
                assert_eq!(back, s, "{text}");
            }
        }
        assert_eq!(checked, 9);
    }

    #[test]
    fn waits_read_back_equal() {
        for text in ["147m258p369s11z22z", "1112345678999m", "1122m3344p5566s7z", "123m456p789s1z [555z]"] {
            let w = mcr::waits(&Hand::parse(text).unwrap()).unwrap();
            let back: McrWaits = serde_json::from_str(&serde_json::to_string(&w).unwrap()).unwrap();
            assert_eq!(back, w, "{text}");
        }
    }

    #[test]
    fn more_flowers_than_a_hand_holds_are_refused() {
        let s = mcr::score(&Hand::parse("19m19p19s1234567z7z 1f2f ; win=7z").unwrap()).unwrap();
        let form = serde_json::to_value(s).unwrap();
        let with_flowers = |n: u8| {
            let mut v = form.clone();
            let flowers = v["fans"].as_array_mut().unwrap().iter_mut().find(|f| f["number"] == 81).unwrap();
            flowers["count"] = serde_json::json!(n);
            v["flowers"] = serde_json::json!(n);
            serde_json::from_value::<McrScore>(v)
        };
        assert_eq!(with_flowers(8).unwrap().flowers(), 8);
        let e = with_flowers(9).unwrap_err().to_string();
        assert!(e.contains("a hand holds at most 8 flowers"), "{e}");
    }

    #[test]
    fn waits_no_hand_can_have_are_refused_by_name() {
        let error = |text: &str| serde_json::from_str::<McrWaits>(text).unwrap_err().to_string();
        // A key that is no tile is named, as a tile anywhere in a form is.
        let e = error(r#"{"tiles": ["1z"], "forms": {"1x": ["regular"]}}"#);
        assert!(e.starts_with(r#"not a tile "1x": column 2: unknown tile letter 'x'"#), "{e}");
        let e = error(r#"{"tiles": ["1z", "5j"], "forms": {"1z": ["regular"]}}"#);
        assert!(e.starts_with(r#"not a tile "5j""#), "{e}");
        for (form, says) in [
            (r#"{"tiles": ["1z", "1z"], "forms": {"1z": ["regular"]}}"#, "1z is not a winning face, or is given twice"),
            (r#"{"tiles": ["1f"], "forms": {"1f": ["regular"]}}"#, "1f is not a winning face"),
            (r#"{"tiles": ["1z"], "forms": {"1z": ["regular"], "0j": ["regular"]}}"#, "forms are given for 0j"),
            (r#"{"tiles": ["1z"], "forms": {"1z": ["regular"], "2z": ["regular"]}}"#, "only those, has its forms"),
            (r#"{"tiles": ["1z", "2z"], "forms": {"1z": ["regular"]}}"#, "only those, has its forms"),
            (r#"{"tiles": ["1z"], "forms": {"1z": []}}"#, "only those, has its forms"),
        ] {
            let e = error(form);
            assert!(e.contains(says), "{form}: {e}");
        }
        let w: McrWaits = serde_json::from_str(r#"{"tiles": ["1z"], "forms": {"1z": ["seven_pairs"]}}"#).unwrap();
        assert_eq!(w.forms("1z".parse().unwrap()).collect::<Vec<_>>(), [mcr::HandForm::SevenPairs]);
    }

    #[test]
    fn a_changed_form_is_refused() {
        let s = mcr::score(&Hand::parse("123456789m777z11m ; win=9m by=self").unwrap()).unwrap();
        let mut v = serde_json::to_value(s).unwrap();
        v["fan_points"] = serde_json::json!(s.fan_points() + 1);
        assert!(serde_json::from_value::<McrScore>(v).is_err());
        let w = r#"{"tiles": ["1z"], "forms": {"2z": ["regular"]}}"#;
        assert!(serde_json::from_str::<McrWaits>(w).is_err());
    }
}
