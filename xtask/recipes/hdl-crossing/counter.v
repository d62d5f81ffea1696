// An axle counter: counts axles in and out of a section and says whether it is occupied.
module counter(input clk, input rst, input axle_in, input axle_out,
               output reg [7:0] axles, output occupied);
  always @(posedge clk) begin
    if (rst) axles <= 0;
    else if (axle_in && !axle_out) axles <= axles + 1;
    else if (axle_out && !axle_in) axles <= axles - 1;
  end
  assign occupied = axles > 1;
endmodule
