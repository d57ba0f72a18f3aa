//! numpy batches without a numpy build dependency: an `(n, 34)` C-contiguous array of any
//! integer dtype is read in place, and results are written into a numpy array made for them,
//! both with the GIL released. numpy is imported only when such an array comes in.
//!
//! The wheel targets the stable ABI of Python 3.10, whose limited API has no buffer protocol
//! (`PyObject_GetBuffer` joined it in 3.11). An array describes itself through
//! `__array_struct__` (numpy's C `PyArrayInterface` in a capsule: one small object) or, for
//! array-likes that offer only that, `__array_interface__` (a dict of tuples and a type string,
//! about fifty times dearer to build and read); both give the same [`Layout`], checked in one
//! place. Arrays that are not C-contiguous, not integers or not in native byte order raise
//! `TypeError` naming what to pass instead (`numpy.ascontiguousarray(a)`).
use crate::error::MahjongError;
use mahjong_core::args::MAX_COPIES;
use mahjong_core::standard::{ManyError, StandardError, check_count, tiles_away_counts_many};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBytes, PyCapsule, PyCapsuleMethods, PyDict, PyList, PyTuple};
use std::ffi::{c_char, c_int, c_void};

/// An integer element type: signed or not, and its size in bytes (1, 2, 4 or 8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Elem {
    signed: bool,
    size: usize,
}

impl Elem {
    /// The type of numpy kind `kind` (`i`, `u`, or `b` for bool) and `size` bytes; None for any
    /// other, or for a multi-byte type not in the machine's byte order.
    fn of(kind: u8, size: usize, native: bool) -> Option<Elem> {
        let signed = match (kind, size) {
            (b'i', 1 | 2 | 4 | 8) => true,
            (b'u', 1 | 2 | 4 | 8) | (b'b', 1) => false,
            _ => return None,
        };
        (native || size == 1).then_some(Elem { signed, size })
    }
}

/// A read-only view of an `(n, 34)` integer array owned by a Python object (kept alive by the
/// borrow of `_owner`).
pub(crate) struct Counts2d<'py> {
    _owner: Bound<'py, PyAny>,
    rows: RowsRef,
}

// The view only reads memory the owner keeps alive; the GIL-free loops take it by reference.
#[derive(Clone, Copy)]
struct RowsRef {
    ptr: usize,
    rows: usize,
    elem: Elem,
}

/// The error a bad count raises (the core's), with the hand (row) and the index.
pub(crate) use mahjong_core::standard::CountOutOfRange as BadCount;

impl RowsRef {
    /// Row `r` as 34 counts 0–4, or the first count out of range.
    #[inline]
    fn row(&self, r: usize) -> Result<[u8; 34], BadCount> {
        macro_rules! read {
            ($t:ty) => {{
                // SAFETY: `ptr` points at `rows * 34` elements of `$t` (checked against the
                // array's shape, type and contiguity when the view was made), kept alive by the
                // owning Python object for the life of the view; numpy aligns its data.
                let row: &[$t; 34] = unsafe { &*((self.ptr as *const $t).add(r * 34) as *const [$t; 34]) };
                let mut out = [0u8; 34];
                let mut bad = false;
                for (o, &v) in out.iter_mut().zip(row.iter()) {
                    #[allow(unused_comparisons, clippy::cast_possible_truncation)]
                    {
                        bad |= v < 0 as $t || v > MAX_COPIES as $t;
                        *o = v as u8;
                    }
                }
                if bad {
                    let first = row.iter().enumerate().find_map(|(i, &v)| check_count(r, i, v as i128).err());
                    if let Some(e) = first {
                        return Err(e);
                    }
                }
                Ok(out)
            }};
        }
        match (self.elem.signed, self.elem.size) {
            (true, 1) => read!(i8),
            (false, 1) => read!(u8),
            (true, 2) => read!(i16),
            (false, 2) => read!(u16),
            (true, 4) => read!(i32),
            (false, 4) => read!(u32),
            (true, _) => read!(i64),
            (false, _) => read!(u64),
        }
    }
}

/// numpy's C description of an array behind `__array_struct__` (the array interface protocol's
/// `PyArrayInterface`, version 2).
#[repr(C)]
struct ArrayStruct {
    two: c_int,
    nd: c_int,
    typekind: c_char,
    itemsize: c_int,
    flags: c_int,
    shape: *const isize,
    strides: *const isize,
    data: *mut c_void,
    descr: *mut pyo3::ffi::PyObject,
}

/// `PyArrayInterface.flags`: the data is in the machine's byte order.
const NOTSWAPPED: c_int = 0x200;

/// `f` of the `PyArrayInterface` behind `obj.__array_struct__`, when it has one.
fn with_struct<R>(obj: &Bound<'_, PyAny>, f: impl FnOnce(&ArrayStruct) -> R) -> Option<R> {
    let cap = obj.getattr(pyo3::intern!(obj.py(), "__array_struct__")).ok()?;
    let p = cap.cast::<PyCapsule>().ok()?.pointer_checked(None).ok()?;
    // SAFETY: an `__array_struct__` capsule holds a `PyArrayInterface` (checked by its first
    // field, 2), valid while the capsule lives (it does until `f` returns).
    let s = unsafe { &*(p.as_ptr() as *const ArrayStruct) };
    (s.two == 2).then(|| f(s))
}

/// What an array says of itself: its shape, strides (None: C order), element type (None: not
/// one we read, `typestr` says which) and data pointer.
struct Layout {
    shape: Vec<isize>,
    strides: Option<Vec<isize>>,
    elem: Option<Elem>,
    typestr: String,
    ptr: usize,
}

/// The layout `__array_struct__` gives.
fn struct_layout(s: &ArrayStruct) -> Layout {
    let nd = usize::try_from(s.nd).unwrap_or(0);
    // SAFETY: a `PyArrayInterface`'s shape and strides (when not NULL) hold `nd` entries.
    let read = |p: *const isize| (!p.is_null()).then(|| unsafe { std::slice::from_raw_parts(p, nd) }.to_vec());
    let (kind, size) = (s.typekind as u8, usize::try_from(s.itemsize).unwrap_or(0));
    let native = s.flags & NOTSWAPPED != 0;
    let typestr = format!("{}{}{size}", if native { '=' } else { '~' }, kind as char);
    let ptr = s.data as usize;
    Layout {
        shape: read(s.shape).unwrap_or_default(),
        strides: read(s.strides),
        elem: Elem::of(kind, size, native),
        typestr,
        ptr,
    }
}

/// The layout `__array_interface__` gives (`d`).
fn interface_layout(d: &Bound<'_, PyDict>) -> PyResult<Layout> {
    let item = |key: &str| {
        d.get_item(key)?.ok_or_else(|| PyTypeError::new_err(format!("hands: the array interface has no {key}")))
    };
    let typestr: String = item("typestr")?.extract()?;
    let b = typestr.as_bytes();
    let native = match b.first() {
        Some(b'|' | b'=') => true,
        Some(b'<') => cfg!(target_endian = "little"),
        Some(b'>') => cfg!(target_endian = "big"),
        _ => false,
    };
    let elem = typestr.get(2..).and_then(|n| n.parse().ok()).and_then(|size| Elem::of(b[1], size, native));
    let strides = d.get_item("strides")?.filter(|s| !s.is_none()).map(|s| s.extract()).transpose()?;
    let data = item("data")?.cast_into::<PyTuple>().map_err(|_| {
        PyTypeError::new_err(
            "hands: the array's data is not a (pointer, read-only) pair (use numpy.ascontiguousarray(a))",
        )
    })?;
    Ok(Layout { shape: item("shape")?.extract()?, strides, elem, typestr, ptr: data.get_item(0)?.extract()? })
}

/// Reads `obj` as an `(n, 34)` integer array in place, or `Ok(None)` when it is not an array
/// (lists, tuples, bytes and other plain sequences).
pub(crate) fn counts_2d<'py>(obj: &Bound<'py, PyAny>) -> PyResult<Option<Counts2d<'py>>> {
    if obj.is_instance_of::<PyList>() || obj.is_instance_of::<PyTuple>() || obj.is_instance_of::<PyBytes>() {
        return Ok(None);
    }
    let l = match with_struct(obj, struct_layout) {
        Some(l) => l,
        None => match obj.getattr(pyo3::intern!(obj.py(), "__array_interface__")) {
            Ok(d) => interface_layout(
                &d.cast_into::<PyDict>()
                    .map_err(|_| PyTypeError::new_err("hands: __array_interface__ is not a dict"))?,
            )?,
            Err(_) => return Ok(None),
        },
    };
    let shape = l.shape;
    if shape.len() != 2 || shape[1] != 34 || shape[0] < 0 {
        return Err(MahjongError::new_err(format!(
            "hands: expected an array of shape (n, 34), one row of 34 counts per hand, got shape {shape:?}"
        )));
    }
    let elem = l.elem.ok_or_else(|| {
        PyTypeError::new_err(format!(
            "hands: expected an integer array in native byte order, got dtype {:?} (use a.astype(numpy.uint8))",
            l.typestr
        ))
    })?;
    let size = elem.size as isize;
    if let Some(strides) = l.strides.filter(|s| shape[0] > 0 && ((shape[0] > 1 && s[0] != 34 * size) || s[1] != size)) {
        return Err(PyTypeError::new_err(format!(
            "hands: expected a C-contiguous array, got strides {strides:?} (use numpy.ascontiguousarray(a))"
        )));
    }
    if shape[0] > 0 && (l.ptr == 0 || l.ptr % elem.size != 0) {
        return Err(PyTypeError::new_err("hands: the array's data is not aligned (use numpy.ascontiguousarray(a))"));
    }
    Ok(Some(Counts2d { _owner: obj.clone(), rows: RowsRef { ptr: l.ptr, rows: shape[0] as usize, elem } }))
}

/// `numpy.empty` and the `int8` and `bool` dtypes, looked up once (numpy is imported when the
/// first array comes in, not before).
static NUMPY: PyOnceLock<(Py<PyAny>, Py<PyAny>, Py<PyAny>)> = PyOnceLock::new();

/// A new numpy array of `dtype` ("int8" or "bool") with one `T` per row, zeroed (0 is a valid
/// `T` for both) and then filled by `f` with the GIL released; `f`'s error is returned.
fn fill<'py, T: Copy, E: Send>(
    py: Python<'py>, rows: usize, dtype: &str, f: impl FnOnce(&mut [T]) -> Result<(), E> + Send,
) -> PyResult<Result<Bound<'py, PyAny>, E>> {
    let (empty, int8, boolean) = NUMPY.get_or_try_init(py, || {
        let (np, dtype) = (py.import("numpy")?, py.import("numpy")?.getattr("dtype")?);
        Ok::<_, PyErr>((
            np.getattr("empty")?.unbind(),
            dtype.call1(("int8",))?.unbind(),
            dtype.call1(("bool",))?.unbind(),
        ))
    })?;
    let out = empty.bind(py).call1((rows, if dtype == "bool" { boolean } else { int8 }))?;
    // numpy arrays always offer `__array_struct__`.
    let ptr = with_struct(&out, |s| (s.nd == 1).then_some(s.data as usize)).flatten();
    let ptr = ptr.ok_or_else(|| PyTypeError::new_err("numpy.empty gave an array without __array_struct__"))?;
    // Both dtypes are one byte wide: a `T` of another size does not compile.
    const { assert!(std::mem::size_of::<T>() == 1) };
    let res = py.detach(|| {
        // SAFETY: `ptr` is the data of the fresh array `out` of `rows` elements of `T`'s size
        // (int8 for i8, bool for bool), owned by us until we return it; nobody else has it. It
        // is zeroed first, so the slice holds valid values.
        unsafe { std::ptr::write_bytes(ptr as *mut T, 0, rows) };
        f(unsafe { std::slice::from_raw_parts_mut(ptr as *mut T, rows) })
    });
    Ok(res.map(|()| out))
}

/// Runs `f` on every row with the GIL released, writing one `T` per row into a new numpy array
/// of `dtype`; the first failure (a count out of range, or an error of `f`) is raised.
pub(crate) fn map_rows<'py, T: Copy + Send, E: Send>(
    py: Python<'py>, arr: &Counts2d<'py>, dtype: &str, f: impl Fn(&[u8; 34]) -> Result<T, E> + Sync,
    err: impl FnOnce(usize, Result<BadCount, E>) -> PyErr,
) -> PyResult<Bound<'py, PyAny>> {
    let rows = arr.rows;
    let res = fill(py, rows.rows, dtype, |dst: &mut [T]| {
        for (r, d) in dst.iter_mut().enumerate() {
            let c = rows.row(r).map_err(|b| (r, Ok(b)))?;
            *d = f(&c).map_err(|e| (r, Err(e)))?;
        }
        Ok(())
    })?;
    res.map_err(|(r, e)| err(r, e))
}

/// Reads all rows into owned count arrays (for results that are Python objects).
pub(crate) fn all_rows(arr: &Counts2d<'_>) -> Result<Vec<[u8; 34]>, BadCount> {
    (0..arr.rows.rows).map(|r| arr.rows.row(r)).collect()
}

/// Hands converted at a time for the batch call when the array is not `uint8` (34 bytes each,
/// on the stack).
const CHUNK: usize = 256;

/// Tiles away of every row through the core's batch entry point
/// (`standard::tiles_away_counts_many`, which reads hands in lockstep), with the GIL released,
/// into a new numpy `int8` array. A `uint8` array is passed to it in place; other integer types
/// are converted `CHUNK` rows at a time. The first bad row raises the same error as the
/// row-by-row path (`err` with the row and what is wrong with it).
pub(crate) fn tiles_away_rows<'py>(
    py: Python<'py>, arr: &Counts2d<'py>, err: impl FnOnce(usize, Result<BadCount, StandardError>) -> PyErr,
) -> PyResult<Bound<'py, PyAny>> {
    enum Fail {
        Row(usize, Result<BadCount, StandardError>),
        Other(ManyError),
    }
    let rows = arr.rows;
    // The core's error for the hand at row `from + index`, read as the row-by-row path reads it
    // (a count out of 0..=4 is a `BadCount`, as for every other dtype).
    let fail = |from: usize, e: ManyError| match e {
        ManyError::Hand { index, error } => {
            let r = from + index;
            Fail::Row(r, rows.row(r).map_or_else(Ok, |_| Err(error)))
        }
        other => Fail::Other(other),
    };
    let res = fill(py, rows.rows, "int8", |dst: &mut [i8]| {
        if rows.elem == (Elem { signed: false, size: 1 }) {
            // SAFETY: a `uint8` array's `rows * 34` bytes, checked against its shape, type and
            // contiguity when the view was made and kept alive by its owner; `[u8; 34]` has
            // alignment 1.
            let hands = unsafe { std::slice::from_raw_parts(rows.ptr as *const [u8; 34], rows.rows) };
            return tiles_away_counts_many(hands, dst).map_err(|e| fail(0, e));
        }
        let mut buf = [[0u8; 34]; CHUNK];
        for (k, d) in dst.chunks_mut(CHUNK).enumerate() {
            let from = k * CHUNK;
            for (i, b) in buf[..d.len()].iter_mut().enumerate() {
                *b = rows.row(from + i).map_err(|e| Fail::Row(from + i, Ok(e)))?;
            }
            tiles_away_counts_many(&buf[..d.len()], d).map_err(|e| fail(from, e))?;
        }
        Ok(())
    })?;
    res.map_err(|f| match f {
        Fail::Row(r, e) => err(r, e),
        Fail::Other(e) => MahjongError::new_err(e.to_string()),
    })
}
