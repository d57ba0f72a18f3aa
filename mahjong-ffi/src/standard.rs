//! C ABI for four sets and a pair: decompositions, special hands, waits, tiles away.
