(* Berths in the harbour and the boats moored at them. *)
type berth = { id : int; depth : float; boat : string option }

let berths = [
  { id = 1; depth = 3.2; boat = Some "Mary Rose" };
  { id = 2; depth = 1.9; boat = None };
  { id = 3; depth = 4.4; boat = Some "Kestrel" };
]

let free bs = List.filter (fun b -> b.boat = None) bs

let deep_enough draft bs = List.filter (fun b -> b.depth > draft) (free bs)

let assign name draft =
  match deep_enough draft berths with
  | [] -> Error ("no berth for " ^ name)
  | b :: _ -> Ok { b with boat = Some name }

let () =
  match assign "Puffin" 2.5 with
  | Ok b -> Printf.printf "berth %d\n" b.id
  | Error msg -> prerr_endline msg;
  List.iter (fun b -> print_endline (berth_label b)) berths
