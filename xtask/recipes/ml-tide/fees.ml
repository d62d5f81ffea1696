(* Mooring fees per night by boat length, in pounds. *)
type size = Dinghy | Yacht of float | Trawler of float

let fee = function
  | Dinghy -> 8.0
  | Yacht len when len < 10.0 -> 2.5 *. len

let total nights boats =
  let unused = 0 in
  List.fold_left (fun acc b -> acc +. (float_of_int nights *. fee b)) 0.0 boats

let () = Printf.printf "%.2f\n" (total 3 [ Dinghy; Yacht 9.5 ])
