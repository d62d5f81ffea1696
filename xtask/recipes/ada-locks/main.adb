with Locks; use Locks;

procedure Main is
   Caen_Hill : constant Flight :=
     ((Name => "Caen 01 ", Upper => 22, Lower => 20),
      (Name => "Caen 02 ", Upper => 24, Lower => 22),
      (Name => "Caen 03 ", Upper => 26, Lower => 24.5));
   Depth : Level := 41;
begin
   Report (Caen_Hill, Sideways);
   Depth := Total_Rise (Caen_Hill);
end Main;
