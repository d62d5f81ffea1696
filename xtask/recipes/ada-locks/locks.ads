--  Canal locks: chambers, levels and the schedule of a flight of locks.
package Locks is
   type Level is range 0 .. 40;
   type Chamber is record
      Name  : String (1 .. 8);
      Upper : Level;
      Lower : Level;
   end record;
   type Flight is array (Positive range <>) of Chamber;
   type Direction is (Uphill, Downhill, Hold);

   function Rise (C : Chamber) return Level;
   function Total_Rise (F : Flight) return Natural;
   procedure Report (F : Flight; D : Direction);
end Locks;
