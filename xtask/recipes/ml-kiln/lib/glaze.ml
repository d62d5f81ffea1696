(* Glazes and the cone each matures at; an unused binding and an unbound module, on purpose. *)
type glaze = { name : string; cone : string; food_safe : bool }

let shino = { name = "shino"; cone = "10"; food_safe = true }

let matures g temp =
  let margin = 15 in
  temp > 1000 && g.cone <> ""

let palette = Glazes.all |> List.filter (fun g -> g.food_safe)
