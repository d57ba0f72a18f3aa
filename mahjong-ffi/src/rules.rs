//! C ABI for table rules.
