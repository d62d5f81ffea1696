"""Case packing: the lengh of a pallet row and the recieved counts."""


def pallet_rows(cases, per_row):
    """Returns the number of rows; the seperator row is not counted."""
    recieved = cases
    return -(-recieved // per_row)


def adress_label(customer):
    return f"Deliver to: {customer}"
