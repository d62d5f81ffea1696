! Monthly rainfall statistics for the gauge network; the twelfth station's index runs past the
! array, which -fcheck=bounds reports with the index, the bound and a backtrace.
module rainfall_stats
  implicit none
  integer, parameter :: nstations = 11
contains
  function station_mean(totals, station) result(mean)
    real, intent(in) :: totals(nstations, 12)
    integer, intent(in) :: station
    real :: mean
    mean = sum(totals(station, :)) / 12.0
  end function station_mean

  subroutine report(totals)
    real, intent(in) :: totals(nstations, 12)
    integer :: s
    do s = 1, nstations + 1
      write (*, '(a, i3, a, f8.2)') 'station', s, ' mean mm', station_mean(totals, s)
    end do
  end subroutine report
end module rainfall_stats

program rainfall
  use rainfall_stats
  implicit none
  real :: totals(nstations, 12)
  integer :: s, m
  do s = 1, nstations
    do m = 1, 12
      totals(s, m) = real(mod(s * 37 + m * 11, 90)) + 20.0
    end do
  end do
  call report(totals)
end program rainfall
