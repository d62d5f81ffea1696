-module(hive_ledger_SUITE).
-include_lib("common_test/include/ct.hrl").
-export([all/0, groups/0, init_per_suite/1, end_per_suite/1]).
-export([total_of_two/1, rate_of_a_wash/1, grades/1, rejects_zero/1, worst_hive/1, label_of_atom/1]).

all() -> [{group, ledger}, {group, grading}].
groups() -> [{ledger, [], [total_of_two, rejects_zero, worst_hive]},
             {grading, [], [rate_of_a_wash, grades, label_of_atom]}].

init_per_suite(Config) -> Config.
end_per_suite(_Config) -> ok.

total_of_two(_Config) ->
    L = hive_ledger:add_harvest(<<"linden">>, 6.5, hive_ledger:add_harvest(<<"linden">>, 4.0, hive_ledger:new())),
    10.5 = hive_ledger:total(L).

rate_of_a_wash(_Config) ->
    3.0 = hive_ledger:mite_rate(9, 300).

grades(_Config) ->
    a = hive_ledger:grade(17.2),
    b = hive_ledger:grade(19.9),
    b = hive_ledger:grade(20.4).

rejects_zero(_Config) ->
    hive_ledger:add_harvest(<<"heather">>, 0.0, hive_ledger:new()).

worst_hive(_Config) ->
    L = hive_ledger:add_harvest(<<"clover">>, 7.25, hive_ledger:new()),
    <<"clover">> = hive_ledger:worst(L).

label_of_atom(_Config) ->
    "hive:acacia" = hive_ledger:label(acacia).
