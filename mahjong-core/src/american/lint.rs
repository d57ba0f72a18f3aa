//! Linting a card: every error and warning of a card's hands, for `mahjong card lint`.

use super::card::Card;
use super::error::CardError;
use super::spec::HandSpec;
use crate::error::Window;
use alloc::string::String;
use alloc::vec::Vec;

/// The most errors, and the most warnings, a lint reports ([`CardLint`]); the rest are only
/// counted, so a lint report stays small whatever the card.
pub const MAX_LINT_PROBLEMS: usize = 100;

impl Card {
    /// Compiles every hand it can and collects the errors and warnings ([`Card::warnings`]), for
    /// `mahjong card lint`: the first [`MAX_LINT_PROBLEMS`] of each, and a count of the rest.
    /// Every bad line of every hand is named (a hand refused as a whole, for no lines or too
    /// many, gives one error); compiling stops only past a card-wide cap ([`MAX_FORMS`],
    /// [`MAX_WORK`]). The card holds the hands without errors.
    ///
    /// [`MAX_FORMS`]: super::MAX_FORMS
    /// [`MAX_WORK`]: super::MAX_WORK
    ///
    /// ```
    /// use mahjong_core::american::{Card, HandSpec};
    /// let lint = Card::lint("Mine", "2026", vec![
    ///     HandSpec::new("2468", 1, 25, false, &["FF 222a 44a 666b 8888b"]),
    ///     HandSpec::new("2468", 2, 25, false, &["FF 2222a 44a 666b 888Qb"]),
    ///     HandSpec::new("2468", 3, 25, false, &["22a 22a 2a 444b 6666b 88b"]),
    /// ]);
    /// assert_eq!(lint.card.unwrap().hands().len(), 1);
    /// assert_eq!((lint.errors.len(), lint.more_errors), (2, 0));
    /// assert_eq!(lint.errors[1].to_string(), "hand 3 (2468 #3), line 1, column 9: the line needs 5 naturals of 2 craks (2c); the American set has 4");
    /// ```
    pub fn lint(name: &str, edition: &str, hands: Vec<HandSpec>) -> CardLint {
        let mut lint = CardLint::default();
        lint.add_warnings(Card::warnings(&hands));
        let card = Card::compile_collect(name, edition, hands, &mut |e| {
            lint.add_error(e);
            true
        });
        lint.card = Some(card);
        lint
    }
}

/// What a lint of a card found: the card made of the hands without errors, and the first
/// [`MAX_LINT_PROBLEMS`] errors and warnings with a count of the rest. From [`Card::lint`] and
/// (with `card-files`) [`Card::lint_str`].
///
/// ```
/// use mahjong_core::american::{Card, HandSpec, MAX_LINT_PROBLEMS};
/// let hands = vec![HandSpec::new("369", 1, 25, false, &[]); 150];
/// let lint = Card::lint("Empty hands", "", hands);
/// assert_eq!((lint.errors.len(), lint.more_errors), (MAX_LINT_PROBLEMS, 50));
/// assert_eq!((lint.warnings.len(), lint.more_warnings), (MAX_LINT_PROBLEMS, 49));
/// assert_eq!(lint.errors[0].to_string(), "hand 1 (369 #1): the hand has no lines");
/// ```
#[derive(Clone, Debug, Default)]
#[non_exhaustive]
pub struct CardLint {
    /// The card made of the hands without errors; `None` when the text does not read.
    pub card: Option<Card>,
    /// The first errors, in card order (at most [`MAX_LINT_PROBLEMS`]).
    pub errors: Vec<CardError>,
    /// Errors found past those kept.
    pub more_errors: usize,
    /// The first warnings, in card order (at most [`MAX_LINT_PROBLEMS`]).
    pub warnings: Vec<CardWarning>,
    /// Warnings found past those kept.
    pub more_warnings: usize,
}

impl CardLint {
    fn add_error(&mut self, e: CardError) {
        if self.errors.len() < MAX_LINT_PROBLEMS {
            self.errors.push(e);
        } else {
            self.more_errors += 1;
        }
    }

    fn add_warnings(&mut self, mut w: Vec<CardWarning>) {
        self.more_warnings = w.len().saturating_sub(MAX_LINT_PROBLEMS);
        w.truncate(MAX_LINT_PROBLEMS);
        self.warnings = w;
    }

    /// Errors in all, kept and counted.
    ///
    /// ```
    /// let lint = mahjong_core::american::Card::lint("None", "", vec![]);
    /// assert_eq!(lint.error_count(), 1); // the card has no hands
    /// ```
    pub fn error_count(&self) -> usize {
        self.errors.len() + self.more_errors
    }

    /// Warnings in all, kept and counted.
    ///
    /// ```
    /// assert_eq!(mahjong_core::american::Card::lint("None", "", vec![]).warning_count(), 0);
    /// ```
    pub fn warning_count(&self) -> usize {
        self.warnings.len() + self.more_warnings
    }
}

/// A doubt about a card that does not stop it compiling, from [`Card::warnings`]. (A card
/// without hands is an error, [`CardErrorKind::Empty`](super::CardErrorKind::Empty).)
///
/// ```
/// use mahjong_core::american::{Card, CardWarning, HandSpec};
/// let twice = vec![HandSpec::new("369", 1, 25, false, &["333a 666a 9999a DDDDa"]); 2];
/// assert_eq!(Card::warnings(&twice), [CardWarning::DuplicateHand { section: "369".into(), number: 1, first: 1, second: 2 }]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CardWarning {
    /// Two hands share a section and number, so a match cannot say which one it is.
    #[error("hand {second} ({} #{number}) has the same section and number as hand {first}", Window::head(section))]
    DuplicateHand {
        /// The section.
        section: String,
        /// The number.
        number: u32,
        /// 1-based position of the first hand with them.
        first: usize,
        /// 1-based position of the later hand.
        second: usize,
    },
}

impl Card {
    /// The warnings about a card's hands (all of them, also those with errors): every hand whose
    /// section and number an earlier hand already has.
    ///
    /// ```
    /// use mahjong_core::american::{Card, CardWarning, HandSpec};
    /// let hands = [
    ///     HandSpec::new("369", 1, 25, false, &["333a 666a 9999a DDDDa"]),
    ///     HandSpec::new("369", 2, 25, false, &["333a 666a 9999a DDDDb"]),
    ///     HandSpec::new("369", 1, 30, false, &["3333a 666a 9999a DDDa"]),
    /// ];
    /// let w = Card::warnings(&hands);
    /// assert_eq!(w, [CardWarning::DuplicateHand { section: "369".into(), number: 1, first: 1, second: 3 }]);
    /// assert_eq!(w[0].to_string(), "hand 3 (369 #1) has the same section and number as hand 1");
    /// ```
    pub fn warnings(hands: &[HandSpec]) -> Vec<CardWarning> {
        let mut seen: alloc::collections::BTreeMap<(&str, u32), usize> = alloc::collections::BTreeMap::new();
        let mut out = Vec::new();
        for (i, h) in hands.iter().enumerate() {
            match seen.get(&(h.section.as_str(), h.number)) {
                Some(&first) => out.push(CardWarning::DuplicateHand {
                    section: h.section.clone(),
                    number: h.number,
                    first,
                    second: i + 1,
                }),
                None => {
                    seen.insert((h.section.as_str(), h.number), i + 1);
                }
            }
        }
        out
    }
}
