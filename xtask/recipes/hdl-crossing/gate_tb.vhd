-- The gate's testbench: asserts the arm's angle after each phase, then lowers it too far.
library ieee;
use ieee.std_logic_1164.all;

entity gate_tb is
end entity;

architecture sim of gate_tb is
  signal clk : std_logic := '0';
  signal lower : std_logic := '0';
  signal angle : integer range 0 to 90;
begin
  dut : entity work.gate port map (clk => clk, lower => lower, angle => angle);
  clk <= not clk after 5 ns;
  process
  begin
    wait for 20 ns;
    assert angle = 90 report "arm not up at start: angle " & integer'image(angle) severity error;
    lower <= '1';
    wait for 60 ns;
    assert angle = 45 report "arm after 6 ticks: expected 45, got " & integer'image(angle) severity error;
    report "arm lowering, angle " & integer'image(angle) severity note;
    wait for 200 ns;
    report "unreachable: the arm stopped at 0" severity failure;
    wait;
  end process;
end architecture;
