% Volunteer rota: who can cover which shift, with plunit tests.
:- module(rota, [available/2, cover/2, hours/2]).

volunteer(ada,   [mon, tue, fri]).
volunteer(brian, [tue, wed]).
volunteer(chloe, [mon, thu, sat]).
volunteer(dev,   [sat, sun]).

shift(mon, 4). shift(tue, 4). shift(wed, 6). shift(thu, 4).
shift(fri, 5). shift(sat, 8). shift(sun, 3).

available(Day, Who) :- volunteer(Who, Days), member(Day, Days).

cover(Day, Who) :- available(Day, Who), !.

hours(Who, Total) :-
    volunteer(Who, Days),
    findall(H, (member(D, Days), shift(D, H)), Hs),
    sum_list(Hs, Total).

:- begin_tests(rota).

test(monday_cover) :- cover(mon, ada).
test(wednesday_only_brian, [all(W == [brian])]) :- available(wed, W).
test(ada_hours) :- hours(ada, 14).
test(chloe_hours, [true(H =:= 18)]) :- hours(chloe, H).
test(sunday_cover, [nondet]) :- cover(sun, dev).
test(friday_two, [all(W == [ada, chloe])]) :- available(fri, W).
test(nobody_hours, [fail]) :- hours(nobody, _).
test(sum_shifts) :- findall(H, shift(_, H), Hs), sum_list(Hs, 32).
test(bad_day) :- shift(funday, H), H > 0.
test(type_error) :- atom_length(123456, L), L =:= 6, atom_length(X, _), X == 1.

:- end_tests(rota).
