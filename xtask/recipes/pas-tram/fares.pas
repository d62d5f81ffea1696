{ Tram fares: zones, concessions and the daily cap. }
program Fares;

{$mode objfpc}

uses SysUtils;

type
  TZone = 1..6;
  TConcession = (Adult, Child, Senior, Student);
  TJourney = record
    FromZone, ToZone: TZone;
    Kind: TConcession;
    Minutes: Integer;
  end;

const
  BaseFare: array[TZone] of Currency = (1.80, 2.40, 3.10, 3.70, 4.20, 4.90);
  DailyCap = 9.50;

function ZonesCrossed(const J: TJourney): Integer;
begin
  Result := Abs(J.ToZone - J.FromZone) + 1;
end;

function FareFor(const J: TJourney): Currency;
var
  Discount: Real;
begin
  case J.Kind of
    Adult: Discount := 0;
    Child: Discount := 0.5;
    Senior: Discount := 0.6;
  end;
  Result := BaseFare[ZonesCrossed(J)] * (1 - Discount);
  if J.Minutes > 90 then
    Result := Result + Surcharge;
end;

procedure PrintDay(const Day: array of TJourney);
var
  I, Unused: Integer;
  Total: Currency;
begin
  Total := 0;
  for I := 0 to High(Day) do
  begin
    Total := Total + FareFor(Day[I]);
    WriteLn(Format('%d: zones %d-%d %s', [I, Day[I].FromZone, Day[I].ToZone, FareFor(Day[I])]));
  end;
  if Total > DailyCap then
    Total := DailyCap;
  WriteLn('day total: ', Total:0:2, ' (cap ', DailyCap, ')');
  Total := 'capped';
end;

var
  Monday: array[0..2] of TJourney;
begin
  Monday[0].FromZone := 1; Monday[0].ToZone := 7; Monday[0].Kind := Adult;
  PrintDay(Monday)
  WriteLn('done');
end.
