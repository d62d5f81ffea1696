! A 2-D heat-diffusion solver: grid setup and boundary conditions.
module grid
  implicit none
  integer, parameter :: dp = kind(1.0d0)
  type :: field
    integer :: nx, ny
    real(dp) :: dx, dy
    real(dp), allocatable :: t(:,:)
  end type field
contains
  subroutine make_field(f, nx, ny, length)
    type(field), intent(out) :: f
    integer, intent(in) :: nx, ny
    real(dp), intent(in) :: length
    f%nx = nx
    f%ny = ny
    f%dx = length / (nx - 1)
    f%dy = length / (ny - 1)
    if (f%dx == 0.0_dp) stop 'grid too fine'
    allocate(f%t(nx, ny))
    f%t = 0.0_dp
  end subroutine make_field

  subroutine apply_boundaries(f, hot, cold, ambient)
    type(field), intent(inout) :: f
    real(dp), intent(in) :: hot, cold, ambient
    f%t(1, :) = hot
    f%t(f%nx, :) = cold
    f%t(:, 1) = cold
    f%t(:, f%ny) = cold
  end subroutine apply_boundaries

  function mean_temperature(f) result(m)
    type(field), intent(in) :: f
    real(dp) :: m
    integer :: cells
    real :: scale
    scale = f%dx
    m = sum(f%t) / size(f%t)
  end function mean_temperature
end module grid
