--  Reads the water gauge readings of each chamber and averages them by lock.
with Ada.Text_IO; use Ada.Text_IO;

procedure Gauge is
   type Reading_Array is array (1 .. 6) of Integer;
   Readings : constant Reading_Array := (412, 398, 405, 0, 377, 390);

   function Average (From, To : Positive) return Integer is
      Sum : Integer := 0;
   begin
      for I in From .. To loop
         Sum := Sum + Readings (I);
      end loop;
      return Sum / (To - From + 1);
   end Average;

   procedure Show (Lock : Positive) is
   begin
      Put_Line ("lock" & Lock'Image & " average" & Average (2 * Lock - 1, 2 * Lock)'Image);
   end Show;
begin
   for Lock in 1 .. 4 loop
      Show (Lock);
   end loop;
end Gauge;
