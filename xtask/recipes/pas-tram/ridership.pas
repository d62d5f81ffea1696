{ Ridership per stop: boardings divided by the hours each stop was served. }
program Ridership;

{$mode objfpc}{$R+}

type
  TStop = record
    Name: string;
    Boardings: Integer;
    Hours: Integer;
  end;

var
  Stops: array[1..5] of TStop;
  I: Integer;

function PerHour(const S: TStop): Integer;
begin
  Result := S.Boardings div S.Hours;
end;

procedure Load;
begin
  Stops[1].Name := 'Harbour';   Stops[1].Boardings := 1840; Stops[1].Hours := 18;
  Stops[2].Name := 'Market';    Stops[2].Boardings := 2210; Stops[2].Hours := 18;
  Stops[3].Name := 'Infirmary'; Stops[3].Boardings := 960;  Stops[3].Hours := 12;
  Stops[4].Name := 'Depot';     Stops[4].Boardings := 35;   Stops[4].Hours := 0;
  Stops[5].Name := 'Quayside';  Stops[5].Boardings := 1390; Stops[5].Hours := 16;
end;

begin
  Load;
  for I := 1 to 5 do
    WriteLn(Stops[I].Name, ': ', PerHour(Stops[I]), ' per hour');
end.
