// Keep profiles: the arithmetic of tiles away shared by the library (`standard::keep`) and the
// build-time table generator (`table_gen.rs`, which `include!`s this file). Plain `core` only.
//
// A keep profile answers, for `m` sets (0..=4) and `p` pairs (0 or 1) made in one group of faces
// (a suit, or the honours), how many of the group's held tiles the best such target keeps: the
// largest `sum(min(target[k], held[k]))` over the targets of at most `m` sets and `p` pairs in the
// group that use no face more than its cap (four, less the copies in melds). "At most": the other
// sets and the pair can always go on faces nobody holds, where they keep nothing.

/// Best kept tiles for `m` sets and `p` pairs, indexed `2 * m + p`.
pub type KeepProfile = [u8; PROFILE_WIDTH];

/// Bytes per keep profile.
pub const PROFILE_WIDTH: usize = 10;

/// Faces in a suit.
const KEEP_SUIT_LEN: usize = 9;

/// The dynamic programme behind the keep profiles of a suit, one face at a time. A state is the
/// number of chows begun one face back (`a`) and two faces back (`b`), which still take a tile
/// here, the sets begun so far `m` (chows counted when begun) and the pairs `p`; its value is the
/// most held tiles kept so far, or -1 if no target reaches it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KeepDp([[[[i8; 2]; 5]; 5]; 5]);

impl KeepDp {
    /// Before the first face: nothing begun, nothing kept.
    pub fn start() -> KeepDp {
        let mut d = [[[[-1i8; 2]; 5]; 5]; 5];
        d[0][0][0][0] = 0;
        KeepDp(d)
    }

    /// After face `i` (0..9) holding `held` tiles, of which the target may use `cap`: at this face
    /// the target puts the tiles of the chows begun at the two faces before, a pung or not, the
    /// pair or not, and begins `c` new chows (none at the last two faces, where they could not be
    /// finished); never more than `cap` of the face. It keeps `min(target, held)` of the held
    /// tiles.
    #[allow(clippy::needless_range_loop)] // the state is indexed by counts, clearer by index
    pub fn step(&self, i: usize, held: u8, cap: u8) -> KeepDp {
        let mut out = [[[[-1i8; 2]; 5]; 5]; 5];
        let cap = cap.min(4) as usize;
        let max_new = if i + 2 < KEEP_SUIT_LEN { 4 } else { 0 };
        for a in 0..5 {
            for b in 0..5 {
                for m in 0..5 {
                    for p in 0..2 {
                        let v = self.0[a][b][m][p];
                        if v < 0 {
                            continue;
                        }
                        for pung in 0..2 {
                            for pair in 0..2 - p {
                                for c in 0..=max_new {
                                    let sets = m + pung + c;
                                    let here = a + b + c + 3 * pung + 2 * pair;
                                    // Both only grow with `c`.
                                    if sets > 4 || here > cap {
                                        break;
                                    }
                                    let kept = v + here.min(held as usize) as i8;
                                    let slot = &mut out[c][a][sets][p + pair];
                                    if kept > *slot {
                                        *slot = kept;
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        KeepDp(out)
    }

    /// After the last face: the profile, for at most `m` sets and at most `p` pairs (no chow is
    /// still open there).
    pub fn profile(&self) -> KeepProfile {
        let mut out = [0u8; PROFILE_WIDTH];
        for m in 0..5 {
            for p in 0..2 {
                let mut best = self.0[0][0][m][p].max(0) as u8;
                if m > 0 {
                    best = best.max(out[2 * (m - 1) + p]);
                }
                if p > 0 {
                    best = best.max(out[2 * m]);
                }
                out[2 * m + p] = best;
            }
        }
        out
    }
}

/// The keep profile of one suit whose faces hold `held` and may give the target `cap` each.
pub fn capped_suit_profile(held: &[u8], cap: &[u8]) -> KeepProfile {
    let mut d = KeepDp::start();
    for i in 0..KEEP_SUIT_LEN {
        d = d.step(i, held[i], cap[i]);
    }
    d.profile()
}

/// The profile of two groups of faces together: for at most `m` sets and `p` pairs, the best
/// split of them between the two groups.
#[inline]
pub fn combine_profiles(x: &KeepProfile, y: &KeepProfile) -> KeepProfile {
    let mut out = [0u8; PROFILE_WIDTH];
    for m in 0..5 {
        for p in 0..2 {
            let mut best = 0;
            for i in 0..=m {
                for q in 0..=p {
                    best = best.max(x[2 * i + q] + y[2 * (m - i) + (p - q)]);
                }
            }
            out[2 * m + p] = best;
        }
    }
    out
}

/// The keep profile of the seven honours holding `held`, each giving the target at most `cap`.
/// Honours make no chows: a pung of a face keeps `min(3, n)` of its `n` held tiles (if the cap
/// allows three), the pair `min(2, n)` (if it allows two), and they never share a face (five
/// tiles). Each choice of the pair's face (or none) is tried with the largest pung finds among
/// the other faces.
pub fn capped_honour_profile(held: &[u8], cap: &[u8]) -> KeepProfile {
    let mut out = [0u8; PROFILE_WIDTH];
    for pair_face in 0..=7 {
        let p = (pair_face < 7) as usize;
        if p == 1 && cap[pair_face] < 2 {
            continue;
        }
        let pair_keeps = if p == 1 { held[pair_face].min(2) } else { 0 };
        // Pung finds of the other faces, largest first.
        let mut finds = [0u8; 7];
        let mut n = 0;
        for f in 0..7 {
            if f != pair_face && cap[f] >= 3 {
                let v = held[f].min(3);
                let mut k = n;
                while k > 0 && finds[k - 1] < v {
                    finds[k] = finds[k - 1];
                    k -= 1;
                }
                finds[k] = v;
                n += 1;
            }
        }
        let mut pungs = 0;
        for m in 0..5 {
            if m > 0 && m <= n {
                pungs += finds[m - 1];
            }
            let v = pair_keeps + pungs;
            if v > out[2 * m + p] {
                out[2 * m + p] = v;
            }
        }
    }
    // At most one pair: never worse than none.
    for m in 0..5 {
        if out[2 * m] > out[2 * m + 1] {
            out[2 * m + 1] = out[2 * m];
        }
    }
    out
}
