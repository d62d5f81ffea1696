# Blast plans for the quarry faces.
module Blast
  def self.charge_kg(hole_depth_m, burden_m)
    (hole_depth_m * burden_m * 0.45).round(1)
  end

  def self.plan(face, holes)
    { face: face, holes: holes, charge: holes * charge_kg(12, 3), delay_ms: holes > 40 ? 25 : 17 }
  end
end
