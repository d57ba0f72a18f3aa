//! numpy batches without a numpy build dependency: an `(n, 34)` C-contiguous `uint8` array is
//! read in place through the buffer protocol, and results are written into a numpy array made
//! for them, both with the GIL released. numpy is imported only when such an array comes in.
//!
//! Any other array-like (another integer dtype, or one that offers only `__array_interface__`)
//! goes through numpy: `numpy.asarray` views it, numpy finds the first count out of 0–4 (raised
//! with the core's message) and casts the rows before it to `uint8`. Arrays that are not
//! C-contiguous, not integers or not in native byte order raise `TypeError` naming what to pass
//! instead (`numpy.ascontiguousarray(a)`; the core's `ArrayError` says it).
use crate::error::{MahjongError, raise_as};
use crate::standard::InvalidHandError;
use mahjong_core::args::MAX_COPIES;
use mahjong_core::standard::{CountOutOfRange, ManyError, check_count};
use mahjong_core::standard::{array_layout, array_rows};
use pyo3::buffer::{PyBuffer, PyUntypedBuffer};
use pyo3::exceptions::PyTypeError;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::pyclass::CompareOp;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBytes, PyList, PyTuple};

/// An `(n, 34)` array's counts as a C-contiguous `uint8` buffer (the array itself, or numpy's
/// cast of it), used while attached to the interpreter.
pub(crate) struct Counts2d<'py> {
    buf: PyBuffer<u8>,
    /// The rows to read: all of them, or those before `bad`.
    rows: usize,
    /// The first count out of 0–4 of a cast array (numpy found it before the cast).
    bad: Option<CountOutOfRange>,
    _py: Python<'py>,
}

impl Counts2d<'_> {
    /// The rows to read, as 34 counts each.
    fn rows(&self) -> &[[u8; 34]] {
        let Some(p) = self.buf.as_slice_ptr() else { return &[] };
        // SAFETY: `buf` is a C-contiguous buffer of `n * 34` bytes (`n` ≥ `rows`, checked when
        // it was read), kept alive and in place by its exporter until `buf` is released;
        // `[u8; 34]` has alignment 1. As with any reader of a buffer, Python code writing the
        // array from another thread meanwhile would race with the read.
        unsafe { std::slice::from_raw_parts(p.as_ptr().cast::<[u8; 34]>(), self.rows) }
    }
}

/// The first count out of 0–4 in row `r` of `rows`.
fn bad_in(rows: &[[u8; 34]], r: usize) -> Option<CountOutOfRange> {
    rows[r].iter().enumerate().find_map(|(i, &v)| check_count(r, i, v.into()).err())
}

/// `numpy.zeros`, `numpy.asarray` and the `uint8`, `int8` and `bool` dtypes, looked up once
/// (numpy is imported when the first array comes in, not before).
#[allow(clippy::type_complexity)]
fn numpy(py: Python<'_>) -> PyResult<&(Py<PyAny>, Py<PyAny>, [Py<PyAny>; 3])> {
    static NUMPY: PyOnceLock<(Py<PyAny>, Py<PyAny>, [Py<PyAny>; 3])> = PyOnceLock::new();
    NUMPY.get_or_try_init(py, || {
        let np = py.import("numpy")?;
        let dtype = |name: &str| np.getattr("dtype")?.call1((name,)).map(Bound::unbind);
        let dtypes = [dtype("uint8")?, dtype("int8")?, dtype("bool")?];
        Ok((np.getattr("zeros")?.unbind(), np.getattr("asarray")?.unbind(), dtypes))
    })
}

/// `obj`'s buffer when it is an `(n, 34)` C-contiguous `uint8` array.
fn uint8_rows(obj: &Bound<'_, PyAny>) -> Option<PyBuffer<u8>> {
    let buf = PyBuffer::<u8>::get(obj).ok()?;
    (buf.shape().len() == 2 && buf.shape()[1] == 34 && buf.is_c_contiguous()).then_some(buf)
}

/// Reads `obj` as an `(n, 34)` integer array, or `Ok(None)` when it is not an array (lists,
/// tuples, bytes and other plain sequences).
pub(crate) fn counts_2d<'py>(obj: &Bound<'py, PyAny>) -> PyResult<Option<Counts2d<'py>>> {
    let py = obj.py();
    let plain = obj.is_instance_of::<PyList>() || obj.is_instance_of::<PyTuple>() || obj.is_instance_of::<PyBytes>();
    if plain || !(obj.hasattr(intern!(py, "__array_struct__"))? || obj.hasattr(intern!(py, "__array_interface__"))?) {
        return Ok(None);
    }
    let counts = |buf: PyBuffer<u8>, bad: Option<CountOutOfRange>| {
        let rows = bad.map_or(buf.shape()[0], |b| b.hand);
        Ok(Some(Counts2d { buf, rows, bad, _py: py }))
    };
    if let Some(buf) = uint8_rows(obj) {
        return counts(buf, None);
    }
    let (_, asarray, [uint8, ..]) = numpy(py)?;
    let a = asarray.bind(py).call1((obj,))?;
    let shape: Vec<usize> = a.getattr(intern!(py, "shape"))?.extract()?;
    let dtype = a.getattr(intern!(py, "dtype"))?;
    let kind = dtype.getattr(intern!(py, "kind"))?.extract()?;
    let size = dtype.getattr(intern!(py, "itemsize"))?.extract()?;
    let native = dtype.getattr(intern!(py, "isnative"))?.extract()?;
    let n = array_rows(&shape, kind, size, native)
        .map_err(|e| if e.about_shape() { raise_as::<MahjongError>(e) } else { raise_as::<PyTypeError>(e) })?;
    let layout = PyUntypedBuffer::get(&a)?;
    array_layout(layout.is_c_contiguous(), layout.strides()).map_err(raise_as::<PyTypeError>)?;
    // The first count out of 0–4 (numpy's flat index of it; the first count when none is),
    // then the cast (the array itself when it is `uint8`).
    let bad = if n == 0 {
        None
    } else {
        let out = a.rich_compare(0, CompareOp::Lt)?.bitor(a.rich_compare(MAX_COPIES, CompareOp::Gt)?)?;
        let i: usize = out.call_method0(intern!(py, "argmax"))?.extract()?;
        check_count(i / 34, i % 34, a.call_method1(intern!(py, "item"), (i,))?.extract()?).err()
    };
    counts(PyBuffer::get(&asarray.bind(py).call1((&a, uint8))?)?, bad)
}

/// Runs `f` (a batch function of the core, such as `standard::tiles_away_counts_many`) over the
/// rows with the GIL released, writing one `T` per row into a new numpy array of `dtype` ("int8"
/// or "bool"). The first bad row raises `InvalidHandError` naming the row and what is wrong with
/// it (a count out of 0..=4, whatever the dtype, or `f`'s error).
pub(crate) fn rows_into<'py, T: Copy + Send>(
    py: Python<'py>, arr: &Counts2d<'py>, dtype: &str,
    f: impl Fn(&[[u8; 34]], &mut [T]) -> Result<(), ManyError> + Sync,
) -> PyResult<Bound<'py, PyAny>> {
    let (zeros, _, [_, int8, boolean]) = numpy(py)?;
    let rows = arr.rows();
    let out = zeros.bind(py).call1((rows.len(), if dtype == "bool" { boolean } else { int8 }))?;
    let dst = PyUntypedBuffer::get(&out)?.buf_ptr() as usize;
    // Both dtypes are one byte wide: a `T` of another size does not compile.
    const { assert!(std::mem::size_of::<T>() == 1) };
    let res = py.detach(|| {
        // SAFETY: `dst` is the data (never NULL) of the fresh array `out` of at least
        // `rows.len()` elements of `T`'s size (int8 for i8, bool for bool), owned by us until we
        // return it; nobody else has it. numpy made it zeroed (0 is a valid `T` for both), so
        // the slice holds valid values.
        f(rows, unsafe { std::slice::from_raw_parts_mut(dst as *mut T, rows.len()) })
    });
    match res {
        Ok(()) => arr.bad.map_or(Ok(out), |bad| Err(raise_as::<InvalidHandError>(bad))),
        Err(e @ ManyError::Hand { index, .. }) => {
            Err(bad_in(rows, index).map_or_else(|| raise_as::<InvalidHandError>(e), raise_as::<InvalidHandError>))
        }
        Err(e) => Err(raise_as::<InvalidHandError>(e)),
    }
}

/// All rows, once every count is checked (for results that are Python objects).
pub(crate) fn all_rows<'a>(arr: &'a Counts2d<'_>) -> PyResult<&'a [[u8; 34]]> {
    let rows = arr.rows();
    match (0..rows.len()).find_map(|r| bad_in(rows, r)).or(arr.bad) {
        Some(bad) => Err(raise_as::<InvalidHandError>(bad)),
        None => Ok(rows),
    }
}
