"""Seeded winning hands of the Chinese Official rules, for comparing with PyMahjongGB.

Every hand is complete in some form (regular with melds, concealed kongs and flowers; seven
pairs and seven shifted pairs; Thirteen Orphans; Lesser and Greater Honors and Knitted Tiles;
a Knitted Straight with a set and a pair; Nine Gates) with a valid winning context drawn from
every flag: discard, self-drawn, kong replacement, robbing the kong, last tile of the wall (drawn
or discarded), last of its kind, seat and prevailing winds.

`mcr_hand(rng)` returns `(notation, reference_args)`: the hand in our notation and the keyword
arguments of PyMahjongGB's `MahjongFanCalculator` for the same hand.
"""

import random

KNITTED_PERMS = [(0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)]
ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]
HONORS = list(range(27, 34))
GREEN = [19, 20, 21, 23, 25, 32]
REVERSIBLE = [9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31]


def mpsz(t):
    if t < 27:
        return f"{t % 9 + 1}{'mps'[t // 9]}"
    return f"{t - 26}z"


def gb(t):
    """PyMahjongGB's tile name: W craks, B dots, T bams, F winds, J1 red J2 green J3 white."""
    if t < 9:
        return f"W{t + 1}"
    if t < 18:
        return f"B{t - 8}"
    if t < 27:
        return f"T{t - 17}"
    if t < 31:
        return f"F{t - 26}"
    return {31: "J3", 32: "J2", 33: "J1"}[t]


def knitted(perm):
    return [perm[k] * 9 + k + 3 * j for k in range(3) for j in range(3)]


def _pool(rng):
    mode = rng.randrange(12)
    suit = rng.randrange(3)
    if mode == 0:
        return list(range(suit * 9, suit * 9 + 9))
    if mode == 1:
        return list(range(suit * 9, suit * 9 + 9)) + HONORS
    if mode == 2:
        return [t for t in range(27) if t % 9 in (0, 8)] + HONORS
    if mode == 3:
        return [t for t in range(27) if t % 9 not in (0, 8)]
    if mode == 4:
        return HONORS + [rng.randrange(27)]
    if mode == 5:
        return GREEN
    if mode == 6:
        return REVERSIBLE
    if mode == 7:
        lo = rng.choice([(0, 4), (5, 9), (3, 6), (0, 3), (6, 9)])
        return [t for t in range(27) if lo[0] <= t % 9 < lo[1]]
    if mode == 8:
        return [t for t in range(27) if t // 9 != suit]
    return list(range(34))


def _set(rng, pool, counts):
    """A random chow, pung or kong from the pool, or None."""
    for _ in range(30):
        t = rng.choice(pool)
        k = rng.random()
        if k < 0.45 and t < 27 and t % 9 <= 6 and t + 1 in pool and t + 2 in pool:
            if all(counts[t + i] < 4 for i in range(3)):
                return ("chow", t)
        elif k < 0.9 and counts[t] <= 1:
            return ("pung", t)
        elif counts[t] == 0:
            return ("kong", t)
    return None


def _regular(rng):
    while True:
        pool = _pool(rng)
        counts = [0] * 34
        sets = []
        # Sometimes repeat or shift a set to reach the combining fans.
        while len(sets) < 4:
            s = None
            if sets and rng.random() < 0.35:
                kind, t = rng.choice(sets)
                if kind == "chow":
                    cands = [t, t + 1, t + 2, t + 3, t - 1, t - 2, t - 3, (t + 9) % 27, (t + 18) % 27]
                    t2 = rng.choice(cands)
                    if 0 <= t2 < 27 and t2 % 9 <= 6 and all(counts[t2 + i] < 4 for i in range(3)):
                        s = ("chow", t2)
                elif t < 27:
                    t2 = rng.choice([t + 1, t - 1, (t + 9) % 27, (t + 18) % 27])
                    if 0 <= t2 < 27 and t2 // 9 == t // 9 or t2 % 9 == t % 9:
                        if 0 <= t2 < 27 and counts[t2] <= 1:
                            s = (rng.choice(["pung", "pung", "kong"]), t2) if counts[t2] == 0 else ("pung", t2)
            if s is None:
                s = _set(rng, pool, counts)
            if s is None:
                break
            kind, t = s
            if kind == "chow":
                for i in range(3):
                    counts[t + i] += 1
            else:
                counts[t] += 3 if kind == "pung" else 4
            sets.append(s)
        if len(sets) < 4:
            continue
        pairs = [t for t in pool if counts[t] <= 2] or [t for t in range(34) if counts[t] <= 2]
        p = rng.choice(pairs)
        counts[p] += 2
        return sets, p


def _context(rng, concealed, melds_tiles, has_kong, win):
    held = concealed.count(win)
    in_melds = melds_tiles.count(win)
    choices = ["discard", "self", "last-tile", "last-discard"]
    if has_kong:
        choices.append("kong-replacement")
    if held == 1 and in_melds == 0:
        choices.append("robbing-kong")
    method = rng.choice(choices + ["discard", "self"])
    last_of_kind = held == 1 and rng.random() < 0.2
    return method, last_of_kind


def mcr_hand(rng):
    form = rng.random()
    melds = []  # (kind, tile, exposed)
    concealed = []
    if form < 0.70:
        sets, p = _regular(rng)
        concealed = [p, p]
        n_melded = rng.choice([0, 0, 1, 1, 2, 3, 4])
        order = list(range(4))
        rng.shuffle(order)
        for i, (kind, t) in enumerate(sets):
            melded = order.index(i) < n_melded
            if kind == "kong":
                melds.append((kind, t, melded or rng.random() < 0.3))
            elif melded:
                melds.append((kind, t, True))
            else:
                concealed += [t, t + 1, t + 2] if kind == "chow" else [t] * 3
    elif form < 0.80:
        if rng.random() < 0.3:
            s, start = rng.randrange(3), rng.randrange(3)
            concealed = [s * 9 + start + i for i in range(7) for _ in (0, 1)]
        else:
            pool = _pool(rng)
            counts = [0] * 34
            while len(concealed) < 14:
                t = rng.choice(pool if rng.random() < 0.9 else list(range(34)))
                if counts[t] <= 2:
                    counts[t] += 2
                    concealed += [t, t]
    elif form < 0.84:
        concealed = ORPHANS + [rng.choice(ORPHANS)]
    elif form < 0.90:
        tiles = knitted(rng.choice(KNITTED_PERMS)) + HONORS
        rng.shuffle(tiles)
        concealed = tiles[:14]
    elif form < 0.97:
        concealed = knitted(rng.choice(KNITTED_PERMS))
        counts = [0] * 34
        for t in concealed:
            counts[t] += 1
        s = _set(rng, list(range(34)), counts)
        while s is None:
            s = _set(rng, list(range(34)), counts)
        kind, t = s
        if kind == "kong" or rng.random() < 0.4:
            melds.append((kind, t, kind != "kong" or rng.random() < 0.6))
        else:
            concealed += [t, t + 1, t + 2] if kind == "chow" else [t] * 3
        for c in ([t, t + 1, t + 2] if kind == "chow" else [t] * (4 if kind == "kong" else 3)):
            counts[c] += 1
        p = rng.choice([x for x in range(34) if counts[x] <= 2])
        concealed += [p, p]
    else:
        s = rng.randrange(3) * 9
        concealed = [s, s, s] + [s + i for i in range(1, 8)] + [s + 8] * 3 + [s + rng.randrange(9)]
    melds_tiles = []
    for kind, t, exposed in melds:
        melds_tiles += [t, t + 1, t + 2] if kind == "chow" else [t] * (4 if kind == "kong" else 3)
    win = rng.choice(concealed)
    has_kong = any(k == "kong" for k, _, _ in melds)
    method, last_of_kind = _context(rng, concealed, melds_tiles, has_kong, win)
    seat, prevailing = rng.randrange(4), rng.randrange(4)
    flowers = rng.choice([0, 0, 0, 1, 2, 3, 8])

    # Our notation.
    words = ["".join(mpsz(t) for t in sorted(concealed))]
    for kind, t, exposed in melds:
        tiles = [t, t + 1, t + 2] if kind == "chow" else [t] * (4 if kind == "kong" else 3)
        body = "".join(str(x % 9 + 1) if x < 27 else str(x - 26) for x in tiles) + ("mpsz"[min(t // 9, 3)])
        words.append(f"[{body}]" if exposed else f"({body})")
    if flowers:
        words.append("".join(f"{i % 4 + 1}{'fg'[i // 4]}" for i in range(flowers)))
    ctx = [f"win={mpsz(win)}"]
    if method != "discard":
        ctx.append(f"by={method}")
    ctx.append(f"seat_wind={'ESWN'[seat]}")
    ctx.append(f"prevailing={'ESWN'[prevailing]}")
    if last_of_kind:
        ctx.append("last-of-kind")
    notation = " ".join(words) + " ; " + " ".join(ctx)

    rest = list(concealed)
    rest.remove(win)
    packs = []
    for kind, t, exposed in melds:
        if kind == "chow":
            packs.append(("CHI", gb(t + 1), 1))
        elif kind == "pung":
            packs.append(("PENG", gb(t), 1))
        else:
            packs.append(("GANG", gb(t), 1 if exposed else 0))
    args = dict(
        pack=tuple(packs),
        hand=tuple(gb(t) for t in rest),
        winTile=gb(win),
        flowerCount=flowers,
        isSelfDrawn=method in ("self", "kong-replacement", "last-tile"),
        is4thTile=last_of_kind,
        isAboutKong=method in ("kong-replacement", "robbing-kong"),
        isWallLast=method in ("last-tile", "last-discard"),
        seatWind=seat,
        prevalentWind=prevailing,
    )
    return notation, args


def hands(seed, n):
    rng = random.Random(seed)
    return [mcr_hand(rng) for _ in range(n)]
