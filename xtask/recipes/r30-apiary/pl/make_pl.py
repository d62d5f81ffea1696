"""Round 30's Perl inputs: the apiary's modules and their tests. Apiary::Legacy, which the sheet
importer loads for the 2016 sheets, reopens package Apiary::Hive and defines capacity() again for
the old eight-frame boxes; under -w perl says so once, when t/04-sheets.t loads it, and that file's
capacity tests fail."""
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent
YARDS = [("north", 8), ("south", 13), ("orchard", 6), ("heath", 11), ("clover", 9), ("lime", 14),
         ("borage", 7), ("willow", 12)]


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def main():
    write(ROOT / "lib/Apiary/Hive.pm", """package Apiary::Hive;
use strict;
use warnings;

# A colony in a ten-frame brood box.
sub new {
    my ($class, %args) = @_;
    return bless { tag => $args{tag}, boxes => $args{boxes} // 1, supers => $args{supers} // 0 }, $class;
}

sub tag    { $_[0]{tag} }
sub boxes  { $_[0]{boxes} }
sub supers { $_[0]{supers} }

# Frames the colony can draw: ten per brood box.
sub capacity {
    my ($self) = @_;
    return 10 * $self->boxes;
}

sub honey_kg {
    my ($self) = @_;
    return 12.5 * $self->supers;
}

1;
""")
    write(ROOT / "lib/Apiary/Legacy.pm", """package Apiary::Legacy;
use strict;
use warnings;
use Apiary::Hive;

# Column names of the 2016 ledger.
our %COLUMNS = (Standort => 'yard', Waben => 'frames', Aufsaetze => 'supers');

package Apiary::Hive;

sub capacity {
    my ($self) = @_;
    return 8 * $self->boxes;
}

package Apiary::Legacy;

sub column { $COLUMNS{ $_[0] } // $_[0] }

1;
""")
    write(ROOT / "lib/Apiary/Sheet.pm", """package Apiary::Sheet;
use strict;
use warnings;
use Apiary::Hive;
use Apiary::Legacy;

# Reads a harvest sheet of "tag,boxes,supers" lines (old sheets use the 2016 column names).
sub hives {
    my ($text) = @_;
    my @lines = split /\\n/, $text;
    my @head = map { Apiary::Legacy::column($_) } split /,/, shift @lines;
    my @hives;
    for my $line (@lines) {
        my %row;
        @row{@head} = split /,/, $line;
        push @hives, Apiary::Hive->new(%row);
    }
    return @hives;
}

1;
""")
    hives = [(y, f"{y[:2].upper()}-{n:02d}", 1 + n % 2, n % 4) for y, count in YARDS for n in range(1, count + 1)]
    tests = {
        "01-hive.t": [f"is(Apiary::Hive->new(tag => '{t}', boxes => {b})->boxes, {b}, '{t} has {b} brood box{'es' if b > 1 else ''}');" for y, t, b, s in hives],
        "02-honey.t": [f"is(Apiary::Hive->new(tag => '{t}', supers => {s})->honey_kg, {12.5 * s:g}, '{t} supers hold {12.5 * s:g} kg');" for y, t, b, s in hives],
        "03-capacity.t": [f"is(Apiary::Hive->new(tag => '{t}', boxes => {b})->capacity, {10 * b}, '{t} draws {10 * b} frames');" for y, t, b, s in hives],
    }
    sheet = "tag,boxes,supers\\n" + "".join(f"{t},{b},{s}\\n" for y, t, b, s in hives if y in ("heath", "willow"))
    sheet_tests = ["use Apiary::Sheet;", f'my @hives = Apiary::Sheet::hives("{sheet}");',
                   f"is(scalar @hives, {sum(1 for h in hives if h[0] in ('heath', 'willow'))}, 'sheet has every hive');"]
    for i, (y, t, b, s) in enumerate(h for h in hives if h[0] in ("heath", "willow")):
        sheet_tests.append(f"is($hives[{i}]->tag, '{t}', 'row {i + 1} is {t}');")
        sheet_tests.append(f"is($hives[{i}]->capacity, {10 * b}, '{t} from the sheet draws {10 * b} frames');")
    tests["04-sheets.t"] = sheet_tests
    for name, body in tests.items():
        uses = "" if name == "04-sheets.t" else "use Apiary::Hive;\n"
        write(ROOT / "t" / name, "use strict;\nuse warnings;\nuse Test::More;\n" + uses + "\n".join(body) + "\ndone_testing();\n")


if __name__ == "__main__":
    main()
