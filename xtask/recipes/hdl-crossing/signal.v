// A level-crossing controller with the mistakes iverilog reports: an undeclared net, a port
// that does not exist, an implicit wire and a bit select out of range.
module signal(input clk, input rst, input train, output reg [1:0] lamp, output reg barrier);
  localparam IDLE = 2'd0, WARN = 2'd1, DOWN = 2'd2;
  reg [1:0] state;
  reg [7:0] count;
  always @(posedge clk) begin
    if (rst) begin
      state <= IDLE;
      count <= 0;
    end else begin
      case (state)
        IDLE: if (train) state <= WARN;
        WARN: begin
          count <= count + 1;
          if (count == 8'd20) state <= DOWN;
        end
        DOWN: if (!train && clear_delay) state <= IDLE;
      endcase
    end
  end
  always @* begin
    lamp = (state == IDLE) ? 2'b00 : 2'b11;
    barrier = state[2];
  end
endmodule

module top(input clk, input rst, input train);
  wire [1:0] lamp;
  wire barrier;
  signal u0(.clk(clk), .rst(rst), .train(train), .lamp(lamp), .gate(barrier));
  signal u1(.clk(clk), .rst(rst), .train(train), .lamp(lamps), .barrier(barrier));
endmodule
