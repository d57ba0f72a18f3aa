//! Tiles away by special hand: [`TilesAway::special`] reads the count of any [`SpecialHand`],
//! so a face that lists the special hands by number needs no list of which ones are counted.
use super::{SpecialHand, TilesAway};

impl TilesAway {
    /// Tiles away from the special hand `hand` (-1 complete, 0 calling), or `None` when it is
    /// not counted: a special hand the profile does not allow, or one whose tiles away the core
    /// does not count (only the six with a getter of their own are: Thirteen Unique Wonders, All
    /// Pair Honours, Knitting, Wriggling Snake, The Gates of Heaven, Triple Knitting).
    ///
    /// ```
    /// use mahjong_core::{Hand, standard::{RuleProfile, SpecialHand, tiles_away}};
    /// let a = tiles_away(&Hand::parse("19m19p19s1234567z").unwrap(), RuleProfile::Classical).unwrap();
    /// assert_eq!(a.special(SpecialHand::ThirteenUniqueWonders), a.thirteen_unique_wonders());
    /// assert_eq!(a.special(SpecialHand::ThirteenUniqueWonders), Some(0));
    /// ```
    pub fn special(&self, hand: SpecialHand) -> Option<i8> {
        match hand {
            SpecialHand::ThirteenUniqueWonders => self.thirteen_unique_wonders(),
            SpecialHand::AllPairHonours => self.all_pair_honours(),
            SpecialHand::Knitting => self.knitting(),
            SpecialHand::WrigglingSnake => self.wriggling_snake(),
            SpecialHand::GatesOfHeaven => self.gates_of_heaven(),
            SpecialHand::TripleKnitting => self.triple_knitting(),
            _ => None,
        }
    }
}
