//! Four sets and a pair: decompositions, special hands, waits and tiles away, for the Chinese
//! classical, British, two-player and three-player games.
