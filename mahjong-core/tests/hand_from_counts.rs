//! `Hand::from_counts34` (written without branches for speed) against the plain reference: an
//! empty hand and one `push` per copy, in index order, stopping at the first problem.

mod common;
use mahjong_core::{Hand, ParseError, ParseErrorKind, Tile};

fn reference(counts: &[u8; 34]) -> Result<Hand, ParseError> {
    let mut h = Hand::new();
    for (i, &n) in counts.iter().enumerate() {
        let tile = Tile::from_index(i as u8).unwrap();
        if n > 4 {
            let kind = ParseErrorKind::TooManyCopies { tile, count: n, max: 4, set: "Chinese 136" };
            return Err(ParseError { column: 0, kind });
        }
        for _ in 0..n {
            h.push(tile).map_err(|kind| {
                // Too many tiles is reported with the whole list's total.
                let kind = match kind {
                    ParseErrorKind::TooManyTiles { max, .. } => {
                        let total = counts.iter().map(|&n| n as usize).sum::<usize>().min(255) as u8;
                        ParseErrorKind::TooManyTiles { count: total, max }
                    }
                    other => other,
                };
                ParseError { column: 0, kind }
            })?;
        }
    }
    Ok(h)
}

use common::Rng;

fn same(c: &[u8; 34]) {
    let (got, want) = (Hand::from_counts34(c), reference(c));
    assert_eq!(got, want, "{c:?}");
    if let (Ok(g), Ok(w)) = (&got, &want) {
        // Debug shows the whole tile buffer: the unused places must match a pushed hand's too.
        assert_eq!(format!("{g:?}"), format!("{w:?}"));
        assert_eq!(g.counts34(), *c);
        assert_eq!(g.to_string(), w.to_string());
    }
}

#[test]
fn random_lists_match_the_reference() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for round in 0..20_000 {
        let mut c = [0u8; 34];
        // Sparse lists (a playable hand), dense ones (often over 34 tiles), and ones with a
        // count over 4 somewhere.
        let faces = [3, 8, 20, 34][round % 4];
        for _ in 0..faces {
            c[rng.below(34)] = rng.below(5) as u8;
        }
        if round % 7 == 0 {
            c[rng.below(34)] = 5 + rng.below(251) as u8;
        }
        same(&c);
    }
}

#[test]
fn edges() {
    same(&[0; 34]);
    let mut c = [0u8; 34];
    c[33] = 4;
    same(&c);
    // Exactly 34 tiles, the last face four times (the write past the last tile).
    let mut c = [1u8; 34];
    c[0] = 0;
    c[1] = 0;
    c[2] = 0;
    c[33] = 4;
    assert_eq!(c.iter().map(|&n| n as usize).sum::<usize>(), 34);
    same(&c);
    // 35 tiles: too many.
    c[0] = 1;
    same(&c);
    assert!(matches!(Hand::from_counts34(&c).unwrap_err().kind, ParseErrorKind::TooManyTiles { count: 35, max: 34 }));
    // 36 tiles (nine faces held four times): the error gives the list's total.
    let mut c = [0u8; 34];
    c[..9].fill(4);
    assert!(matches!(Hand::from_counts34(&c).unwrap_err().kind, ParseErrorKind::TooManyTiles { count: 36, max: 34 }));
    // Too many tiles before a count over 4: the overflow comes first in index order.
    let mut c = [4u8; 34];
    c[20] = 9;
    same(&c);
    assert!(matches!(Hand::from_counts34(&c).unwrap_err().kind, ParseErrorKind::TooManyTiles { .. }));
    // A count over 4 before the overflow.
    c[2] = 7;
    same(&c);
    assert!(matches!(Hand::from_counts34(&c).unwrap_err().kind, ParseErrorKind::TooManyCopies { count: 7, .. }));
    same(&[255; 34]);
}
