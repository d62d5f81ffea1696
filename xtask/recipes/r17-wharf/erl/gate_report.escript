#!/usr/bin/env escript
%% Reports gate throughput; one gate's record has the wrong shape.
-mode(compile).

main(_) ->
    Gates = [{gate, "G1", 412}, {gate, "G2", 388}, {gate, "G3", 97, closed}, {gate, "G4", 455}],
    Total = lists:foldl(fun count/2, 0, Gates),
    io:format("total trucks: ~p~n", [Total]).

count(Record, Acc) ->
    {gate, Name, Trucks} = Record,
    io:format("~s: ~p trucks~n", [Name, Trucks]),
    Acc + Trucks.
