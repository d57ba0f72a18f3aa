//! The table rules on any table (variant, player count, house rules), hand, seats, discard and
//! call facts: never a panic, and the answers agree: `calls` lists exactly the calls
//! `check_call` accepts; a call accepted and then exposed adds one meld holding the discard;
//! claim priority orders only the claims made, at most three, the winner first; the next
//! player is seated; deals, rounds and tile taking answer without panicking.
#![no_main]
use libfuzzer_sys::fuzz_target;
use mahjong_core::rules::{
    Call, CallFacts, Claim, Discard, HandResult, HouseRules, Round, Seat, Table, Variant, add_to_pung, calls,
    check_call, check_deal, claim_order, claim_winner, deal_order, declare_concealed_kong, expose, next_round,
    next_to_play, take_tile, turns_lost,
};
use mahjong_core::{Hand, Tile};

#[path = "../common/input.rs"]
mod input;
use input::Input;

impl Input<'_> {
    fn bit(&mut self) -> bool {
        self.byte() & 1 == 1
    }
    fn seat(&mut self) -> Seat {
        Seat::ALL[self.byte() as usize % 4]
    }
    fn tile(&mut self) -> Tile {
        Tile::from_index(self.byte() % Tile::COUNT as u8).unwrap()
    }
}

fuzz_target!(|data: &[u8]| {
    let mut input = Input(data);
    let variant = [Variant::American, Variant::Chinese, Variant::British][input.byte() as usize % 3];
    let house = HouseRules {
        blanks: input.byte() % 12,
        three_player_charleston: input.bit(),
        fifth_player_bets: input.bit(),
        thrower_pays_all: input.bit(),
        strict_dead_hand: input.bit(),
        calls_keep_a_line: input.bit(),
        wind_rounds: input.byte() % 7,
        ..HouseRules::LEAGUE
    };
    // Mostly tables that can play (2 to 4 players), sometimes any count.
    let players: u8 = [4, 4, 4, 3, 2, 0, 5, 255][input.byte() as usize % 8];
    // The core refuses exactly the tables that cannot be played.
    let playable = (2..=4).contains(&players) && house.blanks <= 8 && house.wind_rounds <= 4;
    let Ok(table) = Table::new(variant, u32::from(players), house) else {
        assert!(!playable, "a table of {players} players with {house:?} was refused");
        return;
    };
    assert!(playable, "a table of {players} players with {house:?} was accepted");
    // The hand: tiles, one per byte, up to a count the input gives (at most four of a face).
    let mut hand = Hand::new();
    let mut counts = [0u8; Tile::COUNT];
    let size = match input.byte() {
        b if b & 1 == 1 => 13,
        b => b % 18,
    };
    for _ in 0..size {
        let t = input.tile();
        if counts[t.index() as usize] < 4 && hand.push(t).is_ok() {
            counts[t.index() as usize] += 1;
        }
    }
    let caller = input.seat();
    let discard = Discard { tile: input.tile(), discarder: input.seat(), latest: input.byte() % 8 != 0 };
    let facts = CallFacts {
        dead: input.byte() % 8 == 0,
        mah_jong: input.bit(),
        concealed_only: input.bit(),
        keeps_a_line: [input.bit(), input.bit(), input.bit(), input.bit()],
    };
    match calls(&table, &hand, caller, &discard, &facts) {
        Ok(set) => {
            for call in Call::ALL {
                let ok = check_call(&table, &hand, caller, &discard, call, &facts).is_ok();
                assert_eq!(ok, set.contains(call), "{call:?} on {} by {caller:?} holding {hand}", discard.tile);
                if ok && !matches!(call, Call::Chow | Call::MahJong) {
                    let jokers = input.byte() % 4;
                    if let Ok(after) = expose(&hand, caller, discard.tile, call, jokers) {
                        assert_eq!(after.melds().len(), hand.melds().len() + 1, "{call:?} of {hand}");
                        let meld = after.melds().last().unwrap();
                        assert!(meld.tiles().contains(&discard.tile), "{call:?} of {hand}: {meld:?}");
                        assert_eq!(after.tile_count(), hand.tile_count() + 1, "{call:?} of {hand}");
                    }
                }
            }
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
    // Claims: up to four, any seats and calls.
    let claims: Vec<Claim> = (0..input.byte() % 5)
        .map(|_| {
            let mut c = Claim::new(input.seat(), Call::ALL[input.byte() as usize % 6]);
            c.committed = input.bit();
            c
        })
        .collect();
    let discarder = discard.discarder;
    if let Ok(order) = claim_order(&table, discarder, &claims) {
        let made: Vec<Claim> = order.iter().flatten().copied().collect();
        assert_eq!(made.len(), claims.len().min(3));
        assert!(made.iter().all(|c| claims.contains(c)));
        let winner = claim_winner(&table, discarder, &claims).unwrap();
        assert_eq!(winner, order[0]);
        if table.seated(discarder) {
            let next = next_to_play(&table, discarder, winner.as_ref()).unwrap();
            assert!(table.seated(next), "{next:?} is not seated at {} players", table.players());
            if let Some(w) = winner {
                let _ = turns_lost(&table, discarder, w.seat);
            }
        }
    }
    let dealer = input.seat();
    let _ = deal_order(&table, dealer);
    let _ = check_deal(&table, dealer, [input.byte() % 20, input.byte() % 20, input.byte() % 20, input.byte() % 20]);
    let result = if input.bit() { HandResult::WallGame } else { HandResult::Won(input.seat()) };
    let _ = next_round(&table, Round::start(dealer), result);
    let tile = input.tile();
    if let Ok((after, _)) = take_tile(&table, &hand, tile) {
        assert!(after.tile_count() + after.bonus().len() >= hand.tile_count());
    }
    let _ = declare_concealed_kong(&table, &hand, caller, tile);
    let _ = add_to_pung(&table, &hand, caller, tile, input.bit());
});
