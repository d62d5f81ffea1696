-module(meter_tests).
-include_lib("eunit/include/eunit.hrl").

usage() ->
    [{6, 0.4}, {7, 1.2}, {12, 2.0}, {18, 3.1}, {22, 1.0}, {23, 0.6}].

parse_test() ->
    ?assertEqual({reading, "M-1001", 1714521600, 12034.5},
                 meter:parse("M-1001,1714521600,12034.5")).

parse_integer_kwh_test() ->
    ?assertEqual({reading, "M-1001", 1714521600, 12034.0},
                 meter:parse("M-1001,1714521600,12034")).

consumption_test() ->
    Readings = [meter:parse(L) || L <- ["M,30,12.5", "M,10,10.0", "M,20,11.0"]],
    ?assertEqual([1.0, 1.5], meter:consumption(Readings)).

consumption_single_test() ->
    ?assertEqual([], meter:consumption([meter:parse("M,10,10.0")])).

consumption_empty_test() ->
    ?assertEqual([], meter:consumption([])).

tariff_boundaries_test_() ->
    [?_assertEqual(offpeak, meter:tariff(6)),
     ?_assertEqual(peak, meter:tariff(7)),
     ?_assertEqual(peak, meter:tariff(22)),
     ?_assertEqual(offpeak, meter:tariff(23)),
     ?_assertEqual(offpeak, meter:tariff(0))].

bill_test() ->
    Rates = #{peak => 0.30, offpeak => 0.10},
    ?assertEqual(2.2, meter:bill(usage(), Rates)).

bill_missing_rate_test() ->
    ?assertError({badkey, peak}, meter:bill(usage(), #{offpeak => 0.1})).

peak_share_test() ->
    ?assert(meter:peak_share(usage()) > 0.9).

peak_share_no_usage_test() ->
    ?assertEqual(0.0, meter:peak_share([])).
