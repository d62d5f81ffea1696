%% Hive ledger: colonies, harvests and mite counts.
-module(hive_ledger).
-export([new/0, add_harvest/3, total/1, mite_rate/2, grade/1, label/1, worst/1]).

-type ledger() :: #{binary() => [float()]}.

-spec new() -> ledger().
new() -> #{}.

-spec add_harvest(binary(), float(), ledger()) -> ledger().
add_harvest(Hive, Kg, Ledger) when Kg > 0 ->
    maps:update_with(Hive, fun(L) -> [Kg | L] end, [Kg], Ledger).

-spec total(ledger()) -> float().
total(Ledger) ->
    lists:sum([lists:sum(L) || L <- maps:values(Ledger)]).

-spec mite_rate(non_neg_integer(), pos_integer()) -> float().
mite_rate(Mites, Bees) -> Mites * 100 / Bees.

-spec grade(float()) -> a | b.
grade(Moisture) when Moisture < 18.0 -> a;
grade(Moisture) when Moisture < 20.0 -> b;
grade(_) -> rejected.

-spec label(atom()) -> string().
label(Hive) -> "hive:" ++ Hive.

-spec worst(ledger()) -> binary().
worst(Ledger) ->
    {Hive, _} = lists:last(lists:keysort(2, [{H, total(#{H => L})} || {H, L} <- maps:to_list(Ledger)])),
    binary_to_list(Hive).
