(* Prints a bisque schedule and its duration. *)
let bisque =
  Kiln.Schedule.[ { rate = 80; target = 600; hold_minutes = 0 }; { rate = 150; target = 1000; hold_minutes = 15 } ]

let () =
  List.iter (fun r -> print_endline (Kiln.Schedule.describe r)) bisque;
  Printf.printf "total %d minutes, peak %d C\n" (Kiln.Schedule.total_minutes bisque)
    (Kiln.Schedule.peak bisque)
