%% The bay server: holds each bay's load and answers weight queries.
-module(bay_server).
-behaviour(gen_server).
-export([start_link/0, load/2, weight/1, run/0]).
-export([init/1, handle_call/3, handle_cast/2]).

start_link() -> gen_server:start_link({local, ?MODULE}, ?MODULE, #{}, []).

load(Bay, Kg) -> gen_server:cast(?MODULE, {load, Bay, Kg}).
weight(Bay) -> gen_server:call(?MODULE, {weight, Bay}).

init(Loads) -> {ok, Loads}.

handle_cast({load, Bay, Kg}, Loads) ->
    {noreply, maps:update_with(Bay, fun(Old) -> Old + Kg end, Kg, Loads)}.

handle_call({weight, Bay}, _From, Loads) ->
    Kg = maps:get(Bay, Loads),
    {reply, {Bay, Kg, tonnes(Kg)}, Loads}.

tonnes(Kg) -> Kg / 1000.

run() ->
    {ok, _} = start_link(),
    load(1, 420), load(2, 380), load(1, 75), load(4, 610),
    io:format("bay 1: ~p~n", [weight(1)]),
    io:format("bay 4: ~p~n", [weight(4)]),
    io:format("bay 3: ~p~n", [weight(3)]),
    halt(0).
