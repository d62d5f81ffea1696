% Canning recipes: which product needs which ingredients and retort schedule.
ingredient(peaches, syrup).
ingredient(peaches, fruit).
ingredient(chickpeas, brine).
ingredient(sardines, oil).

schedule(peaches, 25).
schedule(chickpeas, 47).
schedule(sardines, 55)

needs(Product, Ingredient) :- ingredient(Product, Ingredient).
needs(Product, retort) :- schedule(Product, Minutes), Minutes > 0.

longest(Product) :-
    schedule(Product, M),
    \+ (schedule(Other, M2), M2 > M).

hold_time(Product, Altitude, Total) :-
    schedule(Product, Base),
    Extra is Altitude // 300,
    Total is Base + Extra + Unused.

label(Product, Text) :-
    atom_concat(Product, '_label', Text
    .

shelf_life(Product, Months) :- Months = 24.
shelf_life(sardines, 36).
