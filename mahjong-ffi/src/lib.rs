#![doc = include_str!("../README.md")]
#![allow(non_camel_case_types)]
#![allow(clippy::missing_safety_doc)]
#![deny(unsafe_op_in_unsafe_fn)]

#[macro_use]
mod panic;
#[macro_use]
mod ffi;
mod abi;

mod advice;
mod american;
mod error;
mod hand;
mod list;
mod mcr;
mod names;
mod rules;
mod scoring;
mod standard;
mod tile;

pub use self::{
    abi::*, advice::*, american::*, error::*, hand::*, list::*, mcr::*, names::*, rules::*, scoring::*, standard::*,
    tile::*,
};

use std::ffi::c_char;

ffi! {
    /// The library version as a static NUL-terminated string, e.g. `"0.1.0"`. Never NULL; do not free.
    fn mahjong_version() -> *const c_char {
        concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr().cast()
    }

    /// The ABI version of the library that is loaded. A program compares it with the header's
    /// `MAHJONG_ABI_VERSION` and refuses to run when they differ:
    ///
    /// ```c
    /// if (mahjong_abi_version() != MAHJONG_ABI_VERSION) {
    ///   fprintf(stderr, "libmahjong %s has ABI %u; this program needs ABI %u\n",
    ///           mahjong_version(), (unsigned)mahjong_abi_version(), (unsigned)MAHJONG_ABI_VERSION);
    ///   return 1;
    /// }
    /// ```
    fn mahjong_abi_version() -> u32 {
        MAHJONG_ABI_VERSION
    }
}
