-- The crossing's warning timer, with the mistakes ghdl reports: a missing signal, a type
-- mismatch, an unknown port and a case without all choices.
library ieee;
use ieee.std_logic_1164.all;
use ieee.numeric_std.all;

entity timer is
  port (clk : in std_logic; start : in std_logic; done : out std_logic);
end entity;

architecture rtl of timer is
  type phase_t is (idle, warn, hold);
  signal phase : phase_t := idle;
  signal ticks : unsigned(7 downto 0) := (others => '0');
begin
  process (clk)
  begin
    if rising_edge(clk) then
      case phase is
        when idle => if start = '1' then phase <= warn; end if;
        when warn =>
          ticks <= ticks + 1;
          if ticks = 300 then phase <= hold; end if;
          done <= ticks;
      end case;
      if reset = '1' then phase <= idle; end if;
    end if;
  end process;
end architecture;
