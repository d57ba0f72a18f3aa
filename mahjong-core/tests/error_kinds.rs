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
