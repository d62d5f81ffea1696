from behave import given, when, then

from warehouse.stock import StockError, Warehouse


@given("a warehouse with bins")
def step_bins(context):
    context.wh = Warehouse()
    context.error = None
    for row in context.table:
        context.wh.add_bin(row["code"], int(row["capacity"]))


@given('{qty:d} of "{sku}" arrive in bin "{code}"')
@when('{qty:d} of "{sku}" arrive in bin "{code}"')
def step_receive(context, qty, sku, code):
    try:
        context.wh.receive(code, sku, qty)
    except StockError as exc:
        context.error = exc


@when('I move {qty:d} of "{sku}" from "{src}" to "{dst}"')
def step_move(context, qty, sku, src, dst):
    try:
        context.wh.move(sku, qty, src, dst)
    except StockError as exc:
        context.error = exc


@when('I pick an order of {qty:d} "{sku}"')
def step_pick(context, qty, sku):
    context.picks = context.wh.pick_list({sku: qty})


@then('bin "{code}" holds {qty:d} of "{sku}"')
def step_holds(context, code, qty, sku):
    assert context.wh.bins[code].items.get(sku, 0) == qty, context.wh.bins[code].items


@then('the warehouse has {qty:d} of "{sku}" on hand')
def step_on_hand(context, qty, sku):
    assert context.wh.on_hand(sku) == qty


@then('the last receipt fails with "{message}"')
@then('the move fails with "{message}"')
def step_fails(context, message):
    assert str(context.error) == message, f"expected {message!r}, got {context.error!r}"


@then("the pick list is")
def step_pick_list(context):
    expected = [(r["bin"], r["sku"], int(r["qty"])) for r in context.table]
    assert context.picks == expected, f"pick list {context.picks} != {expected}"
