program heat
  use grid
  use solver
  implicit none
  type(field) :: plate
  integer :: steps
  real(dp) :: dt
  character(len=16) :: arg

  call make_field(plate, 64, 64, 0.5_dp)
  call apply_boundaries(plate, 100.0_dp, 20.0_dp, 20.0_dp)
  dt = 0.05_dp
  steps = 2000
  call check(plate, dt)
  call run(plate, dt, steps, 250)
  write (*, '(a, f8.3)') 'final mean temperature: ', mean_temperature(plate)
  tmax = maxval(plate%t)
  print *, 'done after', steps, 'steps'
end program heat
