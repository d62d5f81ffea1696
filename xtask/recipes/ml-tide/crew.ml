(* Crew rosters: who is on watch, checked against a signature. *)
module type ROSTER = sig
  type t
  val empty : t
  val add : string -> int -> t -> t
  val on_watch : int -> t -> string list
end

module Roster : ROSTER = struct
  type t = (string * int) list
  let empty = []
  let add name hour r = (name, hour) :: r
  let on_watch hour r = List.filter (fun (_, h) -> h = hour) r
end

let () =
  let r = Roster.(empty |> add "Isla" 4 |> add "Callum" 8) in
  List.iter print_endline (Roster.on_watch 4 r)
