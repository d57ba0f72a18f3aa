"""Seeded random hands as 34-count lists, shared by the tests (imported as `hands`)."""

WALL = [t for t in range(34) for _ in range(4)]


def random_hand(rng, n):
    """`n` tiles drawn from the 136-tile wall."""
    c = [0] * 34
    for x in rng.sample(WALL, n):
        c[x] += 1
    return c


def winning_hand(rng):
    """Four sets (each a chow or a pung, evenly) and a pair, at most four of a face."""
    while True:
        c = [0] * 34
        for _ in range(4):
            if rng.random() < 0.5:
                b = rng.randrange(3) * 9 + rng.randrange(7)
                c[b] += 1
                c[b + 1] += 1
                c[b + 2] += 1
            else:
                c[rng.randrange(34)] += 3
        c[rng.randrange(34)] += 2
        if max(c) <= 4:
            return c
