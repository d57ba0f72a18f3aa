//! C ABI for scoring and settlement.
