(* Tide table: high and low water for a harbour, heights in metres. *)
type tide = { time : string; height : float; high : bool }

let table = [
  { time = "03:12"; height = 4.6; high = true };
  { time = "09:31"; height = 0.8; high = false };
  { time = "15:40"; height = 4.9; high = true };
  { time = "21:58"; height = 0.6; high = false };
]

let range t =
  let highs = List.filter (fun x -> x.high) t in
  let lows = List.filter (fun x -> not x.high) t in
  let max_h = List.fold_left (fun acc x -> max acc x.height) 0.0 highs in
  let min_l = List.fold_left (fun acc x -> min acc x.height) 99 lows in
  max_h -. min_l

let () = Printf.printf "range %.2f m\n" (range table)
