// The axle counter's testbench: each check prints PASS or FAIL with expected and actual values.
`timescale 1ns/1ps
module counter_tb;
  reg clk = 0, rst = 1, axle_in = 0, axle_out = 0;
  wire [7:0] axles;
  wire occupied;
  integer failures = 0;
  counter dut(.clk(clk), .rst(rst), .axle_in(axle_in), .axle_out(axle_out),
              .axles(axles), .occupied(occupied));
  always #5 clk = ~clk;
  task check(input [8*24-1:0] label, input [7:0] want_axles, input want_occupied);
    begin
      if (axles !== want_axles || occupied !== want_occupied) begin
        $display("FAIL %0s at %0t: axles expected %0d got %0d, occupied expected %0b got %0b",
                 label, $time, want_axles, axles, want_occupied, occupied);
        failures = failures + 1;
      end else
        $display("PASS %0s at %0t", label, $time);
    end
  endtask
  integer i;
  initial begin
    $display("axle counter testbench: 6 checks");
    #12 rst = 0;
    @(negedge clk) check("after reset", 0, 0);
    axle_in = 1; @(negedge clk) axle_in = 0;
    check("one axle in", 1, 1);
    for (i = 0; i < 3; i = i + 1) begin axle_in = 1; @(negedge clk) axle_in = 0; end
    check("four axles in", 4, 1);
    for (i = 0; i < 4; i = i + 1) begin axle_out = 1; @(negedge clk) axle_out = 0; end
    check("all axles out", 0, 0);
    axle_out = 1; @(negedge clk) axle_out = 0;
    check("spurious axle out", 0, 0);
    axle_in = 1; axle_out = 1; @(negedge clk) begin axle_in = 0; axle_out = 0; end
    check("in and out together", 0, 0);
    $display("%0d of 6 checks failed", failures);
    if (failures != 0) $fatal(1, "axle counter testbench failed");
    $finish;
  end
endmodule
