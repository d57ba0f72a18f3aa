//! Vectorcall entry points for the calls a loop makes once per hand.
//!
//! Built for `abi3-py39`, pyo3 registers every function as `METH_VARARGS | METH_KEYWORDS`
//! (`METH_FASTCALL` joined the limited API in Python 3.10), so each call packs its arguments in
//! a new tuple: about a tenth of the time of `is_winning(Hand.from_counts(c))`. On Python 3.10
//! and later, [`install`] puts `METH_FASTCALL | METH_KEYWORDS` functions in place of a few of
//! them. Such a function handles the common call, one positional argument and no keywords, by
//! calling the same Rust function as pyo3's wrapper with the same defaults; every other call
//! (keywords, more or fewer arguments) goes to pyo3's function, kept as the fallback, so
//! arguments are read and argument errors are worded exactly as before. On Python 3.9 nothing is
//! replaced. Nothing here decides anything about hands.
use crate::hand::PyHand;
use crate::standard;
use pyo3::BoundObject;
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyTuple, PyType};
use std::ffi::{CString, c_int};
use std::panic::{AssertUnwindSafe, catch_unwind};

/// `METH_FASTCALL`: part of the stable ABI since 3.10 (pyo3-ffi hides it below that).
const METH_FASTCALL: c_int = 0x0080;

/// `PyCFunctionFastWithKeywords` (also hidden by pyo3-ffi below 3.10).
type FastWithKeywords = unsafe extern "C" fn(
    *mut ffi::PyObject,
    *const *mut ffi::PyObject,
    ffi::Py_ssize_t,
    *mut ffi::PyObject,
) -> *mut ffi::PyObject;

/// One replaced function.
trait FastCall {
    /// The Python name.
    const NAME: &'static str;
    /// The call with one positional argument and no keywords; `slf` is the module, or the class
    /// for a class method.
    fn call1(py: Python<'_>, slf: &Bound<'_, PyAny>, arg: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>>;
    /// pyo3's function, which takes every other call.
    fn fallback() -> &'static PyOnceLock<Py<PyAny>>;
}

fn object<'py, T: IntoPyObject<'py>>(py: Python<'py>, value: T) -> PyResult<Py<PyAny>> {
    value.into_pyobject(py).map(|v| v.into_any().unbind()).map_err(Into::into)
}

/// The function CPython calls.
///
/// # Safety
/// Called by CPython with the interpreter attached, `args` holding `nargs` positional arguments
/// followed by one value per name in `kwnames` (a tuple, or NULL when there are none).
unsafe extern "C" fn entry<F: FastCall>(
    slf: *mut ffi::PyObject,
    args: *const *mut ffi::PyObject,
    nargs: ffi::Py_ssize_t,
    kwnames: *mut ffi::PyObject,
) -> *mut ffi::PyObject {
    // SAFETY: CPython calls us attached to the interpreter.
    let py = unsafe { Python::assume_attached() };
    if nargs == 1 && kwnames.is_null() {
        // SAFETY: `slf` and `args[0]` are live objects borrowed for the length of the call.
        let (slf_b, arg) = unsafe { (Borrowed::from_ptr(py, slf), Borrowed::from_ptr(py, *args)) };
        // A panic must not cross into C: the fallback then runs pyo3's wrapper, which raises
        // pyo3's PanicException as before.
        if let Ok(result) = catch_unwind(AssertUnwindSafe(|| F::call1(py, &slf_b, &arg))) {
            return match result {
                Ok(obj) => obj.into_ptr(),
                Err(e) => {
                    e.restore(py);
                    std::ptr::null_mut()
                }
            };
        }
    }
    // SAFETY: as for this function.
    match unsafe { forward::<F>(py, args, nargs, kwnames) } {
        Ok(obj) => obj.into_ptr(),
        Err(e) => {
            e.restore(py);
            std::ptr::null_mut()
        }
    }
}

/// Calls pyo3's function with the same arguments, as a tuple and a dict.
///
/// # Safety
/// As for [`entry`].
unsafe fn forward<F: FastCall>(
    py: Python<'_>,
    args: *const *mut ffi::PyObject,
    nargs: ffi::Py_ssize_t,
    kwnames: *mut ffi::PyObject,
) -> PyResult<Py<PyAny>> {
    let Some(fallback) = F::fallback().get(py) else {
        return Err(pyo3::exceptions::PyRuntimeError::new_err(format!("{} is not set up", F::NAME)));
    };
    let nargs = nargs.max(0) as usize;
    // SAFETY: `args` holds `nargs` live objects, then one per keyword name.
    let arg = |i: usize| unsafe { Borrowed::from_ptr(py, *args.add(i)) };
    let positional = PyTuple::new(py, (0..nargs).map(arg))?;
    let keywords = if kwnames.is_null() {
        None
    } else {
        // SAFETY: a non-NULL `kwnames` is a live tuple of str.
        let names = unsafe { Borrowed::from_ptr(py, kwnames) }.cast::<PyTuple>()?.to_owned();
        let d = PyDict::new(py);
        for (j, name) in names.iter().enumerate() {
            d.set_item(name, arg(nargs + j))?;
        }
        Some(d)
    };
    fallback.bind(py).call(positional, keywords.as_ref()).map(Bound::unbind)
}

/// `name(signature)\n--\n\ndoc`, from pyo3's function, so `help()` and `inspect.signature`
/// read the same.
fn doc_of(fallback: &Bound<'_, PyAny>, name: &str) -> PyResult<&'static std::ffi::CStr> {
    let sig: Option<String> = fallback.getattr("__text_signature__")?.extract()?;
    let doc: Option<String> = fallback.getattr("__doc__")?.extract()?;
    let text = match sig {
        Some(sig) => format!("{name}{sig}\n--\n\n{}", doc.unwrap_or_default()),
        None => doc.unwrap_or_default(),
    };
    let text = CString::new(text.replace('\0', "")).unwrap_or_default();
    Ok(Box::leak(text.into_boxed_c_str()))
}

fn method_def<F: FastCall>(fallback: &Bound<'_, PyAny>, flags: c_int) -> PyResult<*mut ffi::PyMethodDef> {
    let name: &'static std::ffi::CStr = Box::leak(CString::new(F::NAME).unwrap_or_default().into_boxed_c_str());
    let meth: FastWithKeywords = entry::<F>;
    let def = ffi::PyMethodDef {
        ml_name: name.as_ptr(),
        // SAFETY: CPython casts the pointer back to the fastcall type named by the flags (the
        // C API's usual `(PyCFunction)` cast).
        ml_meth: ffi::PyMethodDefPointer {
            PyCFunction: unsafe { std::mem::transmute::<FastWithKeywords, ffi::PyCFunction>(meth) },
        },
        ml_flags: METH_FASTCALL | ffi::METH_KEYWORDS | flags,
        ml_doc: doc_of(fallback, F::NAME)?.as_ptr(),
    };
    // The definition must outlive every function made from it: it lives as long as the process.
    Ok(Box::leak(Box::new(def)))
}

/// Replaces the module function `F::NAME`.
fn module_function<F: FastCall>(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    let fallback = m.getattr(F::NAME)?;
    let def = method_def::<F>(&fallback, 0)?;
    let module_name = m.name()?;
    // SAFETY: `def` lives forever; `m` and `module_name` are live objects.
    let func =
        unsafe { Bound::from_owned_ptr_or_err(py, ffi::PyCFunction_NewEx(def, m.as_ptr(), module_name.as_ptr()))? };
    let _ = F::fallback().set(py, fallback.unbind());
    m.setattr(F::NAME, func)
}

/// Replaces the class method `F::NAME` of `cls`.
fn class_method<F: FastCall>(cls: &Bound<'_, PyType>) -> PyResult<()> {
    let py = cls.py();
    let fallback = cls.getattr(F::NAME)?;
    let def = method_def::<F>(&fallback, ffi::METH_CLASS)?;
    // SAFETY: `def` lives forever; `cls` is a live type object.
    let descr = unsafe { Bound::from_owned_ptr_or_err(py, ffi::PyDescr_NewClassMethod(cls.as_ptr().cast(), def))? };
    let _ = F::fallback().set(py, fallback.unbind());
    cls.setattr(F::NAME, descr)
}

macro_rules! fast_call {
    ($ty:ident, $name:literal, |$py:ident, $slf:ident, $arg:ident| $body:expr) => {
        struct $ty;
        impl FastCall for $ty {
            const NAME: &'static str = $name;
            fn call1($py: Python<'_>, $slf: &Bound<'_, PyAny>, $arg: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
                $body
            }
            fn fallback() -> &'static PyOnceLock<Py<PyAny>> {
                static FALLBACK: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
                &FALLBACK
            }
        }
    };
}

// The defaults are those of the `#[pyo3(signature = ...)]` of each function.
fast_call!(FromCounts, "from_counts", |py, slf, arg| {
    object(py, PyHand::from_counts(slf.cast::<PyType>()?, py, arg)?)
});
fast_call!(IsWinning, "is_winning", |py, _slf, arg| object(py, standard::is_winning(py, arg, "classical")?));
fast_call!(TilesAway, "tiles_away", |py, _slf, arg| object(py, standard::tiles_away(py, arg, "classical")?));
fast_call!(Decompose, "decompose", |py, _slf, arg| object(py, standard::decompose(py, arg, "classical")?));
fast_call!(IsWinningCounts, "is_winning_counts", |py, _slf, arg| object(py, standard::is_winning_counts(arg)?));
fast_call!(TilesAwayCounts, "tiles_away_counts", |py, _slf, arg| object(py, standard::tiles_away_counts(arg)?));
fast_call!(DecomposeCounts, "decompose_counts", |py, _slf, arg| object(py, standard::decompose_counts(arg)?));

/// On Python 3.10 and later, puts the fastcall entry points in place (see the module docs).
pub(crate) fn install(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    if py.version_info() < (3, 10) {
        return Ok(());
    }
    class_method::<FromCounts>(&py.get_type::<PyHand>())?;
    module_function::<IsWinning>(m)?;
    module_function::<TilesAway>(m)?;
    module_function::<Decompose>(m)?;
    module_function::<IsWinningCounts>(m)?;
    module_function::<TilesAwayCounts>(m)?;
    module_function::<DecomposeCounts>(m)?;
    Ok(())
}
