//! The Charleston passes a table plays, in order: one answer for every face that lists them.
use super::{CharlestonPass, Table};

/// The passes played at `table` in playing order; `second_agreed` says whether all four agreed
/// to the second Charleston. None where the table plays no Charleston.
///
/// ```
/// use mahjong_core::rules::{CharlestonPass as P, Table, charleston_passes};
/// let t = Table::american();
/// assert!(charleston_passes(&t, false).eq([P::FirstRight, P::FirstOver, P::FirstLeft, P::Courtesy]));
/// assert_eq!(charleston_passes(&t, true).count(), 7);
/// assert_eq!(charleston_passes(&Table::chinese(), true).count(), 0);
/// ```
pub fn charleston_passes(table: &Table, second_agreed: bool) -> impl Iterator<Item = CharlestonPass> + use<> {
    let (t, first) = (*table, CharlestonPass::FirstRight);
    core::iter::successors(first.is_played(&t).then_some(first), move |p| p.next(&t, second_agreed))
}
