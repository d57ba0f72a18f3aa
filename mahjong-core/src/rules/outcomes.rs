//! One value of each kind of the outcomes that carry data, for the faces that list the kinds
//! (Python's `FalseMahJongOutcome` and `BetOutcome` enums): the kind is the value's `name()`;
//! and the data each carries, for the faces that show it apart from the kind.
use super::{BetOutcome, FalseMahJongOutcome, Remedy, Seat};

impl FalseMahJongOutcome {
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
