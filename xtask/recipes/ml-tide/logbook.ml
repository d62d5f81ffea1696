(* Reads the harbour master's logbook and totals each boat's nights. *)
let entries = [ ("Kestrel", 3); ("Mary Rose", 2); ("Kestrel", 1); ("Osprey", 4) ]

let registered = [ ("Kestrel", "OB 114"); ("Mary Rose", "CN 27") ]

let nights name =
  List.fold_left (fun acc (n, k) -> if n = name then acc + k else acc) 0 entries

let registration name = List.assoc name registered

let report name =
  Printf.printf "%-10s %-7s %d nights\n" name (registration name) (nights name)

let () =
  let names = List.sort_uniq compare (List.map fst entries) in
  List.iter report names
