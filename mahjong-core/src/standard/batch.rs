//! Tiles away of many hands (see [`tiles_away_counts_many`](super::tiles_away_counts_many)):
//! the same tables as the single-hand path, read for eight hands in steps.
//!
//! One hand's number is a chain of dependent loads (a suit's state, then its profile, then the
//! profile of two groups, then the number), each often a miss in the first-level cache. Here the
//! work is cut into two steps, each done for all eight hands of a group before the next: first
//! each hand's table indices, suit states and honour profile (the loads that depend only on the
//! counts, all in flight together); then the suit profiles, the two groups' profiles and the
//! number, a chain the processor overlaps over the hands. Between the steps only five numbers a
//! hand are kept.
//!
//! The counts are checked for the whole group at once, folded into the work: the largest count
//! of the group's 272 bytes (17 vector maxima), and each hand's total, which picks the block of
//! the tiles-away table to read, and for a total the standard form does not take the end of the
//! blocks, where the read (bounded there) finds [`AWAY_NOT_TAKEN`]. A group with a count over four or such a
//! result goes through the single-hand path, hand by hand, which names the first bad hand.

use super::table::{
    AWAY, AWAY_BASE, AWAY_END, AWAY_NOT_TAKEN, PROFILE_SECOND, honour_profile_of, profile_row, split_suit,
    suit_honours_of, two_suits_row_of, word,
};

/// Hands read in lockstep.
pub(crate) const GROUP: usize = 8;

/// The sum of the eight bytes of `w`, each at most 16 (for larger bytes, some number: the group
/// check rejects them anyway).
#[inline(always)]
fn byte_sum(w: u64) -> u32 {
    (w.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}

/// Row `r` (0 to 16) of the group's 272 counts read as 17 rows of 16.
#[inline(always)]
fn row(flat: &[u8; 16 * 17], r: usize) -> [u8; 16] {
    core::array::from_fn(|k| flat[(16 * r + k) % (16 * 17)])
}

/// The largest of each place of rows `r` to `r + 3`.
#[inline(always)]
fn quad(flat: &[u8; 16 * 17], r: usize) -> [u8; 16] {
    max16(max16(row(flat, r), row(flat, r + 1)), max16(row(flat, r + 2), row(flat, r + 3)))
}

/// The larger of each pair of places.
#[inline(always)]
fn max16(x: [u8; 16], y: [u8; 16]) -> [u8; 16] {
    core::array::from_fn(|k| x[k].max(y[k]))
}

/// Tiles away of the eight hands of `g` into `out`, when every count is at most 4 and every
/// total is one the standard form takes; `false` (and `out` unspecified) otherwise.
#[inline(always)]
pub(crate) fn group(g: &[[u8; 34]; GROUP], out: &mut [i8; GROUP]) -> bool {
    // The largest count of each of 16 places over the group's 272 bytes, 17 rows of 16 written
    // out (a tree of vector maxima; a loop over the rows is not unrolled, and pays a counter and
    // a branch a row).
    let flat: &[u8; 16 * 17] = match g.as_flattened().try_into() {
        Ok(f) => f,
        Err(_) => return false,
    };
    let wide = max16(max16(max16(quad(flat, 0), quad(flat, 4)), max16(quad(flat, 8), quad(flat, 12))), row(flat, 16));
    let largest = wide.iter().fold(0, |a, &m| a | m.saturating_sub(4));
    // Step 1: each suit's row of the second step (its state) with its last three counts, the
    // honours' profile, and the block of the tiles-away table the total reads.
    let mut rows = [[0u32; GROUP]; 3];
    let mut honours = [0u8; GROUP];
    let mut at = [0u32; GROUP];
    for (i, c) in g.iter().enumerate() {
        let (w0, w9, w18, w26) = (word(c, 0), word(c, 9), word(c, 18), word(c, 26));
        // With every count at most 4, the four words' bytes sum to at most 16 each.
        let words = w0.wrapping_add(w9).wrapping_add(w18).wrapping_add(w26);
        let total = byte_sum(words) + c[8] as u32 + c[17] as u32;
        at[i] = AWAY_BASE[(total & 255) as usize];
        for (s, (w, last)) in [(w0, c[8]), (w9, c[17]), (w18, w26 as u8)].into_iter().enumerate() {
            let (first, rest) = split_suit(w, last);
            rows[s][i] = (profile_row(first) | rest) as u32;
        }
        honours[i] = honour_profile_of(w26) as u8;
    }
    if largest != 0 {
        return false;
    }
    // Step 2: each suit's profile, the two groups' profiles, and the number. A hand whose total
    // the standard form does not take points at or past the end of `AWAY`'s blocks, and reads
    // `AWAY_NOT_TAKEN` at `AWAY_END`; every entry is -1 to 13, so one more is below 16 and the
    // `or` of them all stays below `AWAY_NOT_TAKEN` unless such a hand is among them.
    let mut seen = 0u8;
    for (i, o) in out.iter_mut().enumerate() {
        let profile = |s: usize| PROFILE_SECOND[rows[s][i] as usize & 131_071];
        let (a, b, s) = (profile(0), profile(1), profile(2));
        let place = at[i] as usize + two_suits_row_of(a, b) + suit_honours_of(s, honours[i]);
        let n = AWAY[place.min(AWAY_END)];
        seen |= n.wrapping_add(1);
        *o = n as i8;
    }
    seen < AWAY_NOT_TAKEN
}

/// Why a face's array of hands' counts cannot be read as rows of 34 counts (the Python face's
/// numpy arrays, for [`tiles_away_counts_many`](super::tiles_away_counts_many) and the other
/// batch functions): its shape, its element type or its layout, each message saying what to pass
/// instead. Of kind [`ErrorKind::InvalidArgument`](crate::ErrorKind::InvalidArgument).
///
/// ```
/// use mahjong_core::standard::{ArrayError, array_rows, array_layout};
/// assert_eq!(array_rows(&[5, 34], 'i', 4, true), Ok(5));
/// let e = array_rows(&[5, 30], 'i', 4, true).unwrap_err();
/// assert_eq!(e.to_string(), "hands: expected an array of shape (n, 34), one row of 34 counts per hand, got shape [5, 30]");
/// assert!(e.about_shape());
/// let e = array_rows(&[5, 34], 'i', 4, false).unwrap_err();
/// assert_eq!(e.to_string(), "hands: expected an integer array in native byte order, got dtype \"~i4\" (use a.astype(numpy.uint8))");
/// assert_eq!(e.kind(), mahjong_core::ErrorKind::InvalidArgument);
/// assert_eq!(array_layout(true, &[136, 4]), Ok(()));
/// assert_eq!(array_layout(false, &[272, 4]), Err(ArrayError::Layout(&[272, 4])));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrayError<'a> {
    /// Not two dimensions of which the second is 34: the shape.
    Shape(&'a [usize]),
    /// Elements that are not integers (of 1, 2, 4 or 8 bytes, or booleans) in native byte order.
    Dtype {
        /// numpy's letter of the element kind (`i`, `u`, `b`, `f` …).
        kind: char,
        /// Bytes an element.
        size: usize,
        /// Whether in the machine's byte order.
        native: bool,
    },
    /// Rows not laid out one after another (not C-contiguous): the strides in bytes.
    Layout(&'a [isize]),
}

impl ArrayError<'_> {
    /// Always [`ErrorKind::InvalidArgument`](crate::ErrorKind::InvalidArgument).
    pub const fn kind(&self) -> crate::ErrorKind {
        crate::ErrorKind::InvalidArgument
    }

    /// Whether the error is about the shape (a value a face may read), not the element type or
    /// layout (a type it cannot).
    pub const fn about_shape(&self) -> bool {
        matches!(self, ArrayError::Shape(_))
    }
}

impl core::fmt::Display for ArrayError<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            ArrayError::Shape(shape) => write!(
                f,
                "hands: expected an array of shape (n, 34), one row of 34 counts per hand, got shape {shape:?}"
            ),
            ArrayError::Dtype { kind, size, native } => write!(
                f,
                "hands: expected an integer array in native byte order, got dtype \"{}{kind}{size}\" (use a.astype(numpy.uint8))",
                if *native { '=' } else { '~' }
            ),
            ArrayError::Layout(strides) => write!(
                f,
                "hands: expected a C-contiguous array, got strides {strides:?} (use numpy.ascontiguousarray(a))"
            ),
        }
    }
}

impl core::error::Error for ArrayError<'_> {}

crate::kind::kinded_errors!(ArrayError<'_>);

/// The rows of an array of hands' counts a face describes by its `shape` and its elements
/// (numpy's `kind` letter, `size` in bytes, whether `native` byte order): `(n, 34)` of integers
/// (`i` or `u` of 1, 2, 4 or 8 bytes, or `b` of 1) in native byte order gives `n`; else
/// [`ArrayError`], the shape checked first. A face then checks the layout ([`array_layout`]).
pub fn array_rows(shape: &[usize], kind: char, size: usize, native: bool) -> Result<usize, ArrayError<'_>> {
    match *shape {
        [n, 34] if native && matches!((kind, size), ('i' | 'u', 1 | 2 | 4 | 8) | ('b', 1)) => Ok(n),
        [_, 34] => Err(ArrayError::Dtype { kind, size, native }),
        _ => Err(ArrayError::Shape(shape)),
    }
}

/// Whether an array's rows lie one after another (`c_contiguous`), else [`ArrayError::Layout`]
/// with its `strides`.
pub fn array_layout(c_contiguous: bool, strides: &[isize]) -> Result<(), ArrayError<'_>> {
    if c_contiguous { Ok(()) } else { Err(ArrayError::Layout(strides)) }
}
