//! Kongs at Chinese and British tables: declaring a concealed kong, adding to an exposed pung,
//! robbing a kong, and the rule that a kong and Mah Jong are never declared on the same tile.
//! American exposures change only through a joker exchange, so these moves are refused there
//! ([`RulesError::NotInVariant`]).

use super::{RulesError, Seat, Table, Variant};
use crate::{Hand, Meld, MeldKind, MeldStatus, Tile};

fn no_american_kong(table: &Table, action: &'static str) -> Result<(), RulesError> {
    if table.variant() == Variant::American {
        return Err(RulesError::NotInVariant { action, variant: Variant::American.name() });
    }
    Ok(())
}

/// Chinese and British: declares a concealed kong of four tiles drawn by the player. A kong is
/// followed by a replacement draw ([`Wall::draw_replacement`](super::Wall::draw_replacement)). Returns the hand with the
/// concealed kong. American play has no concealed kong declaration nor replacement draw (the
/// League's procedure: "Do not … add … kong replacement draws"): [`RulesError::NotInVariant`].
///
/// ```
/// use mahjong_core::{Hand, rules::{declare_concealed_kong, RulesError, Seat, Table}};
/// let hand = Hand::parse("1111z 5m").unwrap();
/// let h = declare_concealed_kong(&Table::chinese(), &hand, Seat::ALL[0], "1z".parse().unwrap()).unwrap();
/// assert_eq!(h.to_string(), "5m (1111z)");
/// assert!(matches!(declare_concealed_kong(&Table::american(), &hand, Seat::ALL[0], "1z".parse().unwrap()),
///                  Err(RulesError::NotInVariant { .. })));
/// ```
pub fn declare_concealed_kong(table: &Table, hand: &Hand, seat: Seat, tile: Tile) -> Result<Hand, RulesError> {
    no_american_kong(table, "declaring a concealed kong")?;
    let have = hand.concealed().iter().filter(|&&t| t == tile).count() as u8;
    if have < 4 || !tile.is_playing() {
        return Err(RulesError::CannotCall { seat, call: super::Call::Kong, tile, have, need: 4 });
    }
    let mut out = *hand;
    for _ in 0..4 {
        out.remove(tile);
    }
    let meld = Meld::new(&[tile; 4], MeldStatus::Concealed).map_err(|_| RulesError::TooManyMelds { seat })?;
    out.push_meld(meld).map_err(|_| RulesError::TooManyMelds { seat })?;
    Ok(out)
}

/// Chinese and British: a melded pung becomes a kong only with a self-drawn tile (held in the
/// hand, `self_drawn` true). Returns the hand with the added kong; it is then open to robbing
/// ([`check_rob_kong`]) and followed by a replacement draw. American exposures "cannot be
/// changed except through a Joker exchange": [`RulesError::NotInVariant`].
///
/// ```
/// use mahjong_core::{Hand, rules::{add_to_pung, RulesError, Seat, Table}};
/// let h = Hand::parse("5z 9p [555z]").unwrap();
/// let five = "5z".parse().unwrap();
/// let t = Table::chinese();
/// assert_eq!(add_to_pung(&t, &h, Seat::ALL[0], five, true).unwrap().to_string(), "9p [5555z+]");
/// assert_eq!(add_to_pung(&t, &h, Seat::ALL[0], five, false), Err(RulesError::AddedKongNeedsSelfDrawnTile));
/// assert!(matches!(add_to_pung(&Table::american(), &h, Seat::ALL[0], five, true), Err(RulesError::NotInVariant { .. })));
/// ```
pub fn add_to_pung(table: &Table, hand: &Hand, seat: Seat, tile: Tile, self_drawn: bool) -> Result<Hand, RulesError> {
    no_american_kong(table, "adding to a pung")?;
    if !self_drawn {
        return Err(RulesError::AddedKongNeedsSelfDrawnTile);
    }
    let index = hand
        .melds()
        .iter()
        .position(|m| {
            m.kind() == MeldKind::Pung && m.status() == MeldStatus::Exposed && m.tile() == tile && m.jokers() == 0
        })
        .ok_or(RulesError::NoPungToAdd { seat, tile })?;
    let mut out = *hand;
    if !out.remove(tile) {
        return Err(RulesError::TileNotHeld { seat, tile });
    }
    let kong = Meld::new(&[tile; 4], MeldStatus::Added).map_err(|_| RulesError::NoPungToAdd { seat, tile })?;
    if let Some(m) = out.meld_mut(index) {
        *m = kong;
    }
    Ok(out)
}

/// Robbing the kong: a player may take the tile just added to a melded pung to go Mah Jong.
/// Only an added kong can be robbed, except that a concealed kong may be robbed to complete
/// The Thirteen Unique Wonders (`thirteen_unique_wonders`: the tile completes that hand).
///
/// ```
/// use mahjong_core::{Hand, rules::{check_rob_kong, RulesError}};
/// let added = Hand::parse("[5555z+]").unwrap().melds()[0];
/// let hidden = Hand::parse("(1111m)").unwrap().melds()[0];
/// assert_eq!(check_rob_kong(&added, false), Ok(()));
/// assert_eq!(check_rob_kong(&hidden, false), Err(RulesError::RobOnlyAddedKong));
/// assert_eq!(check_rob_kong(&hidden, true), Ok(()));
/// ```
pub fn check_rob_kong(kong: &Meld, thirteen_unique_wonders: bool) -> Result<(), RulesError> {
    match kong.status() {
        MeldStatus::Added if kong.kind() == MeldKind::Kong => Ok(()),
        MeldStatus::Concealed if thirteen_unique_wonders => Ok(()),
        _ => Err(RulesError::RobOnlyAddedKong),
    }
}

/// A player cannot declare a kong and Mah Jong on the same tile: a kong always takes a
/// replacement draw first.
///
/// ```
/// use mahjong_core::rules::{check_kong_or_mah_jong, RulesError};
/// assert_eq!(check_kong_or_mah_jong(true, true), Err(RulesError::KongAndMahJongOnSameTile));
/// assert_eq!(check_kong_or_mah_jong(true, false), Ok(()));
/// ```
pub const fn check_kong_or_mah_jong(kong: bool, mah_jong: bool) -> Result<(), RulesError> {
    if kong && mah_jong { Err(RulesError::KongAndMahJongOnSameTile) } else { Ok(()) }
}
