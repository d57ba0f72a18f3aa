//! Card statistics.
