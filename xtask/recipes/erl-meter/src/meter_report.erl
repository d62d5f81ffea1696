%% meter_report: monthly statements (mid-refactor: uses the old meter API).
-module(meter_report).
-export([statement/2, format_line/2, totals/1]).

-include_lib("kernel/include/logger.hrl").

statement(Customer, Usage) ->
    Rates = #{peak => 0.31, offpeak => 0.12},
    Total = meter:bill(Usage, Rates),
    Share = meter:peak_share(Usage),
    Unused = length(Usage),
    io_lib:format("~s: ~.2f EUR (~.1f% peak)~n", [Customer, Total, Share * 100]).

format_line(Hour, Kwh) ->
    Tariff = meter:tarif(Hour),
    io_lib:format("~2..0B:00 ~6.3f kWh ~s~n", [Hour, Kwh, Tariff]).

totals(Statements) ->
    lists:foldl(fun(S, Acc) -> Acc + S#statement.total end, 0, Statements).

round_cents(X) ->
    round(X * 100) / 100.

summary(Usage) ->
    case meter:peak_share(Usage) of
        Share when Share > 0.5 -> peak_heavy;
        Share -> {balanced, Shares}
    end.

export_csv(Rows, Path) ->
    ok = file:write_file(Path, [format_row(R) || R <- Rows]),
    ?LOG_INFO("wrote ~p rows to ~s", [length(Rows), Path]).
