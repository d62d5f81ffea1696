-- The barrier gate's position model: the arm moves a step a tick toward its target.
library ieee;
use ieee.std_logic_1164.all;

entity gate is
  port (clk : in std_logic; lower : in std_logic; angle : out integer range 0 to 90);
end entity;

architecture model of gate is
  signal pos : integer range 0 to 90 := 90;
begin
  process (clk)
  begin
    if rising_edge(clk) then
      if lower = '1' then
        pos <= pos - 7;
      elsif pos < 90 then
        pos <= pos + 7;
      end if;
    end if;
  end process;
  angle <= pos;
end architecture;
