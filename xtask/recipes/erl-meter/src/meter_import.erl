%% meter_import: reads a day's CSV of readings (written against the old record layout).
-module(meter_import).
-export([import/1, validate/1]).

-include("meter.hrl").

import(Path) ->
    {ok, Bin} = file:read_file(Path),
    Lines = binary:split(Bin, <<"\n">>, [global, trim]),
    Readings = [meter:parse(binary_to_list(L)) || L <- Lines],
    {ok, length(Readings), Readings}.

validate(#reading{kwh = Kwh} = R) when Kwh < 0 ->
    {error, {negative, R}};
validate(#reading{at = At}) when is_integer(At) ->
    ok;
validate(Other) ->
    {error, {not_a_reading, Other}}
    ok.
