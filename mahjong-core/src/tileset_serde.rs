//! The JSON-ready form of a tile set (feature `serde`), and reading it back (with `alloc`): a
//! saved set is one of the sets this crate makes, found by its name and counts.

use crate::{Tile, TileSet};
use serde::ser::{Serialize, SerializeMap, Serializer};

/// The tiles a set holds, each with its copies, in index order.
struct Counts<'a>(&'a TileSet);

impl Serialize for Counts<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(Tile::all().filter(|&t| self.0.count(t) > 0).map(|t| (t, self.0.count(t))))
    }
}

/// `{"name": "Chinese 144", "total": 144, "counts": {"1m": 4, …}}` (tiles the set does not hold
/// left out).
///
/// ```
/// let v = serde_json::to_value(mahjong_core::TileSet::american()).unwrap();
/// assert_eq!((v["name"].as_str(), v["total"].as_u64(), v["counts"]["0j"].as_u64()), (Some("American 152"), Some(152), Some(8)));
/// ```
impl Serialize for TileSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(3))?;
        m.serialize_entry("name", self.name())?;
        m.serialize_entry("total", &self.total())?;
        m.serialize_entry("counts", &Counts(self))?;
        m.end()
    }
}

#[cfg(feature = "alloc")]
mod read {
    use crate::{Tile, TileSet};
    use alloc::collections::BTreeMap;
    use alloc::string::String;
    use serde::de::{Deserialize, Deserializer, Error};

    #[derive(serde::Deserialize)]
    struct Form {
        name: String,
        counts: BTreeMap<Tile, u8>,
    }

    /// The form [`TileSet`] writes, read back as the set of that name and counts that this
    /// crate makes; any other is refused.
    ///
    /// ```
    /// use mahjong_core::TileSet;
    /// for set in [TileSet::three_player(true), TileSet::american_with_blanks(6), TileSet::any()] {
    ///     let text = serde_json::to_string(&set).unwrap();
    ///     assert_eq!(serde_json::from_str::<TileSet>(&text).unwrap(), set);
    /// }
    /// assert!(serde_json::from_str::<TileSet>(r#"{"name": "Chinese 144", "counts": {"1m": 5}}"#).is_err());
    /// ```
    impl<'de> Deserialize<'de> for TileSet {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<TileSet, D::Error> {
            let f = Form::deserialize(d)?;
            let known =
                [TileSet::american(), TileSet::chinese(true), TileSet::chinese(false), TileSet::three_player(false)];
            let known = known.into_iter().chain([TileSet::three_player(true), TileSet::any()]);
            let mut sets = known.chain((0..=u8::MAX).map(TileSet::american_with_blanks));
            let same = |s: &TileSet| {
                s.name() == f.name && Tile::all().all(|t| s.count(t) == f.counts.get(&t).copied().unwrap_or(0))
            };
            sets.find(same).ok_or_else(|| D::Error::custom("no tile set has that name and those counts"))
        }
    }
}
