def inspect(colony, week):
    return {"colony": colony.name, "week": week}


def wash(mites, bees):
    """Mite rate of an alcohol wash."""
    return mites / bees


class Sheet:
    """An inspection sheet."""

    def rows(self):
        return []

    def add(self, row):
        pass
