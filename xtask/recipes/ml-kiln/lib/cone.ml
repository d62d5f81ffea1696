(* Orton cones and their temperatures; the mistakes dune reports are deliberate. *)
let cones = [ ("022", 586); ("06", 999); ("04", 1060); ("6", 1222); ("10", 1285) ]

let cone_for temp =
  List.find_opt (fun (_, t) -> t >= temp) cones |> Option.map fst

let label temp =
  match cone_for temp with
  | Some c -> "cone " ^ c
  | None -> "above cone " ^ fst (List.hd (List.rev cones)) ^ " at " ^ temp

let hottest = Kiln.Schedule.peak [ { Kiln.Schedule.rate = 100; target = 1222; hold = 10 } ]

let unused_step x = x + 1
