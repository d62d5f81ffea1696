! Explicit time stepping of the heat equation on a field.
module solver
  use grid
  implicit none
  real(dp), parameter :: alpha = 1.0e-4_dp
contains
  subroutine step(f, dt)
    type(field), intent(inout) :: f
    real(dp), intent(in) :: dt
    real(dp), allocatable :: new(:,:)
    integer :: i, j
    if (dt > 1.0_dp) dt = 1.0_dp
    new = f%t
    new(1) = f%t(1, 1)
    do j = 2, f%ny - 1
      do i = 2, f%nx - 1
        new(i, j) = f%t(i, j) + alpha * dt * ( &
          (f%t(i+1, j) - 2*f%t(i, j) + f%t(i-1, j)) / f%dx**2 + &
          (f%t(i, j+1) - 2*f%t(i, j) + f%t(i, j-1)) / f%dy**2)
      end do
    end do
    f%t = new
  end subroutine step

  subroutine run(f, dt, steps, report_every)
    type(field), intent(inout) :: f
    real(dp), intent(in) :: dt
    integer, intent(in) :: steps, report_every
    integer :: n
    do n = 1, steps
      call step(f, dt, n)
      f%t(1, :) = hote
      if (mod(n, report_every) == 0) then
        print '(a, i6, a, f10.4)', 'step', n, ' mean T = ', mean_temperature(f)
      end if
    end do
  end subroutine run

  logical function stable(f, dt)
    type(field), intent(in) :: f
    real(dp), intent(in) :: dt
    stable = alpha * dt * (1/f%dx**2 + 1/f%dy**2) <= 0.5_dp
  end function

  subroutine check(f, dt)
    type(field), intent(in) :: f
    real :: dt
    if (.not. stable(f, dt)) then
      print *, 'unstable time step', dt
    end if
  end subroutine check
end module solver
