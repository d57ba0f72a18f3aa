//! Every error names its kind with a number that never changes.

use mahjong_core::rules::*;
use mahjong_core::{ErrorKind, Hand};

#[test]
fn kind_numbers_never_change() {
    // Written out by hand: a renumbered kind breaks every program that stored the number.
    let pinned = [
        (ErrorKind::SeatNotInPlay, 1),
        (ErrorKind::OwnDiscard, 2),
        (ErrorKind::WindowClosed, 6),
        (ErrorKind::CannotCall, 8),
        (ErrorKind::ChowNotFromLeft, 9),
        (ErrorKind::PassesJoker, 27),
        (ErrorKind::OutOfRange, 39),
        (ErrorKind::Hand, 44),
        (ErrorKind::NotInVariant, 45),
        (ErrorKind::InvalidArgument, 46),
    ];
    for (kind, n) in pinned {
        assert_eq!(kind as u16, n, "{kind:?}");
        assert_eq!(ErrorKind::from_u16(n), Some(kind));
    }
    // Numbers run 1, 2, 3, … without gaps, and every name is the variant's own.
    for (i, k) in ErrorKind::ALL.iter().enumerate() {
        assert_eq!(*k as u16 as usize, i + 1);
        assert_eq!(format!("{k:?}"), k.name());
    }
    assert_eq!(ErrorKind::from_u16(0), None);
    assert_eq!(ErrorKind::from_u16(ErrorKind::ALL.len() as u16 + 1), None);
}

#[test]
fn bad_actions_give_their_kinds() {
    assert_eq!(Table::american().with_players(9).unwrap_err().kind(), ErrorKind::OutOfRange);
    let three = Table::chinese().with_players(3).unwrap();
    let e = Round::start(Seat::ALL[0]).seat_wind(&three, Seat::ALL[3]).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::SeatNotInPlay);
    let hand = Hand::parse("55p 123s").unwrap();
    let d = Discard::latest(mahjong_core::notation::parse_tile("5p").unwrap(), Seat::ALL[1]);
    let f = CallFacts::default();
    let own = check_discard_callable(&Table::chinese(), Seat::ALL[1], &d, &f).unwrap_err();
    assert_eq!(own.kind(), ErrorKind::OwnDiscard);
    let chow = check_call(&Table::american(), &hand, Seat::ALL[2], &d, Call::Chow, &f).unwrap_err();
    assert_eq!(chow.kind(), ErrorKind::CallNotInVariant);
}

/// The numbers of every kind after the table rules' own (1 to 46), written out by hand, with one
/// error of each variant: every variant has its own kind, and the kind has this number.
#[test]
fn every_error_variant_has_its_own_kind_with_a_fixed_number() {
    use mahjong_core::ParseErrorKind as P;
    use mahjong_core::advice::AdviceError as A;
    use mahjong_core::american::{CardErrorKind as C, LineErrorKind as L, MatchError as M};
    use mahjong_core::mcr::McrError as Mc;
    use mahjong_core::scoring::ScoreError as S;
    use mahjong_core::standard::{ManyError, StandardError as St};
    use mahjong_core::{Tile, Wind};
    let t = Tile::JOKER;
    let w = Wind::East;
    let name = "chi".parse::<Call>().unwrap_err().kind();
    let table: Vec<(ErrorKind, u16)> = vec![
        (name, 47),
        (P::Empty.kind(), 48),
        (P::UnexpectedChar('x').kind(), 49),
        (P::UnknownLetter('x').kind(), 50),
        (P::MissingSuit.kind(), 51),
        (P::MissingNumber('m').kind(), 52),
        (P::BadNumber { digit: 0, letter: 'm' }.kind(), 53),
        (P::MixedNotation.kind(), 54),
        (P::UnclosedGroup.kind(), 55),
        (P::UnopenedGroup.kind(), 56),
        (P::NestedGroup.kind(), 57),
        (P::EmptyGroup.kind(), 58),
        (P::NotAMeld.kind(), 59),
        (P::AllJokers.kind(), 60),
        (P::JokerInChow.kind(), 61),
        (P::NotAKong.kind(), 62),
        (P::BonusInMeld(t).kind(), 63),
        (P::TooManyTiles { count: 15, max: 14 }.kind(), 64),
        (P::TooManyMelds { max: 4 }.kind(), 65),
        (P::TooManyCopies { tile: t, count: 5, max: 4, set: "x" }.kind(), 66),
        (P::NotOneTile.kind(), 67),
        (P::UnknownContext.kind(), 68),
        (P::WinningTileNotInHand(t).kind(), 69),
        (P::UnknownWinMethod.kind(), 70),
        (P::UnknownWind.kind(), 71),
        (P::RepeatedContext.kind(), 72),
        (P::NotATileIndex136(Some(136)).kind(), 73),
        (P::RepeatedTileIndex136(1).kind(), 74),
        (St::WrongTileCount { count: 1, expected: "14" }.kind(), 75),
        (St::TooManyCopies { tile: t, count: 5 }.kind(), 76),
        (St::NotPlayed(t).kind(), 77),
        (St::NotInProfile { tile: t, profile: "x" }.kind(), 78),
        (St::NotASet("quint").kind(), 79),
        (St::NoWinningTile.kind(), 80),
        (St::WinningTileNotInHand(t).kind(), 81),
        (St::WindNotInProfile { wind: w, profile: "x" }.kind(), 82),
        (St::TooManyChows { chows: 2, limit: 1, profile: "x" }.kind(), 83),
        (ManyError::OutputTooShort { hands: 2, out: 1 }.kind(), 84),
        (S::WindNotAtTable(w).kind(), 85),
        (S::MissingHand(w).kind(), 86),
        (S::ScoreForWindNotAtTable(w).kind(), 87),
        (S::WinnerIsDiscarder(w).kind(), 88),
        (S::DiscarderOnSelfDrawnWin(w).kind(), 89),
        (S::DeadHand(w).kind(), 90),
        (S::NotInThisGame(t).kind(), 91),
        (S::NotMahJong("x").kind(), 92),
        (S::TooManyChows { count: 2, max: 1 }.kind(), 93),
        (S::InvalidLimit(0).kind(), 94),
        (S::Overflow(1 << 40).kind(), 95),
        (S::JokerlessWithJokers.kind(), 96),
        (Mc::WrongTileCount { count: 1, expected: 14 }.kind(), 97),
        (Mc::TooManyCopies { tile: t, count: 5 }.kind(), 98),
        (Mc::NotPlayed(t).kind(), 99),
        (Mc::NotASet("quint").kind(), 100),
        (Mc::NoWinningTile.kind(), 101),
        (Mc::WinningTileNotConcealed(t).kind(), 102),
        (Mc::NotComplete.kind(), 103),
        (Mc::LastOfKindHeld { tile: t, held: 1 }.kind(), 104),
        (Mc::RobbedTileHeld(t).kind(), 105),
        (Mc::ReplacementWithoutKong.kind(), 106),
        (Mc::FlowerNotInSet(t).kind(), 107),
        (Mc::DiscarderIsWinner(w).kind(), 108),
        (A::HandTiles { tiles: 1, call: "odds", expected: "14" }.kind(), 109),
        (A::Visible { tile: t, count: 9, set: 8 }.kind(), 110),
        (A::NotInSet { tile: t }.kind(), 111),
        (A::Draws { draws: 120, most: 99 }.kind(), 112),
        (A::NoLines.kind(), 113),
        (A::NoRoom.kind(), 114),
        (A::Exposed { exposures: 1 }.kind(), 115),
        (L::Empty.kind(), 116),
        (L::UnexpectedChar('x').kind(), 117),
        (L::LetterNotLast.kind(), 118),
        (L::MissingSuitLetter.kind(), 119),
        (L::XWithoutDigit.kind(), 120),
        (L::EmptyAlternative.kind(), 121),
        (L::TooManyGroups.kind(), 122),
        (L::TooManyAlternatives.kind(), 123),
        (L::AlternativeSizes { first: 1, this: 2 }.kind(), 124),
        (L::SetTooLarge(7).kind(), 125),
        (L::GroupTooLong.kind(), 126),
        (L::TileCount(13).kind(), 127),
        (C::Io("x".into()).kind(), 128),
        (C::Syntax("x".into()).kind(), 129),
        (C::NoLines.kind(), 130),
        (C::Empty.kind(), 131),
        (C::TooLarge.kind(), 132),
        (C::TooManyHands { cap: 1 }.kind(), 133),
        (C::TooManyNumbers { cap: 1 }.kind(), 134),
        (C::Impossible { tile: t, count: 9, max: 8 }.kind(), 135),
        (C::TooManyJokers(9).kind(), 136),
        (C::NoBaseNumber.kind(), 137),
        (C::TooManyForms { forms: 1, cap: 1 }.kind(), 138),
        (C::TooManyLines { lines: 1, cap: 1 }.kind(), 139),
        (C::TooManyCombinations { combinations: 1, cap: 1 }.kind(), 140),
        (C::WorkBudget { work: 1, cap: 1 }.kind(), 141),
        (M::MatchTiles { tiles: 13 }.kind(), 142),
        (M::NearestTiles { tiles: 12 }.kind(), 143),
        (M::NoRoom.kind(), 144),
        (St::McrProfile.kind(), 145),
        (S::McrProfile.kind(), 146),
        (S::WinByNotGiven.kind(), 147),
        (RulesError::DiscardNotInSet { tile: mahjong_core::Tile::JOKER, set: "Chinese 144" }.kind(), 148),
        (mahjong_core::ParseErrorKind::NotAUnicodeTile(0x41).kind(), 149),
    ];
    for (i, (kind, n)) in table.iter().enumerate() {
        assert_eq!(*kind as u16, *n, "{kind:?}");
        // Every variant its own kind: the table runs 47, 48, … with no kind twice.
        assert_eq!(usize::from(*n), 47 + i);
    }
    assert_eq!(ErrorKind::ALL.len(), 46 + table.len());
    // A wrapped error gives the kind of what it wraps.
    let inner = St::NoWinningTile;
    assert_eq!(S::Standard(inner).kind(), ErrorKind::StandardNoWinningTile);
    assert_eq!(A::Standard(inner).kind(), ErrorKind::StandardNoWinningTile);
    assert_eq!(ManyError::Hand { index: 0, error: inner }.kind(), ErrorKind::StandardNoWinningTile);
    assert_eq!(C::Line(L::TooManyGroups).kind(), ErrorKind::LineTooManyGroups);
}

#[test]
fn errors_from_real_input_carry_their_kinds() {
    use mahjong_core::standard::{RuleProfile, is_winning};
    assert_eq!(Hand::parse("123m45x").unwrap_err().kind(), ErrorKind::ParseUnknownLetter);
    let thirteen = Hand::parse("123m456p789s11z22z").unwrap();
    assert_eq!(is_winning(&thirteen, RuleProfile::Classical).unwrap_err().kind(), ErrorKind::StandardWrongTileCount);
    let won = Hand::parse("123m456p789s111z55z").unwrap();
    assert_eq!(is_winning(&won, RuleProfile::Mcr).unwrap_err().kind(), ErrorKind::StandardMcrProfile);
    let mcr = mahjong_core::scoring::ScoreRules::new(RuleProfile::Mcr);
    assert_eq!(mahjong_core::scoring::score(&won, &mcr).unwrap_err().kind(), ErrorKind::ScoreMcrProfile);
    let line = mahjong_core::american::Line::parse("").unwrap_err();
    assert_eq!(line.kind(), ErrorKind::LineEmpty);
    let card = mahjong_core::american::Card::from_toml_str("name = ", None).unwrap_err();
    assert_eq!(card.kind(), ErrorKind::CardSyntax, "{card}");
}

/// Every core error type is a `KindedError` (what a face's one generic converter takes), with the
/// kind and the message the type gives itself.
#[test]
fn every_error_type_is_a_kinded_error() {
    use mahjong_core::args::{Given, Limit, NotInRange};
    use mahjong_core::scoring::{ScoreError, SettleHandsError};
    use mahjong_core::sim::{SimError, stats::ChartNameError};
    use mahjong_core::{KindedError, Wind, advice, american, mcr, standard};
    fn via(e: impl KindedError) -> (ErrorKind, String) {
        (e.kind(), e.to_string())
    }
    fn check(e: impl KindedError, kind: ErrorKind) {
        assert_eq!(via(&e), (kind, e.to_string()), "{e}");
    }
    let card = american::Card::from_toml_str("name = ", None).unwrap_err();
    let range = NotInRange { argument: "seat", value: Given::Number(7), limit: Limit::SEAT };
    let settle = SettleHandsError { wind: Some(Wind::East), error: ScoreError::InvalidLimit(0) };
    check(Hand::parse("1x").unwrap_err(), ErrorKind::ParseUnknownLetter);
    check(mahjong_core::ParseErrorKind::Empty, ErrorKind::ParseEmpty);
    check(RulesError::WindowClosed, ErrorKind::WindowClosed);
    check("chi".parse::<Call>().unwrap_err(), ErrorKind::UnknownName);
    check(range, ErrorKind::InvalidArgument);
    check(mahjong_core::rules::args::seat(9, "9").unwrap_err(), ErrorKind::InvalidArgument);
    check(&card, ErrorKind::CardSyntax);
    check(american::CardErrorKind::NoLines, ErrorKind::CardNoLines);
    check(american::Line::parse("").unwrap_err(), ErrorKind::LineEmpty);
    check(american::LineErrorKind::Empty, ErrorKind::LineEmpty);
    check(american::MatchError::NoRoom, ErrorKind::MatchNoRoom);
    check(advice::AdviceError::NoLines, ErrorKind::AdviceNoLines);
    check(standard::StandardError::NoWinningTile, ErrorKind::StandardNoWinningTile);
    check(standard::ManyError::OutputTooShort { hands: 2, out: 1 }, ErrorKind::OutputTooShort);
    check(standard::check_count(2, 7, -1).unwrap_err(), ErrorKind::InvalidArgument);
    check(ScoreError::InvalidLimit(0), ErrorKind::ScoreInvalidLimit);
    check(settle, ErrorKind::ScoreInvalidLimit);
    check(mcr::McrError::NotComplete, ErrorKind::McrNotComplete);
    check(SimError::NeedsCard, ErrorKind::InvalidArgument);
    check(ChartNameError::Png, ErrorKind::InvalidArgument);
}
