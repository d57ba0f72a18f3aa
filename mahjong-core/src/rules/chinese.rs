//! Chinese and British rules that need the hand evaluator ([`crate::standard`]): whether a
//! discard gives Mah Jong, and robbing a kong.

use super::{Call, CallFacts, CallSet, Discard, RulesError, Seat, Table, Variant, check_rob_kong};
use crate::standard::{RuleProfile, SpecialHand, is_winning, special_hands};
use crate::{Hand, Meld, WinContext, WinMethod};

/// The [`RuleProfile`] of the hand evaluator for `table`: British, two-player, three-player, or
/// the classical Chinese game.
///
/// ```
/// use mahjong_core::{rules::{standard_profile, Table}, standard::RuleProfile};
/// assert_eq!(standard_profile(&Table::british()), RuleProfile::British);
/// assert_eq!(standard_profile(&Table::chinese().with_players(2).unwrap()), RuleProfile::TwoPlayer);
/// ```
pub const fn standard_profile(table: &Table) -> RuleProfile {
    match (table.seats(), table.variant()) {
        (2, _) => RuleProfile::TwoPlayer,
        (3, _) => RuleProfile::ThreePlayer,
        (_, Variant::British) => RuleProfile::British,
        _ => RuleProfile::Classical,
    }
}

fn with_tile(hand: &Hand, seat: Seat, tile: crate::Tile, method: WinMethod) -> Result<Hand, RulesError> {
    let mut h = *hand;
    h.push(tile).map_err(|_| RulesError::NotMahJong { seat, tile })?;
    h.set_context(WinContext { winning_tile: Some(tile), method, ..*hand.context() });
    Ok(h)
}

/// Chinese and British: the [`CallFacts`] for `hand` on `discard`, with `mah_jong` answered by
/// the hand evaluator (four sets and a pair within the profile's chow limit, or a special hand).
/// A player cannot declare a kong and Mah Jong on the same tile, so the discard completes the
/// hand only as part of a pung, chow or the pair (13 + 1 tiles). Errors: a caller without 13
/// tiles in sets ([`RulesError::CallerTileCount`], as [`super::calls`] says).
///
/// ```
/// use mahjong_core::{Hand, rules::{calls, chinese_call_facts, Call, Discard, Seat, Table}};
/// let hand = Hand::parse("123m456p789s111z5p").unwrap();
/// let d = Discard::latest("5p".parse().unwrap(), Seat::ALL[1]);
/// let facts = chinese_call_facts(&Table::chinese(), &hand, Seat::ALL[0], &d).unwrap();
/// assert!(facts.mah_jong);
/// let c = calls(&Table::chinese(), &hand, Seat::ALL[0], &d, &facts).unwrap();
/// assert!(c.contains(Call::MahJong));
/// ```
pub fn chinese_call_facts(
    table: &Table,
    hand: &Hand,
    caller: Seat,
    discard: &Discard,
) -> Result<CallFacts, RulesError> {
    if table.variant() == Variant::American {
        return Err(RulesError::CallNotInVariant { call: super::Call::MahJong, variant: "american (use the card)" });
    }
    super::calls::check_caller_tiles(hand, caller)?;
    let mut facts = CallFacts::default();
    if discard.tile.is_playing() {
        let h = with_tile(hand, caller, discard.tile, WinMethod::Discard)?;
        facts.mah_jong = is_winning(&h, standard_profile(table))?;
    }
    Ok(facts)
}

/// The [`CallFacts`] the rules assume when the caller gives none: at Chinese and British tables
/// the hand evaluator answers whether the discard completes the hand ([`chinese_call_facts`]);
/// a hand it cannot read as a whole hand cannot go Mah Jong on the discard. At American tables
/// (where the card decides) and for a discard that is not the latest or not a playing tile, the
/// facts are the plain [`CallFacts::default`]. Errors: as [`chinese_call_facts`] (a caller
/// without 13 tiles in sets).
///
/// ```
/// use mahjong_core::{Hand, rules::{assumed_call_facts, calls, Call, CallFacts, Discard, Seat, Table}};
/// let hand = Hand::parse("123m456p789s111z5p").unwrap();
/// let d = Discard::latest("5p".parse().unwrap(), Seat::ALL[1]);
/// let facts = assumed_call_facts(&Table::chinese(), &hand, Seat::ALL[0], &d).unwrap();
/// assert!(facts.mah_jong);
/// assert!(calls(&Table::chinese(), &hand, Seat::ALL[0], &d, &facts).unwrap().contains(Call::MahJong));
/// let american = assumed_call_facts(&Table::american(), &hand, Seat::ALL[0], &d).unwrap();
/// assert_eq!(american, CallFacts::default());
/// ```
pub fn assumed_call_facts(
    table: &Table,
    hand: &Hand,
    caller: Seat,
    discard: &Discard,
) -> Result<CallFacts, RulesError> {
    if table.variant() == Variant::American || !discard.tile.is_playing() || !discard.latest {
        return Ok(CallFacts::default());
    }
    match chinese_call_facts(table, hand, caller, discard) {
        Err(RulesError::Hand(_)) => Ok(CallFacts::default()),
        other => other,
    }
}

/// The [`CallFacts`] a call is judged on: the ones `given`, or, when none are given, the ones
/// the rules assume ([`assumed_call_facts`]). This is the one default every face takes (C's NULL
/// facts, Python's and WebAssembly's facts left out, the command line without `--facts`).
/// Given facts are taken as they are; errors only as [`assumed_call_facts`] when none are given.
///
/// ```
/// use mahjong_core::{Hand, rules::{call_facts, CallFacts, Discard, Seat, Table}};
/// let hand = Hand::parse("123m456p789s111z5p").unwrap();
/// let d = Discard::latest("5p".parse().unwrap(), Seat::ALL[1]);
/// assert!(call_facts(&Table::chinese(), &hand, Seat::ALL[0], &d, None).unwrap().mah_jong);
/// let given = CallFacts { dead: true, ..CallFacts::default() };
/// assert_eq!(call_facts(&Table::chinese(), &hand, Seat::ALL[0], &d, Some(given)), Ok(given));
/// // Given facts are not checked against the hand: a caller of two tiles is judged on them.
/// let short = Hand::parse("46m").unwrap();
/// assert!(call_facts(&Table::chinese(), &short, Seat::ALL[0], &d, None).is_err());
/// assert_eq!(call_facts(&Table::chinese(), &short, Seat::ALL[0], &d, Some(given)), Ok(given));
/// ```
pub fn call_facts(
    table: &Table,
    hand: &Hand,
    caller: Seat,
    discard: &Discard,
    given: Option<CallFacts>,
) -> Result<CallFacts, RulesError> {
    match given {
        Some(facts) => Ok(facts),
        None => assumed_call_facts(table, hand, caller, discard),
    }
}

/// Every call `caller` may make on `discard` ([`calls`](super::calls)), judged on the facts
/// [`call_facts`] takes from `given`: what every face answers for "which calls, with these facts
/// or the assumed ones".
///
/// ```
/// use mahjong_core::{Hand, rules::{calls_given, Call, CallFacts, Discard, Seat, Table}};
/// // Two 5 dots and the discarded 5 dot make a pung and complete the hand (four sets and a pair).
/// let hand = Hand::parse("55p 123m 456s 789s 11z").unwrap();
/// let d = Discard::latest("5p".parse().unwrap(), Seat::ALL[0]);
/// let assumed = calls_given(&Table::chinese(), &hand, Seat::ALL[2], &d, None).unwrap();
/// assert_eq!(assumed.iter().collect::<Vec<_>>(), [Call::Pung, Call::MahJong]);
/// // Given facts that say no Mah Jong: the pung only.
/// let given = calls_given(&Table::chinese(), &hand, Seat::ALL[2], &d, Some(CallFacts::default())).unwrap();
/// assert_eq!(given.iter().collect::<Vec<_>>(), [Call::Pung]);
/// ```
pub fn calls_given(
    table: &Table,
    hand: &Hand,
    caller: Seat,
    discard: &Discard,
    given: Option<CallFacts>,
) -> Result<CallSet, RulesError> {
    super::calls(table, hand, caller, discard, &call_facts(table, hand, caller, discard, given)?)
}

/// Checks one call ([`check_call`](super::check_call)) on the facts [`call_facts`] takes from
/// `given`, as [`calls_given`].
///
/// ```
/// use mahjong_core::{Hand, rules::{check_call_given, Call, CallFacts, Discard, RulesError, Seat, Table}};
/// let hand = Hand::parse("55p 123m 456s 789s 11z").unwrap();
/// let d = Discard::latest("5p".parse().unwrap(), Seat::ALL[0]);
/// assert_eq!(check_call_given(&Table::chinese(), &hand, Seat::ALL[2], &d, Call::MahJong, None), Ok(()));
/// // A dead hand, as given, calls nothing.
/// let dead = CallFacts { dead: true, ..CallFacts::default() };
/// let e = check_call_given(&Table::chinese(), &hand, Seat::ALL[2], &d, Call::Pung, Some(dead)).unwrap_err();
/// assert!(matches!(e, RulesError::DeadHand { .. }));
/// ```
pub fn check_call_given(
    table: &Table,
    hand: &Hand,
    caller: Seat,
    discard: &Discard,
    call: Call,
    given: Option<CallFacts>,
) -> Result<(), RulesError> {
    super::check_call(table, hand, caller, discard, call, &call_facts(table, hand, caller, discard, given)?)
}

/// Robbing the kong (Chinese and British): `robber` takes the tile just added to `kong` to go
/// Mah Jong. Only an added kong can be robbed, except that a concealed kong may be robbed to
/// complete The Thirteen Unique Wonders. Returns the robber's winning hand (win method
/// `robbing-kong`). American play has no robbing the kong: [`RulesError::NotInVariant`].
///
/// ```
/// use mahjong_core::{Hand, WinMethod, rules::{rob_kong, RulesError, Seat, Table}};
/// let added = Hand::parse("[5555p+]").unwrap().melds()[0];
/// let robber = Hand::parse("123m456p789s111z5p").unwrap();
/// let won = rob_kong(&Table::chinese(), &robber, Seat::ALL[2], &added).unwrap();
/// assert_eq!(won.context().method, WinMethod::RobbingKong);
/// let hidden = Hand::parse("(5555p)").unwrap().melds()[0];
/// assert_eq!(rob_kong(&Table::chinese(), &robber, Seat::ALL[2], &hidden), Err(RulesError::RobOnlyAddedKong));
/// ```
pub fn rob_kong(table: &Table, robber_hand: &Hand, robber: Seat, kong: &Meld) -> Result<Hand, RulesError> {
    if table.variant() == Variant::American {
        return Err(RulesError::NotInVariant { action: "robbing a kong", variant: Variant::American.name() });
    }
    let tile = kong.tile();
    let h = with_tile(robber_hand, robber, tile, WinMethod::RobbingKong)?;
    let profile = standard_profile(table);
    if !is_winning(&h, profile)? {
        return Err(RulesError::NotMahJong { seat: robber, tile });
    }
    let wonders = special_hands(&h, profile)?.contains(SpecialHand::ThirteenUniqueWonders);
    check_rob_kong(kong, wonders)?;
    Ok(h)
}
