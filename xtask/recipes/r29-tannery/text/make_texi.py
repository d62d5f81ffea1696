"""Round 29's Texinfo manual for tanctl, made afresh: options, site files, the floor log, an
upgrading chapter whose fifth paragraph says how drum speeds written for tanctl 3 are now read,
and the floor's vats."""

OPTIONS = [
    ("--lot=@var{id}", "Work on lot @var{id}; without it, tanctl asks the floor log for the open lot."),
    ("--vat=@var{name}", "Use the vat @var{name}; vats are named by their dye, such as @samp{indigo}."),
    ("--dry-run", "Print what would be dosed and drained without touching a valve."),
    ("--keep=@var{days}", "Keep @var{days} days of vat logs when purging."),
    ("--drum=@var{speed}", "Turn the drum at @var{speed}; see @ref{Drum speeds}."),
    ("--float=@var{ratio}", "Use @var{ratio} litres of float per kilogram of hide."),
    ("--salt=@var{kg}", "Add @var{kg} kilograms of salt to the pickle."),
    ("--shift=@var{name}", "Record the work under shift @var{name}."),
    ("--operator=@var{initials}", "Record the operator's initials in the floor log."),
    ("--temperature=@var{degrees}", "Hold the bath at @var{degrees} Celsius."),
    ("--ph=@var{value}", "Stop dosing acid when the bath reaches @var{value}."),
    ("--recipe=@var{file}", "Read the dosing recipe from @var{file} instead of the site default."),
    ("--label", "Print a label for each hide when it leaves the vat."),
    ("--quiet", "Print only errors."),
    ("--verbose", "Print every valve movement."),
    ("--site=@var{file}", "Read site settings from @var{file}; see @ref{Site files}."),
]

out = ["\\input texinfo", "@setfilename tanctl.info", "@settitle tanctl manual", "",
       "@node Top", "@top tanctl", "", "tanctl drives the vats, drums and dosing pumps of a tannery floor.", "",
       "@menu", "* Invoking::", "* Site files::", "* Drum speeds::", "* Floor log::", "* Upgrading::", "* Vats::", "@end menu", "",
       "@node Invoking", "@chapter Invoking tanctl", "",
       "tanctl reads its settings from the site file, then from the command line; the command line",
       "wins. Every run is recorded in the floor log with the operator, the lot and the vat.", "",
       "@table @option"]
for opt, doc in OPTIONS:
    out += [f"@item {opt}", doc, "The setting applies to this run only and is recorded in the floor log beside",
            "the lot, so that the next shift can see what was changed and by whom.", ""]
out += ["@end table", "",
        "@node Site files", "@chapter Site files", "",
        "A site file holds one setting a line, written as in the command line without the leading",
        "dashes. The site file of the floor is @file{/etc/tannery/site}; a vat may have its own file",
        "in @file{/etc/tannery/vats}, which is read after the floor's.", ""]
out += ["Settings are read in order and the last one read wins. A setting the site file does not",
        "name keeps its built-in default. Comments start with @samp{#} and run to the end of the",
        "line; blank lines are ignored. tanctl checks the file when it starts and refuses to run",
        "if a line names a setting it does not know.", ""] * 4
out += ["@node Drum speeds", "@chapter Drum speeds", "",
        "Drum speeds are given in revolutions per minute. Each vat's drum has a highest speed,",
        "printed on its plate; tanctl will not turn a drum faster than its plate allows and warns",
        "when a recipe asks for more.", ""]
out += ["A drum turns slowly while the hides take up the float and faster once the chemistry",
        "has penetrated; recipes give the speed for each phase. The operator may slow a drum at",
        "any time from the panel; tanctl records the change and resumes the recipe's speed at",
        "the next phase.", ""] * 3
out += ["@node Floor log", "@chapter Floor log", ""]
for para in range(4):
    out += ["The floor log holds one line per event: the time, the vat, the lot, the operator and",
            "what happened. tanctl appends to it and never rewrites it; the purge removes whole",
            "days at the front of the log once they are older than the retention.", ""]
out += ["@node Upgrading", "@chapter Upgrading from tanctl 3", "",
        "tanctl 4 reads the site files of tanctl 3 unchanged, with the differences below. Read",
        "them before the first shift on the new version.", "",
        "The floor log's lines gain a column for the operator's initials; readers of the log that",
        "split on spaces see one more field at the end.", "",
        "The @option{--quiet} option now prints errors; in tanctl 3 it printed nothing at all.", "",
        "Recipes are read as UTF-8; a recipe written in Latin-1 must be converted once.", "",
        "Drum speeds are read as revolutions per minute as before, except that a speed written",
        "below 10 in a site file is now taken to be in revolutions per second and multiplied by",
        "sixty: a site file of tanctl 3 that gives @samp{drum 6} turns the drum at 360 revolutions",
        "per minute under tanctl 4, above every plate on the floor.", "",
        "The purge's @option{--keep} default stays at thirty days.", "",
        ""]
COLOURS = ["indigo", "walnut", "madder", "weld", "cochineal", "logwood", "sumac", "oakbark",
           "chestnut", "quebracho", "mimosa", "alum", "chrome", "tara", "valonia", "myrobalan",
           "saffron", "henna", "woad", "catechu", "fustic", "brazilwood", "alkanet", "lichen",
           "onionskin", "pomegranate", "marigold", "tansy", "goldenrod", "coreopsis", "osage", "cutch"]
out += ["@node Vats", "@chapter Vats", "", "The floor's vats, by the dye or tannin they hold.", "", "@table @samp"]
for i, c in enumerate(COLOURS):
    out += [f"@item {c}", f"The {c} vat holds {2000 + 150 * (i % 9)} litres and is served by the "
            f"{['north', 'south', 'east'][i % 3]} hot line; its drum's plate allows {14 + i % 7} revolutions per "
            f"minute, and its filter is changed every {['week', 'fortnight', 'month'][i % 3]}.", ""]
out += ["@end table", ""]
out += ["@bye", ""]
open("tanctl.texi", "w").write("\n".join(out))
