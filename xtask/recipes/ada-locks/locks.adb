with Ada.Text_IO; use Ada.Text_IO;

package body Locks is

   function Rise (C : Chamber) return Level is
   begin
      return C.Upper - C.Lower;
   end Rise;

   function Total_Rise (F : Flight) return Natural is
      Sum : Natural := 0;
   begin
      for C of F loop
         Sum := Sum + Rise (C);
      end loop;
      return Sum;
   end Total_Rise;

   procedure Report (F : Flight; D : Direction) is
      Unused_Count : Integer;
   begin
      case D is
         when Uphill =>
            Put_Line ("uphill through" & F'Length'Image & " chambers");
         when Downhill =>
            Put_Line ("downhill, total rise" & Total_Rise (F));
      end case;
      for I in F'Range loop
         Put_Line (F (I).Name & " rise" & Level'Image (Rise (F (I), D)));
      end loop;
      Put_Line ("gates closed at " & Gate_Time);
   end Report;

end Locks;
