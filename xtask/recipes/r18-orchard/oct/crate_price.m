## -*- texinfo -*-
## @deftypefn {} {@var{p} =} crate_price (@var{kg}, @var{grade})
## Price in pounds of a crate of @var{kg} kilograms of fruit of class @var{grade} (1, 2 or 3).
## @end deftypefn
function p = crate_price (kg, grade)
  rates = [0.62, 0.48, 0.21];
  if (grade < 1 || grade > 3)
    error ("crate_price: grade must be 1, 2 or 3, got %d", grade);
  endif
  p = round (kg * rates(grade) * 100) / 100;
  if (kg > 400)
    p = p * 0.95;
  endif
endfunction

%!assert (crate_price (100, 1), 62)
%!assert (crate_price (100, 2), 48)
%!assert (crate_price (100, 3), 21)
%!assert (crate_price (250, 1), 155)
%!assert (crate_price (0, 1), 0)
%!assert (crate_price (410, 1), 254.2, 1e-9)
%!assert (crate_price ([100 200], 2), [48 96])
%!error <grade must be 1, 2 or 3> crate_price (100, 4)
%!error <grade must be 1, 2 or 3> crate_price (100, 0)
%!test
%! p = crate_price (500, 2);
%! assert (p, 240);
%!test
%! kg = 1:20;
%! assert (crate_price (kg, 3), round (kg * 21) / 100);
