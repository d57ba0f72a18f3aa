//! The fuzz input read as a stream of small values, shared by the fuzz targets (each adds the
//! readers it needs in its own `impl Input`).

pub struct Input<'a>(pub &'a [u8]);

impl Input<'_> {
    /// The next byte; 0 once the input is used up.
    pub fn byte(&mut self) -> u8 {
        let Some((&b, rest)) = self.0.split_first() else { return 0 };
        self.0 = rest;
        b
    }
}
