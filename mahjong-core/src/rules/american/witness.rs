//! Witnesses for the "still possible" test: the line and form that made some X line possible
//! the last time a player's hand was asked about, tried first the next time. One form is
//! cheap to test, and between two questions about the same hand the answer rarely changes; when
//! the witness no longer holds, the card is scanned in order as before. Every answer here is the
//! answer of the scan ([`super::any_line`]); only the order of the work differs.

use super::{Outlook, RulesError, block_fits, check_visible, form_possible, line_admits, line_witness_at};
#[cfg(test)]
use crate::Meld;
use crate::american::Card;
use crate::{Hand, Tile};

/// A line of the card and one of its forms (with the form's block) that passed the form test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Witness {
    line: u32,
    block: u32,
    form: u32,
}

/// True only when line `w.line` is still possible for `o`: the tests of
/// [`super::line_possible_at`] for that line, the witness's block and its form.
fn holds(card: &Card, w: Witness, o: &Outlook) -> bool {
    line_admits(card, w.line as usize, o)
        && block_fits(card, w.block as usize, o)
        && form_possible(card, w.form as usize, o)
}

/// Some X line possible for `o` (the answer of `any_line(card, o, |c| !c)`): `*w` first, then
/// the X lines in card order; `*w` is left the witness found, `None` when there is none.
fn x_line(card: &Card, o: &Outlook, w: &mut Option<Witness>) -> bool {
    if o.chow {
        return false;
    }
    if let Some(old) = *w
        && card.lines.get(old.line as usize).is_some_and(|le| !le.concealed)
        && holds(card, old, o)
    {
        return true;
    }
    *w = (0..card.lines.len())
        .filter(|&li| !card.lines[li].concealed)
        .find_map(|li| line_witness_at(card, li, o).map(|(block, form)| Witness { line: li as u32, block, form }));
    w.is_some()
}

/// Whether some X line (exposures allowed) is still possible for `hand` given the `visible`
/// tiles: the same answer as counting them with [`super::lines_possible`]
/// (`exposed > 0`). Errors: [`RulesError::TooManyVisible`].
pub(crate) fn x_line_possible(
    card: &Card,
    hand: &Hand,
    visible: &[u8; Tile::COUNT],
    w: &mut Option<Witness>,
) -> Result<bool, RulesError> {
    check_visible(visible)?;
    Ok(x_line(card, &Outlook::of_hand(hand, visible), w))
}

/// Whether some C line (concealed only) is still possible for `hand` given the `visible` tiles:
/// the same answer as counting them with [`super::lines_possible`] (`concealed > 0`), stopping
/// at the first. Errors: [`RulesError::TooManyVisible`].
pub(crate) fn c_line_possible(card: &Card, hand: &Hand, visible: &[u8; Tile::COUNT]) -> Result<bool, RulesError> {
    check_visible(visible)?;
    Ok(super::any_line(card, &Outlook::of_hand(hand, visible), |c| c))
}

/// Whether [`super::exposures_dead`] finds the hand dead by its exposures, without naming the
/// reason: true exactly when the hand has an exposure and no X line takes all its exposures
/// together (only its own exposures visible).
///
/// Why that is the same answer: `exposures_dead` first asks of each exposure alone whether it
/// fits some X line, then of all of them together. When a form of an X line takes all the
/// exposures together, it takes each alone too: with fewer exposures it has more naturals left
/// (a face's naturals not visible only grow), and each exposure left out frees as many jokers
/// (its own) as it can add to the slots that jokers must fill (its size less its naturals); its
/// groups are a subset of the ones matched, and the line's and block's tests are on profiles
/// that only grow (naturals left) or shrink (exposed tiles). So the joint test failing is the
/// only way to be dead, and it makes the hand dead: by an exposure alone, or as incompatible.
pub(crate) fn exposures_dead_witnessed(card: &Card, hand: &Hand, w: &mut Option<Witness>) -> bool {
    const NONE: [u8; Tile::COUNT] = [0; Tile::COUNT];
    let o = Outlook::of_hand(hand, &NONE);
    (o.chow || o.n_expo > 0) && !x_line(card, &o, w)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::MeldStatus;
    use crate::rules::{exposures_dead, lines_possible};
    use crate::sim::Xoshiro256;

    /// Random racks of one to four exposures (pungs to sextets of one face, with jokers) and
    /// two concealed tiles, and random visible tiles: the witnessed answers equal the rules'
    /// own scans, with the witness carried from one hand to the next as the engine carries it.
    #[test]
    fn the_witnessed_answers_are_the_scans_answers() {
        let card = Card::sample();
        let faces: alloc::vec::Vec<Tile> = (0..Tile::COUNT as u8)
            .filter_map(Tile::from_index)
            .filter(|t| t.is_playing() || *t == Tile::AMERICAN_FLOWER)
            .collect();
        let mut rng = Xoshiro256::seed_from(7);
        let mut pick = |n: usize| rng.below(n as u64) as usize;
        let (mut w_dead, mut w_x) = (None, None);
        let (mut dead, mut alive, mut x_yes, mut x_no) = (0, 0, 0, 0);
        for _ in 0..4000 {
            let mut hand = Hand::new();
            // Often a few faces only, so that several exposures fit one line now and then.
            let few = pick(2) == 0;
            for _ in 0..1 + pick(4) {
                let t = faces[if few { pick(4) * 9 } else { pick(faces.len()) }];
                let size = 3 + pick(4);
                let jokers = if pick(2) == 0 { 0 } else { pick(size) };
                let mut tiles = [Tile::JOKER; 6];
                tiles[..size - jokers].fill(t);
                if let Ok(m) = Meld::new(&tiles[..size], MeldStatus::Exposed) {
                    let _ = hand.push_meld(m);
                }
            }
            for t in ["1s", "2s"] {
                hand.push(t.parse().unwrap()).unwrap();
            }
            let want = exposures_dead(card, &hand).is_some();
            assert_eq!(exposures_dead_witnessed(card, &hand, &mut w_dead), want, "{hand:?}");
            if want {
                dead += 1;
            } else {
                alive += 1;
            }
            let mut visible = [0u8; Tile::COUNT];
            for _ in 0..pick(80) {
                let t = faces[pick(faces.len())];
                let c = &mut visible[t.index() as usize];
                *c = (*c + 1).min(4);
            }
            visible[Tile::JOKER.index() as usize] = pick(9) as u8;
            for rack in [Hand::parse("1s 2s").unwrap(), hand] {
                let want = lines_possible(card, &rack, &visible).map(|p| p.exposed > 0);
                assert_eq!(x_line_possible(card, &rack, &visible, &mut w_x), want, "{rack:?} {visible:?}");
                let want_c = lines_possible(card, &rack, &visible).map(|p| p.concealed > 0);
                assert_eq!(c_line_possible(card, &rack, &visible), want_c, "{rack:?} {visible:?}");
                if want == Ok(true) {
                    x_yes += 1;
                } else {
                    x_no += 1;
                }
            }
        }
        // Both answers came up often enough for the comparison to mean something.
        assert!(dead > 100 && alive > 100 && x_yes > 100 && x_no > 100, "{dead} {alive} {x_yes} {x_no}");
    }
}
