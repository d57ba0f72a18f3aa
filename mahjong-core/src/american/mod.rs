//! The American (NMJL-style) card engine: card files, the line notation, matching with jokers,
//! nearest lines and the embedded sample card.
