//! numpy batches without a numpy build dependency: an `(n, 34)` C-contiguous array of any
//! integer dtype is read in place through numpy's array interface (`__array_interface__`: the
//! data pointer, shape, strides and type string), and results are written into a numpy array
//! made for them, both with the GIL released. numpy is imported only when such an array comes in.
//!
//! The wheel targets the stable ABI of Python 3.10, whose limited API has no buffer protocol
//! (`PyObject_GetBuffer` joined it in 3.11); the array interface gives the same pointer without
//! a copy. Arrays that are not C-contiguous, not integers or not in native byte order raise
//! `TypeError` naming what to pass instead (`numpy.ascontiguousarray(a)`).
use crate::error::MahjongError;
use mahjong_core::standard::{ManyError, StandardError, tiles_away_counts_many};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyCapsule, PyCapsuleMethods, PyDict, PyTuple};
use std::ffi::{c_char, c_int, c_void};

/// The integer element types an array may hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Elem {
    I8,
    U8,
    I16,
    U16,
    I32,
    U32,
    I64,
    U64,
}

impl Elem {
    fn size(self) -> usize {
        match self {
            Elem::I8 | Elem::U8 => 1,
            Elem::I16 | Elem::U16 => 2,
            Elem::I32 | Elem::U32 => 4,
            Elem::I64 | Elem::U64 => 8,
        }
    }

    /// Reads a numpy type string such as `|u1`, `<i8`, `=i4`; `None` for anything else.
    fn from_typestr(s: &str) -> Option<Elem> {
        let mut c = s.chars();
        let order = c.next()?;
        let native = match order {
            '|' | '=' => true,
            '<' => cfg!(target_endian = "little"),
            '>' => cfg!(target_endian = "big"),
            _ => false,
        };
        let rest: String = c.collect();
        let e = match rest.as_str() {
            "i1" => Elem::I8,
            "u1" | "b1" => Elem::U8,
            "i2" => Elem::I16,
            "u2" => Elem::U16,
            "i4" => Elem::I32,
            "u4" => Elem::U32,
            "i8" => Elem::I64,
            "u8" => Elem::U64,
            _ => return None,
        };
        // A one-byte type has no byte order; larger ones must be native.
        (native || e.size() == 1).then_some(e)
    }
}

/// A read-only view of an `(n, 34)` integer array owned by a Python object (kept alive by the
/// borrow of `_owner`).
pub(crate) struct Counts2d<'py> {
    _owner: Bound<'py, PyAny>,
    ptr: usize,
    rows: usize,
    elem: Elem,
}

// The view only reads memory the owner keeps alive; the GIL-free loops take it by reference.
pub(crate) struct RowsRef {
    ptr: usize,
    rows: usize,
    elem: Elem,
}

/// The error a bad count raises, with the hand (row) and the index.
#[derive(Clone, Copy, Debug)]
pub(crate) struct BadCount {
    pub(crate) row: usize,
    pub(crate) index: usize,
    pub(crate) value: i128,
}

impl std::fmt::Display for BadCount {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "hand {}: count {} at index {} is not 0 to 4", self.row, self.value, self.index)
    }
}

impl RowsRef {
    pub(crate) fn rows(&self) -> usize {
        self.rows
    }

    /// Row `r` as 34 counts 0–4, or the first count out of range.
    #[inline]
    pub(crate) fn row(&self, r: usize) -> Result<[u8; 34], BadCount> {
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
                        bad |= v < 0 as $t || v > 4 as $t;
                        *o = v as u8;
                    }
                }
                if bad {
                    let index = row.iter().position(|&v| !(0..=4).contains(&(v as i128))).unwrap_or(0);
                    return Err(BadCount { row: r, index, value: row[index] as i128 });
                }
                Ok(out)
            }};
        }
        match self.elem {
            Elem::I8 => read!(i8),
            Elem::U8 => read!(u8),
            Elem::I16 => read!(i16),
            Elem::U16 => read!(u16),
            Elem::I32 => read!(i32),
            Elem::U32 => read!(u32),
            Elem::I64 => read!(i64),
            Elem::U64 => read!(u64),
        }
    }
}

impl<'py> Counts2d<'py> {
    pub(crate) fn rows_ref(&self) -> RowsRef {
        RowsRef { ptr: self.ptr, rows: self.rows, elem: self.elem }
    }
}

/// The array interface of `obj` when it has one (numpy arrays and array-likes); `None` for
/// lists, tuples, bytes and other plain sequences.
fn interface<'py>(obj: &Bound<'py, PyAny>) -> PyResult<Option<Bound<'py, PyDict>>> {
    if obj.is_instance_of::<pyo3::types::PyList>()
        || obj.is_instance_of::<pyo3::types::PyTuple>()
        || obj.is_instance_of::<pyo3::types::PyBytes>()
    {
        return Ok(None);
    }
    match obj.getattr(pyo3::intern!(obj.py(), "__array_interface__")) {
        Ok(d) => Ok(Some(
            d.cast_into::<PyDict>().map_err(|_| PyTypeError::new_err("hands: __array_interface__ is not a dict"))?,
        )),
        Err(_) => Ok(None),
    }
}

fn item<'py>(d: &Bound<'py, PyDict>, key: &str) -> PyResult<Option<Bound<'py, PyAny>>> {
    d.get_item(key)
}

/// numpy's C description of an array behind `__array_struct__` (the array interface protocol's
/// `PyArrayInterface`, version 2): one small capsule instead of the dict of `__array_interface__`,
/// whose tuples and type string cost about fifty times more to build and read.
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

/// The fast reading of `obj` through `__array_struct__`: `Some` only for an `(n, 34)` integer
/// array in native byte order, C-contiguous and aligned, which is exactly what the reading
/// through `__array_interface__` accepts; `None` for anything else (no capsule, another shape,
/// type or layout), which then goes the `__array_interface__` way and gets its answer or its
/// error from there.
fn counts_2d_struct<'py>(obj: &Bound<'py, PyAny>) -> Option<Counts2d<'py>> {
    let cap = obj.getattr(pyo3::intern!(obj.py(), "__array_struct__")).ok()?;
    let cap = cap.cast::<PyCapsule>().ok()?;
    let p = cap.pointer_checked(None).ok()?;
    // SAFETY: an `__array_struct__` capsule holds a `PyArrayInterface` (checked by its first
    // field, 2), valid while the capsule lives (it does until the end of this function); its
    // shape and strides hold `nd` entries.
    let s = unsafe { &*(p.as_ptr() as *const ArrayStruct) };
    if s.two != 2 || s.nd != 2 || s.shape.is_null() {
        return None;
    }
    // SAFETY: as above, `nd` (2) entries.
    let shape = unsafe { std::slice::from_raw_parts(s.shape, 2) };
    let elem = match (s.typekind as u8, s.itemsize) {
        (b'u' | b'b', 1) => Elem::U8,
        (b'i', 1) => Elem::I8,
        (b'i', 2) => Elem::I16,
        (b'u', 2) => Elem::U16,
        (b'i', 4) => Elem::I32,
        (b'u', 4) => Elem::U32,
        (b'i', 8) => Elem::I64,
        (b'u', 8) => Elem::U64,
        _ => return None,
    };
    let size = elem.size() as isize;
    if shape[0] < 0 || shape[1] != 34 || (size > 1 && s.flags & NOTSWAPPED == 0) {
        return None;
    }
    if !s.strides.is_null() {
        // SAFETY: as above, `nd` (2) entries.
        let strides = unsafe { std::slice::from_raw_parts(s.strides, 2) };
        if (shape[0] > 1 && strides[0] != 34 * size) || strides[1] != size {
            return None;
        }
    }
    let (rows, ptr) = (shape[0] as usize, s.data as usize);
    if rows > 0 && (ptr == 0 || ptr % elem.size() != 0) {
        return None;
    }
    Some(Counts2d { _owner: obj.clone(), ptr, rows, elem })
}

/// Reads `obj` as an `(n, 34)` integer array in place, or `Ok(None)` when it is not an array.
pub(crate) fn counts_2d<'py>(obj: &Bound<'py, PyAny>) -> PyResult<Option<Counts2d<'py>>> {
    if obj.is_instance_of::<pyo3::types::PyList>()
        || obj.is_instance_of::<pyo3::types::PyTuple>()
        || obj.is_instance_of::<pyo3::types::PyBytes>()
    {
        return Ok(None);
    }
    if let Some(c) = counts_2d_struct(obj) {
        return Ok(Some(c));
    }
    let Some(d) = interface(obj)? else { return Ok(None) };
    let shape: Vec<usize> =
        item(&d, "shape")?.ok_or_else(|| PyTypeError::new_err("hands: the array interface has no shape"))?.extract()?;
    if shape.len() != 2 || shape[1] != 34 {
        return Err(MahjongError::new_err(format!(
            "hands: expected an array of shape (n, 34), one row of 34 counts per hand, got shape {shape:?}"
        )));
    }
    let typestr: String = item(&d, "typestr")?
        .ok_or_else(|| PyTypeError::new_err("hands: the array interface has no typestr"))?
        .extract()?;
    let elem = Elem::from_typestr(&typestr).ok_or_else(|| {
        PyTypeError::new_err(format!(
            "hands: expected an integer array in native byte order, got dtype {typestr:?} \
             (use a.astype(numpy.uint8))"
        ))
    })?;
    if let Some(strides) = item(&d, "strides")?.filter(|s| !s.is_none()) {
        let strides: Vec<isize> = strides.extract()?;
        let c = [(34 * elem.size()) as isize, elem.size() as isize];
        if (shape[0] > 1 && strides[0] != c[0]) || strides[1] != c[1] {
            return Err(PyTypeError::new_err(format!(
                "hands: expected a C-contiguous array, got strides {strides:?} (use numpy.ascontiguousarray(a))"
            )));
        }
    }
    let data = item(&d, "data")?.ok_or_else(|| PyTypeError::new_err("hands: the array interface has no data"))?;
    let data = data.cast_into::<PyTuple>().map_err(|_| {
        PyTypeError::new_err(
            "hands: the array's data is not a (pointer, read-only) pair (use numpy.ascontiguousarray(a))",
        )
    })?;
    let ptr: usize = data.get_item(0)?.extract()?;
    if shape[0] > 0 && (ptr == 0 || ptr % elem.size() != 0) {
        return Err(PyTypeError::new_err("hands: the array's data is not aligned (use numpy.ascontiguousarray(a))"));
    }
    Ok(Some(Counts2d { _owner: obj.clone(), ptr, rows: shape[0], elem }))
}

/// `numpy.empty` and the `int8` and `bool` dtypes, looked up once (numpy is imported when the
/// first array comes in, not before).
static NUMPY: PyOnceLock<(Py<PyAny>, Py<PyAny>, Py<PyAny>)> = PyOnceLock::new();

/// A new numpy array of `n` elements of `dtype` ("int8", "bool"), and a pointer to its data,
/// which the caller must fill: it is not initialised (the callers zero it without the GIL, then
/// write each row).
pub(crate) fn numpy_out<'py>(py: Python<'py>, n: usize, dtype: &str) -> PyResult<(Bound<'py, PyAny>, usize)> {
    let (empty, int8, boolean) = NUMPY.get_or_try_init(py, || {
        let np = py.import("numpy")?;
        let dtype = np.getattr("dtype")?;
        Ok::<_, PyErr>((
            np.getattr("empty")?.unbind(),
            dtype.call1(("int8",))?.unbind(),
            dtype.call1(("bool",))?.unbind(),
        ))
    })?;
    let arr = match dtype {
        "int8" => empty.bind(py).call1((n, int8))?,
        "bool" => empty.bind(py).call1((n, boolean))?,
        other => empty.bind(py).call1((n, other))?,
    };
    // numpy arrays always offer `__array_struct__`.
    let ptr =
        counts_ptr(&arr).ok_or_else(|| PyTypeError::new_err("numpy.empty gave an array without __array_struct__"))?;
    Ok((arr, ptr))
}

/// The data pointer of a one-dimensional numpy array through its `__array_struct__`.
fn counts_ptr(arr: &Bound<'_, PyAny>) -> Option<usize> {
    let cap = arr.getattr(pyo3::intern!(arr.py(), "__array_struct__")).ok()?;
    let p = cap.cast::<PyCapsule>().ok()?.pointer_checked(None).ok()?;
    // SAFETY: an `__array_struct__` capsule holds a `PyArrayInterface` (checked by its first
    // field), valid while the capsule lives.
    let s = unsafe { &*(p.as_ptr() as *const ArrayStruct) };
    (s.two == 2 && s.nd == 1).then_some(s.data as usize)
}

/// Runs `f` on every row with the GIL released, writing one `T` per row into a new numpy array
/// of `dtype`; the first failure (a count out of range, or an error of `f`) is raised.
pub(crate) fn map_rows<'py, T: Copy + Send, E: Send>(
    py: Python<'py>,
    arr: &Counts2d<'py>,
    dtype: &str,
    f: impl Fn(&[u8; 34]) -> Result<T, E> + Sync,
    err: impl FnOnce(usize, Result<BadCount, E>) -> PyErr,
) -> PyResult<Bound<'py, PyAny>> {
    let rows = arr.rows_ref();
    let (out, ptr) = numpy_out(py, rows.rows(), dtype)?;
    let res = py.detach(|| {
        // SAFETY: `ptr` is the data of the fresh array `out` of `rows` elements of `T`'s size
        // (int8 for i8, bool for bool), owned by us until we return it; nobody else has it. It
        // is zeroed first (0 is a valid `T` for both), so the slice holds valid values.
        unsafe { std::ptr::write_bytes(ptr as *mut u8, 0, rows.rows() * std::mem::size_of::<T>()) };
        let dst = unsafe { std::slice::from_raw_parts_mut(ptr as *mut T, rows.rows()) };
        for (r, d) in dst.iter_mut().enumerate() {
            let c = rows.row(r).map_err(|b| (r, Ok(b)))?;
            *d = f(&c).map_err(|e| (r, Err(e)))?;
        }
        Ok::<(), (usize, Result<BadCount, E>)>(())
    });
    res.map_err(|(r, e)| err(r, e))?;
    Ok(out)
}

/// Reads all rows into owned count arrays (for results that are Python objects).
pub(crate) fn all_rows(arr: &Counts2d<'_>) -> Result<Vec<[u8; 34]>, BadCount> {
    let rows = arr.rows_ref();
    (0..rows.rows()).map(|r| rows.row(r)).collect()
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
    py: Python<'py>,
    arr: &Counts2d<'py>,
    err: impl FnOnce(usize, Result<BadCount, StandardError>) -> PyErr,
) -> PyResult<Bound<'py, PyAny>> {
    enum Fail {
        Row(usize, Result<BadCount, StandardError>),
        Other(ManyError),
    }
    let rows = arr.rows_ref();
    let (out, ptr) = numpy_out(py, rows.rows(), "int8")?;
    let res = py.detach(|| {
        // SAFETY: `ptr` is the data of the fresh `int8` array `out` of `rows` elements, owned by
        // us until we return it; nobody else has it. Zeroed first, so every byte is initialised.
        unsafe { std::ptr::write_bytes(ptr as *mut i8, 0, rows.rows()) };
        let dst = unsafe { std::slice::from_raw_parts_mut(ptr as *mut i8, rows.rows()) };
        // The core's error for the hand at row `from + index`, read as the row-by-row path
        // reads it (a count out of 0..=4 is a `BadCount`, as for every other dtype).
        let fail = |from: usize, e: ManyError| match e {
            ManyError::Hand { index, error } => {
                let r = from + index;
                Fail::Row(r, rows.row(r).map_or_else(Ok, |_| Err(error)))
            }
            other => Fail::Other(other),
        };
        if rows.elem == Elem::U8 {
            // SAFETY: a `uint8` array's `rows * 34` bytes, checked against its shape, type and
            // contiguity when the view was made and kept alive by its owner; `[u8; 34]` has
            // alignment 1.
            let hands = unsafe { std::slice::from_raw_parts(rows.ptr as *const [u8; 34], rows.rows()) };
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
    });
    match res {
        Ok(()) => Ok(out),
        Err(Fail::Row(r, e)) => Err(err(r, e)),
        Err(Fail::Other(e)) => Err(MahjongError::new_err(e.to_string())),
    }
}
