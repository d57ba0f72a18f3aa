//! numpy batches without a numpy build dependency: an `(n, 34)` C-contiguous array of any
//! integer dtype is read in place, and results are written into a numpy array made for them,
//! both with the GIL released. numpy is imported only when such an array comes in.
//!
//! An array describes itself through
//! `__array_struct__` (numpy's C `PyArrayInterface` in a capsule, read here); an array-like that
//! offers only `__array_interface__` is viewed through `numpy.asarray` (no copy) and read the
//! same way. Arrays that are not C-contiguous, not integers or not in native byte order raise
//! `TypeError` naming what to pass instead (`numpy.ascontiguousarray(a)`).
use crate::error::MahjongError;
use mahjong_core::args::MAX_COPIES;
use mahjong_core::standard::{ManyError, StandardError, check_count, tiles_away_counts_many};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBytes, PyCapsule, PyCapsuleMethods, PyList, PyTuple};
use std::ffi::{c_char, c_int, c_void};

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
    /// numpy's type kind (`i`, `u`, or `b` for bool) and the size in bytes (1, 2, 4 or 8).
    elem: (u8, usize),
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
        match self.elem {
            (b'i', 1) => read!(i8),
            (_, 1) => read!(u8),
            (b'i', 2) => read!(i16),
            (_, 2) => read!(u16),
            (b'i', 4) => read!(i32),
            (_, 4) => read!(u32),
            (b'i', _) => read!(i64),
            (_, _) => read!(u64),
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

/// `PyArrayInterface.flags`: C-contiguous, aligned, in the machine's byte order.
const FLAGS: [c_int; 3] = [0x1, 0x100, 0x200];

/// `f` of the `PyArrayInterface` behind `obj.__array_struct__`, when it has one.
fn with_struct<R>(obj: &Bound<'_, PyAny>, f: impl FnOnce(&ArrayStruct) -> R) -> Option<R> {
    let cap = obj.getattr(pyo3::intern!(obj.py(), "__array_struct__")).ok()?;
    let p = cap.cast::<PyCapsule>().ok()?.pointer_checked(None).ok()?;
    // SAFETY: an `__array_struct__` capsule holds a `PyArrayInterface` (checked by its first
    // field, 2), valid while the capsule lives (it does until `f` returns).
    let s = unsafe { &*(p.as_ptr() as *const ArrayStruct) };
    (s.two == 2).then(|| f(s))
}

/// The rows of the array `s` describes, once its shape is `(n, 34)` and its type, byte order,
/// contiguity and alignment are ones [`RowsRef::row`] reads.
fn rows_of(s: &ArrayStruct) -> PyResult<RowsRef> {
    let nd = usize::try_from(s.nd).unwrap_or(0);
    // SAFETY: a `PyArrayInterface`'s shape and strides (when not NULL) hold `nd` entries.
    let read =
        |p: *const isize| if p.is_null() { vec![] } else { unsafe { std::slice::from_raw_parts(p, nd) }.to_vec() };
    let shape = read(s.shape);
    if shape.len() != 2 || shape[1] != 34 || shape[0] < 0 {
        return Err(MahjongError::new_err(format!(
            "hands: expected an array of shape (n, 34), one row of 34 counts per hand, got shape {shape:?}"
        )));
    }
    let [contiguous, aligned, native] = FLAGS.map(|f| s.flags & f != 0);
    let (elem, rows) = ((s.typekind as u8, usize::try_from(s.itemsize).unwrap_or(0)), shape[0] as usize);
    if !(native || elem.1 == 1) || !matches!(elem, (b'i' | b'u', 1 | 2 | 4 | 8) | (b'b', 1)) {
        let typestr = format!("{}{}{}", if native { '=' } else { '~' }, elem.0 as char, elem.1);
        return Err(PyTypeError::new_err(format!(
            "hands: expected an integer array in native byte order, got dtype {typestr:?} (use a.astype(numpy.uint8))"
        )));
    }
    if rows > 0 && !contiguous {
        return Err(PyTypeError::new_err(format!(
            "hands: expected a C-contiguous array, got strides {:?} (use numpy.ascontiguousarray(a))",
            read(s.strides)
        )));
    }
    if rows > 0 && (!aligned || s.data.is_null() || s.data as usize % elem.1 != 0) {
        return Err(PyTypeError::new_err("hands: the array's data is not aligned (use numpy.ascontiguousarray(a))"));
    }
    Ok(RowsRef { ptr: s.data as usize, rows, elem })
}

/// Reads `obj` as an `(n, 34)` integer array in place, or `Ok(None)` when it is not an array
/// (lists, tuples, bytes and other plain sequences).
pub(crate) fn counts_2d<'py>(obj: &Bound<'py, PyAny>) -> PyResult<Option<Counts2d<'py>>> {
    if obj.is_instance_of::<PyList>() || obj.is_instance_of::<PyTuple>() || obj.is_instance_of::<PyBytes>() {
        return Ok(None);
    }
    let py = obj.py();
    let owner = match with_struct(obj, rows_of) {
        Some(rows) => return Ok(Some(Counts2d { _owner: obj.clone(), rows: rows? })),
        None if obj.hasattr(pyo3::intern!(py, "__array_interface__"))? => numpy(py)?.1.bind(py).call1((obj,))?,
        None => return Ok(None),
    };
    let rows = with_struct(&owner, rows_of);
    let rows = rows.ok_or_else(|| PyTypeError::new_err("hands: numpy.asarray gave no __array_struct__"))??;
    Ok(Some(Counts2d { _owner: owner, rows }))
}

/// `numpy.empty`, `numpy.asarray` and the `int8` and `bool` dtypes, looked up once (numpy is
/// imported when the first array comes in, not before).
#[allow(clippy::type_complexity)]
fn numpy(py: Python<'_>) -> PyResult<&(Py<PyAny>, Py<PyAny>, Py<PyAny>, Py<PyAny>)> {
    static NUMPY: PyOnceLock<(Py<PyAny>, Py<PyAny>, Py<PyAny>, Py<PyAny>)> = PyOnceLock::new();
    NUMPY.get_or_try_init(py, || {
        let np = py.import("numpy")?;
        let dtype = |name: &str| np.getattr("dtype")?.call1((name,)).map(Bound::unbind);
        Ok((np.getattr("empty")?.unbind(), np.getattr("asarray")?.unbind(), dtype("int8")?, dtype("bool")?))
    })
}

/// Hands read at a time when the array is not `uint8` (34 bytes each, on the stack).
const CHUNK: usize = 256;

/// Runs `f` (a batch function of the core) over the rows with the GIL released, writing one `T`
/// per row into a new numpy array of `dtype` ("int8" or "bool"). A `uint8` array is passed to
/// `f` in place; other integer types are read `CHUNK` rows at a time. The first bad row raises
/// `err` with the row and what is wrong with it (a count out of 0..=4, whatever the dtype, or
/// `f`'s error).
fn rows_into<'py, T: Copy + Send>(
    py: Python<'py>, arr: &Counts2d<'py>, dtype: &str,
    f: impl Fn(&[[u8; 34]], &mut [T]) -> Result<(), ManyError> + Sync,
    err: impl FnOnce(usize, Result<BadCount, StandardError>) -> PyErr,
) -> PyResult<Bound<'py, PyAny>> {
    let (empty, _, int8, boolean) = numpy(py)?;
    let (rows, dtype) = (arr.rows, if dtype == "bool" { boolean } else { int8 });
    let out = empty.bind(py).call1((rows.rows, dtype))?;
    let ptr = with_struct(&out, |s| s.data as usize);
    let ptr = ptr.ok_or_else(|| PyTypeError::new_err("numpy.empty gave an array without __array_struct__"))?;
    // Both dtypes are one byte wide: a `T` of another size does not compile.
    const { assert!(std::mem::size_of::<T>() == 1) };
    let res = py.detach(|| {
        // SAFETY: `ptr` is the data of the fresh array `out` of `rows` elements of `T`'s size
        // (int8 for i8, bool for bool), owned by us until we return it; nobody else has it. It
        // is zeroed first (0 is a valid `T` for both), so the slice holds valid values.
        unsafe { std::ptr::write_bytes(ptr as *mut T, 0, rows.rows) };
        let dst = unsafe { std::slice::from_raw_parts_mut(ptr as *mut T, rows.rows) };
        // The hand at row `from + index` failed: a count out of range in it is reported as such.
        let fail = |from: usize, e: ManyError| match e {
            ManyError::Hand { index, error } => {
                Ok((from + index, rows.row(from + index).map_or_else(Ok, |_| Err(error))))
            }
            other => Err(other),
        };
        if rows.elem.0 != b'i' && rows.elem.1 == 1 {
            // SAFETY: a one-byte unsigned array's `rows * 34` bytes, checked against its shape,
            // type and contiguity when the view was made and kept alive by its owner; `[u8; 34]`
            // has alignment 1.
            let hands = unsafe { std::slice::from_raw_parts(rows.ptr as *const [u8; 34], rows.rows) };
            return f(hands, dst).map_err(|e| fail(0, e));
        }
        let mut buf = [[0u8; 34]; CHUNK];
        for (k, d) in dst.chunks_mut(CHUNK).enumerate() {
            let from = k * CHUNK;
            let bad = (0..d.len()).find_map(|i| rows.row(from + i).map(|c| buf[i] = c).err().map(|b| (i, b)));
            let n = bad.map_or(d.len(), |(i, _)| i);
            f(&buf[..n], &mut d[..n]).map_err(|e| fail(from, e))?;
            if let Some((i, b)) = bad {
                return Err(Ok((from + i, Ok(b))));
            }
        }
        Ok(())
    });
    match res {
        Ok(()) => Ok(out),
        Err(Ok((r, e))) => Err(err(r, e)),
        Err(Err(e)) => Err(MahjongError::new_err(e.to_string())),
    }
}

/// Runs `f` on every row with the GIL released, writing one `T` per row into a new numpy array
/// of `dtype`; the first failure (a count out of range, or an error of `f`) is raised.
pub(crate) fn map_rows<'py, T: Copy + Send>(
    py: Python<'py>, arr: &Counts2d<'py>, dtype: &str, f: impl Fn(&[u8; 34]) -> Result<T, StandardError> + Sync,
    err: impl FnOnce(usize, Result<BadCount, StandardError>) -> PyErr,
) -> PyResult<Bound<'py, PyAny>> {
    let each = |hands: &[[u8; 34]], dst: &mut [T]| {
        for (index, (h, d)) in hands.iter().zip(dst).enumerate() {
            *d = f(h).map_err(|error| ManyError::Hand { index, error })?;
        }
        Ok(())
    };
    rows_into(py, arr, dtype, each, err)
}

/// Reads all rows into owned count arrays (for results that are Python objects).
pub(crate) fn all_rows(arr: &Counts2d<'_>) -> Result<Vec<[u8; 34]>, BadCount> {
    (0..arr.rows.rows).map(|r| arr.rows.row(r)).collect()
}

/// Tiles away of every row through the core's batch entry point
/// (`standard::tiles_away_counts_many`, which reads hands in lockstep) into a new numpy `int8`
/// array, as [`rows_into`] runs it; the first bad row raises the same error as the row-by-row
/// path.
pub(crate) fn tiles_away_rows<'py>(
    py: Python<'py>, arr: &Counts2d<'py>, err: impl FnOnce(usize, Result<BadCount, StandardError>) -> PyErr,
) -> PyResult<Bound<'py, PyAny>> {
    rows_into(py, arr, "int8", tiles_away_counts_many, err)
}
