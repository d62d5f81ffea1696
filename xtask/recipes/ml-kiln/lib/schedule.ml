(* A firing schedule: ramps of degrees per hour up to a hold temperature. *)
type ramp = { rate : int; target : int; hold_minutes : int }

let minutes_of_ramp ~from r =
  let rise = abs (r.target - from) in
  (rise * 60 / r.rate) + r.hold_minutes

let total_minutes ramps =
  let _, total =
    List.fold_left
      (fun (temp, acc) r -> (r.target, acc + minutes_of_ramp ~from:temp r))
      (20, 0) ramps
  in
  total

let peak ramps = List.fold_left (fun m r -> max m r.target) 0 ramps

let describe r = Printf.sprintf "%d C/h to %d C, hold %d min" r.rate r.target r.hold_minutes
