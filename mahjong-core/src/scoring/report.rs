//! The JSON-ready reports of a settlement (feature `serde`): the same form from every face.

use super::{AmericanSettlement, HandSettlement, Payments};
use crate::Wind;
use serde::ser::{Serialize, SerializeMap, Serializer};

/// A [`Payments`] table as it is reported: `{"seats": ["east", "south", "west", "north"],
/// "table": [[…]; 4], "nets": […]}` (`table[from][to]` and the nets in seat order).
///
/// ```
/// use mahjong_core::scoring::{settle, PaymentsReport, ScoreRules};
/// use mahjong_core::Wind;
/// let p = settle(&ScoreRules::classical(), Some(Wind::South), [0, 10, 0, 0]).unwrap();
/// let v = serde_json::to_value(PaymentsReport(&p)).unwrap();
/// assert_eq!(v["seats"][1], "south");
/// assert_eq!(v["nets"][1].as_i64(), Some(p.net(Wind::South)));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct PaymentsReport<'a>(pub &'a Payments);

/// The rows of the table, each a list.
struct Rows<'a>(&'a [[u32; 4]; 4]);

impl Serialize for Rows<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(|row| &row[..]))
    }
}

impl Serialize for PaymentsReport<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(3))?;
        // Lists, not tuples: slices, as the arrays would serialize as tuples.
        m.serialize_entry("seats", &Wind::ALL.map(|w| w.name())[..])?;
        m.serialize_entry("table", &Rows(self.0.table()))?;
        m.serialize_entry("nets", &self.0.nets()[..])?;
        m.end()
    }
}

/// An [`AmericanSettlement`] as it is reported: `{"winner": "east" | null, "value",
/// "jokerless_double", "self_drawn", "payments": PaymentsReport}`.
///
/// ```
/// use mahjong_core::scoring::{settle_american_wall_game, AmericanReport};
/// let v = serde_json::to_value(AmericanReport(&settle_american_wall_game())).unwrap();
/// assert!(v["winner"].is_null() && v["payments"]["nets"][0] == 0);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct AmericanReport<'a>(pub &'a AmericanSettlement);

impl Serialize for AmericanReport<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let a = self.0;
        let mut m = s.serialize_map(Some(5))?;
        m.serialize_entry("winner", &a.winner.map(Wind::name))?;
        m.serialize_entry("value", &a.value)?;
        m.serialize_entry("jokerless_double", &a.jokerless_double)?;
        m.serialize_entry("self_drawn", &a.self_drawn)?;
        m.serialize_entry("payments", &PaymentsReport(&a.payments))?;
        m.end()
    }
}

/// A [`HandSettlement`] as it is reported, with its winner (`None` for a wall game):
/// `{"winner": "east" | null, "scores": [score | null; 4], "payments": PaymentsReport}`.
///
/// ```
/// use mahjong_core::scoring::{settle_hands, HandSettlementReport, ScoreRules};
/// use mahjong_core::{Hand, Wind};
/// let loser = Hand::parse("[777z] 19m 2468p 1357s").unwrap();
/// let s = settle_hands(&ScoreRules::classical(), &[Some(loser); 4], None, Wind::East).unwrap();
/// let v = serde_json::to_value(HandSettlementReport { settlement: &s, winner: None }).unwrap();
/// assert!(v["winner"].is_null() && v["scores"].as_array().unwrap().len() == 4);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct HandSettlementReport<'a> {
    /// The settlement.
    pub settlement: &'a HandSettlement,
    /// Its winner, or `None` for a wall game.
    pub winner: Option<Wind>,
}

impl Serialize for HandSettlementReport<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(3))?;
        m.serialize_entry("winner", &self.winner.map(Wind::name))?;
        m.serialize_entry("scores", &self.settlement.scores[..])?;
        m.serialize_entry("payments", &PaymentsReport(&self.settlement.payments))?;
        m.end()
    }
}
