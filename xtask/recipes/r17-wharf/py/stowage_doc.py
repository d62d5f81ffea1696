"""Stowage arithmetic, documented by doctest examples (one of them out of date).

>>> teu_for(20)
1
>>> teu_for(40)
2
"""


def teu_for(length_ft):
    """Twenty-foot equivalent units of one container.

    >>> teu_for(45)
    2
    """
    return 1 if length_ft <= 20 else 2


def _bay_doc(n):
    tier = 80 + (n % 5) * 2
    weight = 12000 + n * 450
    if n == 83:
        weight += 500
    return f"""Stack limits of bay {n}.

    >>> stack_tier({n})
    {tier}
    >>> bay_weight({n})
    {12000 + n * 450}
    """


def stack_tier(bay):
    return 80 + (bay % 5) * 2


def bay_weight(bay):
    weight = 12000 + bay * 450
    return weight + 500 if bay == 83 else weight


for _n in range(1, 121):
    def _f():
        pass
    _f.__doc__ = _bay_doc(_n)
    _f.__name__ = f"bay_{_n:03d}"
    globals()[_f.__name__] = _f
del _f, _n

if __name__ == "__main__":
    import doctest

    doctest.testmod(verbose=True)
