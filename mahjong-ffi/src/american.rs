//! C ABI for the American card engine: cards, matching, nearest lines.
