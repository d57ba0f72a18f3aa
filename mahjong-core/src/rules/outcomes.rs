//! The variants of the outcomes that carry data, as named values (a face that passes the variant
//! as a number and the data in other fields names them; C's `MAHJONG_DEAD_*`), and one value of
//! each kind for the faces that list the kinds (Python's `FalseMahJongOutcome` and `BetOutcome`).
use super::{BetOutcome, DeadHandReason, FalseMahJongOutcome, Remedy, Seat};

crate::name::names! {
    /// The variant of a [`DeadHandReason`] without its data ([`DeadHandReason::variant`]).
    ///
    /// ```
    /// use mahjong_core::rules::{DeadHandReason, DeadHandReasonVariant as V};
    /// assert_eq!(DeadHandReason::ExposureFitsNoLine { meld: 2 }.variant(), V::ExposureFitsNoLine);
    /// assert_eq!("wrong tile count".parse::<V>(), Ok(V::WrongTileCount));
    /// assert_eq!(V::FalseMahJong.label(), "false Mah Jongg");
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum DeadHandReasonVariant: "dead-hand reason" {
        /// [`DeadHandReason::WrongTileCount`].
        WrongTileCount => "wrong_tile_count" | "wrong tile count",
        /// [`DeadHandReason::FalseMahJong`].
        FalseMahJong => "false_mah_jong" | "false Mah Jongg",
        /// [`DeadHandReason::ConcealedHandExposed`].
        ConcealedHandExposed => "concealed_hand_exposed" | "concealed hand exposed",
        /// [`DeadHandReason::ExposureFitsNoLine`].
        ExposureFitsNoLine => "exposure_fits_no_line" | "exposure fits no line",
        /// [`DeadHandReason::IncompatibleExposures`].
        IncompatibleExposures => "incompatible_exposures" | "incompatible exposures",
        /// [`DeadHandReason::NoLinePossible`].
        NoLinePossible => "no_line_possible" | "no line possible",
    }
    /// Short name.
    fn label;
}

crate::name::names! {
    /// The variant of a [`FalseMahJongOutcome`] without its remedy ([`FalseMahJongOutcome::variant`]).
    ///
    /// ```
    /// use mahjong_core::rules::{FalseMahJongOutcome, FalseMahJongOutcomeVariant as V, Remedy};
    /// assert_eq!(FalseMahJongOutcome::Ended(Remedy::RedealNextEast).variant(), V::Ended);
    /// assert_eq!(V::NAMES, ["withdrawn", "dead_hand", "ended"]);
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum FalseMahJongOutcomeVariant: "false Mah Jongg outcome" {
        /// [`FalseMahJongOutcome::Withdrawn`].
        Withdrawn => "withdrawn" | "withdrawn",
        /// [`FalseMahJongOutcome::DeadHand`].
        DeadHand => "dead_hand" | "dead hand",
        /// [`FalseMahJongOutcome::Ended`].
        Ended => "ended" | "ended",
    }
    /// Words for messages: `withdrawn`, `dead hand` or `ended`.
    fn label;
}

crate::name::names! {
    /// The variant of a [`BetOutcome`] without its seat ([`BetOutcome::variant`]).
    ///
    /// ```
    /// use mahjong_core::rules::{BetOutcome, BetOutcomeVariant as V, Seat};
    /// assert_eq!(BetOutcome::PaysAs(Seat::ALL[2]).variant(), V::PaysAs);
    /// assert_eq!(V::PaysAsLoser.label(), "pays as a losing player");
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum BetOutcomeVariant: "bet outcome" {
        /// [`BetOutcome::CollectsFromLosers`].
        CollectsFromLosers => "collects_from_losers" | "collects from the losers",
        /// [`BetOutcome::PaysAs`].
        PaysAs => "pays_as" | "pays as the chosen player",
        /// [`BetOutcome::PaysAsLoser`].
        PaysAsLoser => "pays_as_loser" | "pays as a losing player",
    }
    /// Words for messages.
    fn label;
}

impl DeadHandReason {
    /// The reason's variant, a named value ([`DeadHandReasonVariant`]).
    pub const fn variant(self) -> DeadHandReasonVariant {
        match self {
            DeadHandReason::WrongTileCount { .. } => DeadHandReasonVariant::WrongTileCount,
            DeadHandReason::FalseMahJong => DeadHandReasonVariant::FalseMahJong,
            DeadHandReason::ConcealedHandExposed => DeadHandReasonVariant::ConcealedHandExposed,
            DeadHandReason::ExposureFitsNoLine { .. } => DeadHandReasonVariant::ExposureFitsNoLine,
            DeadHandReason::IncompatibleExposures => DeadHandReasonVariant::IncompatibleExposures,
            DeadHandReason::NoLinePossible => DeadHandReasonVariant::NoLinePossible,
        }
    }

    /// Tiles held: `Some` for [`DeadHandReason::WrongTileCount`] only.
    ///
    /// ```
    /// use mahjong_core::rules::DeadHandReason;
    /// assert_eq!(DeadHandReason::WrongTileCount { has: 12, expected: 13 }.has(), Some(12));
    /// assert_eq!(DeadHandReason::NoLinePossible.has(), None);
    /// ```
    pub const fn has(self) -> Option<u8> {
        if let DeadHandReason::WrongTileCount { has, .. } = self { Some(has) } else { None }
    }

    /// Tiles that should be held: `Some` for [`DeadHandReason::WrongTileCount`] only.
    ///
    /// ```
    /// use mahjong_core::rules::DeadHandReason;
    /// assert_eq!(DeadHandReason::WrongTileCount { has: 12, expected: 13 }.expected(), Some(13));
    /// assert_eq!(DeadHandReason::FalseMahJong.expected(), None);
    /// ```
    pub const fn expected(self) -> Option<u8> {
        if let DeadHandReason::WrongTileCount { expected, .. } = self { Some(expected) } else { None }
    }

    /// The exposure that fits no line (0-based): `Some` for [`DeadHandReason::ExposureFitsNoLine`]
    /// only.
    ///
    /// ```
    /// use mahjong_core::rules::DeadHandReason;
    /// assert_eq!(DeadHandReason::ExposureFitsNoLine { meld: 2 }.exposure(), Some(2));
    /// assert_eq!(DeadHandReason::WrongTileCount { has: 12, expected: 13 }.exposure(), None);
    /// ```
    pub const fn exposure(self) -> Option<u8> {
        if let DeadHandReason::ExposureFitsNoLine { meld } = self { Some(meld) } else { None }
    }
}

impl DeadHandReasonVariant {
    /// The reason of this variant with its data (for a face that passes the variant and the data
    /// apart, as C's `mahjong_dead_hand`): `has` and `expected` for
    /// [`WrongTileCount`](Self::WrongTileCount), `exposure` for
    /// [`ExposureFitsNoLine`](Self::ExposureFitsNoLine); a variant without data ignores them.
    ///
    /// ```
    /// use mahjong_core::rules::{DeadHandReason, DeadHandReasonVariant as V};
    /// assert_eq!(V::WrongTileCount.with_data(12, 13, 0), DeadHandReason::WrongTileCount { has: 12, expected: 13 });
    /// assert_eq!(V::ExposureFitsNoLine.with_data(0, 0, 2), DeadHandReason::ExposureFitsNoLine { meld: 2 });
    /// assert_eq!(V::NoLinePossible.with_data(12, 13, 2), DeadHandReason::NoLinePossible);
    /// ```
    pub const fn with_data(self, has: u8, expected: u8, exposure: u8) -> DeadHandReason {
        match self {
            DeadHandReasonVariant::WrongTileCount => DeadHandReason::WrongTileCount { has, expected },
            DeadHandReasonVariant::FalseMahJong => DeadHandReason::FalseMahJong,
            DeadHandReasonVariant::ConcealedHandExposed => DeadHandReason::ConcealedHandExposed,
            DeadHandReasonVariant::ExposureFitsNoLine => DeadHandReason::ExposureFitsNoLine { meld: exposure },
            DeadHandReasonVariant::IncompatibleExposures => DeadHandReason::IncompatibleExposures,
            DeadHandReasonVariant::NoLinePossible => DeadHandReason::NoLinePossible,
        }
    }
}

impl FalseMahJongOutcome {
    /// The outcome's variant, a named value ([`FalseMahJongOutcomeVariant`]).
    pub const fn variant(self) -> FalseMahJongOutcomeVariant {
        match self {
            FalseMahJongOutcome::Withdrawn => FalseMahJongOutcomeVariant::Withdrawn,
            FalseMahJongOutcome::DeadHand => FalseMahJongOutcomeVariant::DeadHand,
            FalseMahJongOutcome::Ended(_) => FalseMahJongOutcomeVariant::Ended,
        }
    }

    /// One outcome of each kind, in order (the hand that ends does so with
    /// [`Remedy::PlayOn`]).
    ///
    /// ```
    /// use mahjong_core::rules::FalseMahJongOutcome;
    /// let names = FalseMahJongOutcome::KINDS.map(FalseMahJongOutcome::name);
    /// assert_eq!(names, ["withdrawn", "dead_hand", "ended"]);
    /// ```
    pub const KINDS: [FalseMahJongOutcome; 3] =
        [FalseMahJongOutcome::Withdrawn, FalseMahJongOutcome::DeadHand, FalseMahJongOutcome::Ended(Remedy::PlayOn)];

    /// The remedy the hand ends with: `Some` for [`FalseMahJongOutcome::Ended`] only.
    ///
    /// ```
    /// use mahjong_core::rules::{FalseMahJongOutcome, Remedy};
    /// assert_eq!(FalseMahJongOutcome::Ended(Remedy::PlayOn).remedy(), Some(Remedy::PlayOn));
    /// assert_eq!(FalseMahJongOutcome::DeadHand.remedy(), None);
    /// ```
    pub const fn remedy(self) -> Option<Remedy> {
        if let FalseMahJongOutcome::Ended(r) = self { Some(r) } else { None }
    }
}

impl BetOutcome {
    /// The outcome's variant, a named value ([`BetOutcomeVariant`]).
    pub const fn variant(self) -> BetOutcomeVariant {
        match self {
            BetOutcome::CollectsFromLosers => BetOutcomeVariant::CollectsFromLosers,
            BetOutcome::PaysAs(_) => BetOutcomeVariant::PaysAs,
            BetOutcome::PaysAsLoser => BetOutcomeVariant::PaysAsLoser,
        }
    }

    /// One outcome of each kind, in order (the wrong guess on a player names seat 0).
    ///
    /// ```
    /// use mahjong_core::rules::BetOutcome;
    /// assert_eq!(BetOutcome::KINDS.map(BetOutcome::name), ["collects_from_losers", "pays_as", "pays_as_loser"]);
    /// ```
    pub const KINDS: [BetOutcome; 3] =
        [BetOutcome::CollectsFromLosers, BetOutcome::PaysAs(Seat::ALL[0]), BetOutcome::PaysAsLoser];

    /// The player the bettor pays as: `Some` for [`BetOutcome::PaysAs`] only.
    ///
    /// ```
    /// use mahjong_core::rules::{BetOutcome, Seat};
    /// assert_eq!(BetOutcome::PaysAs(Seat::ALL[2]).seat(), Some(Seat::ALL[2]));
    /// assert_eq!(BetOutcome::PaysAsLoser.seat(), None);
    /// ```
    pub const fn seat(self) -> Option<Seat> {
        if let BetOutcome::PaysAs(s) = self { Some(s) } else { None }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::name::Name;

    /// Each value's variant has the value's name and label, and the variants are listed in the
    /// order of the values of each kind.
    #[test]
    fn a_variant_is_named_as_the_value_it_comes_from() {
        let reasons = [
            DeadHandReason::WrongTileCount { has: 12, expected: 13 },
            DeadHandReason::FalseMahJong,
            DeadHandReason::ConcealedHandExposed,
            DeadHandReason::ExposureFitsNoLine { meld: 1 },
            DeadHandReason::IncompatibleExposures,
            DeadHandReason::NoLinePossible,
        ];
        assert_eq!(reasons.map(DeadHandReason::variant), DeadHandReasonVariant::VALUES);
        assert_eq!(reasons.map(DeadHandReason::name), DeadHandReasonVariant::NAMES);
        assert_eq!(reasons[4].label(), "incompatible exposures");
        assert_eq!(FalseMahJongOutcome::KINDS.map(FalseMahJongOutcome::variant), FalseMahJongOutcomeVariant::VALUES);
        assert_eq!(FalseMahJongOutcome::KINDS.map(FalseMahJongOutcome::label), ["withdrawn", "dead hand", "ended"]);
        assert_eq!(BetOutcome::KINDS.map(BetOutcome::variant), BetOutcomeVariant::VALUES);
        assert_eq!(BetOutcome::PaysAs(Seat::ALL[3]).name(), "pays_as");
    }

    /// A reason's data read by its accessors and put back by its variant's `with_data` gives the
    /// same reason, for every variant.
    #[test]
    fn a_reason_is_rebuilt_from_its_variant_and_data() {
        let reasons = [
            DeadHandReason::WrongTileCount { has: 12, expected: 14 },
            DeadHandReason::FalseMahJong,
            DeadHandReason::ConcealedHandExposed,
            DeadHandReason::ExposureFitsNoLine { meld: 3 },
            DeadHandReason::IncompatibleExposures,
            DeadHandReason::NoLinePossible,
        ];
        for r in reasons {
            let (has, expected, exposure) = (r.has(), r.expected(), r.exposure());
            assert_eq!(has.is_some(), r.variant() == DeadHandReasonVariant::WrongTileCount);
            assert_eq!(exposure.is_some(), r.variant() == DeadHandReasonVariant::ExposureFitsNoLine);
            let rebuilt = r.variant().with_data(has.unwrap_or(0), expected.unwrap_or(0), exposure.unwrap_or(0));
            assert_eq!(rebuilt, r);
        }
        assert_eq!((reasons[0].has(), reasons[0].expected()), (Some(12), Some(14)));
        assert_eq!(reasons[3].exposure(), Some(3));
    }

    /// The data of a false Mah Jongg outcome and a bet outcome: only the variant that carries it
    /// gives it.
    #[test]
    fn only_the_variant_with_data_gives_it() {
        let ended = FalseMahJongOutcome::Ended(Remedy::RedealNextEast);
        assert_eq!(ended.remedy(), Some(Remedy::RedealNextEast));
        assert_eq!([FalseMahJongOutcome::Withdrawn, FalseMahJongOutcome::DeadHand].map(|o| o.remedy()), [None, None]);
        assert_eq!(BetOutcome::PaysAs(Seat::ALL[1]).seat(), Some(Seat::ALL[1]));
        assert_eq!([BetOutcome::CollectsFromLosers, BetOutcome::PaysAsLoser].map(BetOutcome::seat), [None, None]);
    }
}
