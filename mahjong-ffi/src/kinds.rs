// Core enums C names that have a `name()` but no `Name` of their own: the outcomes whose
// variants carry data (a dead-hand reason, a false Mah Jongg outcome, a bet outcome; C passes
// the variant as a number and the data in other fields) and the tile kinds. Each gets a
// `Name` by variant: its values are one value of each variant (data zero), its names the core's
// `name()`, its labels the core's `label()` where it has one, its parsing the core's
// `name::lookup`. Included by build.rs (the header's C values and selectors) and by names.rs.

use mahjong_core::rules::{BetOutcome as B, DeadHandReason as D, FalseMahJongOutcome as F, Remedy, Seat};
use mahjong_core::{Dragon, Suit, TileKind as K, Wind};

macro_rules! variant_names {
    ($($wrap:ident($ty:path), $what:literal, [$($value:expr),+ $(,)?] $(, $label:ident)?;)*) => {$(
        #[doc = concat!("A `", stringify!($ty), "` compared by variant only.")]
        #[derive(Clone, Copy, Debug)]
        pub struct $wrap(pub $ty);

        impl PartialEq for $wrap {
            fn eq(&self, other: &Self) -> bool {
                std::mem::discriminant(&self.0) == std::mem::discriminant(&other.0)
            }
        }

        impl mahjong_core::name::Name for $wrap {
            const WHAT: &'static str = $what;
            const VALUES: &'static [Self] = &[$($wrap($value)),+];
            const NAMES: &'static [&'static str] = &[$($value.name()),+];
            const ALIASES: &'static [(&'static str, Self)] = &[];

            fn name(self) -> &'static str {
                self.0.name()
            }

            $(fn $label(self) -> Option<&'static str> {
                Some(self.0.$label())
            })?
        }

        impl std::str::FromStr for $wrap {
            type Err = mahjong_core::name::UnknownName;

            fn from_str(text: &str) -> Result<Self, Self::Err> {
                mahjong_core::name::lookup(text).ok_or_else(|| mahjong_core::name::UnknownName::new::<Self>(text))
            }
        }
    )*};
}

variant_names! {
    DeadHandReasonKind(mahjong_core::rules::DeadHandReason), "dead-hand reason", [
        D::WrongTileCount { has: 0, expected: 0 },
        D::FalseMahJong,
        D::ConcealedHandExposed,
        D::ExposureFitsNoLine { meld: 0 },
        D::IncompatibleExposures,
        D::NoLinePossible,
    ], label;
    FalseMahJongOutcomeKind(mahjong_core::rules::FalseMahJongOutcome), "false Mah Jongg outcome", [
        F::Withdrawn, F::DeadHand, F::Ended(Remedy::PlayOn),
    ], label;
    BetOutcomeKind(mahjong_core::rules::BetOutcome), "bet outcome", [
        B::CollectsFromLosers, B::PaysAs(Seat::ALL[0]), B::PaysAsLoser,
    ], label;
    TileKindKind(mahjong_core::TileKind), "tile kind", [
        K::Suited(Suit::Craks, 1), K::Wind(Wind::East), K::Dragon(Dragon::White), K::Flower(1), K::Season(1),
        K::AmericanFlower, K::Joker, K::Blank,
    ];
}
