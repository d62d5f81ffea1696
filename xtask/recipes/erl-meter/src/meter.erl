%% meter: electricity meter readings, tariffs and bills.
-module(meter).
-export([parse/1, consumption/1, bill/2, tariff/1, peak_share/1, daily_totals/1, summarise/1]).

-record(reading, {meter, at, kwh}).

parse(Line) ->
    [Meter, At, Kwh] = string:split(Line, ",", all),
    #reading{meter = Meter, at = list_to_integer(At), kwh = list_to_float(Kwh)}.

consumption(Readings) ->
    Sorted = lists:sort(fun(A, B) -> A#reading.at =< B#reading.at end, Readings),
    deltas(Sorted, []).

deltas([_], Acc) -> lists:reverse(Acc);
deltas([A, B | Rest], Acc) ->
    deltas([B | Rest], [B#reading.kwh - A#reading.kwh | Acc]).

tariff(Hour) when Hour >= 7, Hour < 23 -> peak;
tariff(_Hour) -> offpeak.

bill(Usage, Rates) ->
    lists:foldl(fun({Hour, Kwh}, Total) ->
                        Rate = maps:get(tariff(Hour), Rates),
                        Total + Kwh * Rate
                end, 0, Usage).

peak_share(Usage) ->
    Peak = lists:sum([K || {H, K} <- Usage, tariff(H) =:= peak]),
    All = lists:sum([K || {_, K} <- Usage]),
    Peak / All.

daily_totals(Readings) ->
    Days = [R#reading.at div 86400 || R <- Readings],
    {ok, length(Readings)}.

summarise(R) ->
    {R#reading.meter, R#reading.kwh},
    ok.
