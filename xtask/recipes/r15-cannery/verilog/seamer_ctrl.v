// seamer_ctrl: counts seams per lid and raises a fault when the chuck stalls.
module seamer_ctrl (
    input  wire       clk,
    input  wire       rst,
    input  wire       lid_present,
    input  wire [7:0] chuck_speed,
    output reg  [3:0] seam_count,
    output wire       fault
);
    reg [15:0] stall_timer;
    reg        busy;
    wire [7:0] unused_bus;
    integer    i;

    always @(posedge clk) begin
        if (rst) begin
            seam_count <= 0;
            stall_timer <= 0;
        end else if (lid_present) begin
            seam_count <= seam_count + 1;
            if (chuck_speed == 0)
                stall_timer = stall_timer + 1;
        end
    end

    always @(*) begin
        case (seam_count)
            4'd0: busy = 0;
            4'd1, 4'd2: busy = 1;
        endcase
    end

    assign fault = stall_timer > 16'd1000 ? 1'b1 : 4'b0;
    assign unused_bus = chuck_speed + 1;

    wire [3:0] narrow = chuck_speed;

    initial begin
        for (i = 0; i < 4; i = i + 1)
            $display("init %d", i);
    end
endmodule
