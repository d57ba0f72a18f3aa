//! Game logs.
