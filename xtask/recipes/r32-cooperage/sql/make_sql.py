"""Round 32's SQL inputs, written into this directory by `python3 make_sql.py`: load.sql (psql: the
week's casks and hoop fits; a retirement trigger deletes one cask mid-week and a later fit still
names it), toast.sql (psql: a PL/pgSQL toasting plan whose one char level maps past the check),
and report.sql (sqlite3's line mode: casks joined to coopers, one cooper id mistyped)."""
from pathlib import Path

WOODS = ["sessile", "pedunculate", "white", "chestnut", "acacia", "mizunara"]
TOASTS = ["light", "medium", "medium-plus", "heavy"]
COOPERS = ["Aubert", "Bellamy", "Corbin", "Delorme", "Esnault", "Fabre", "Guerin", "Hardy",
           "Isnard", "Jolivet", "Kessler", "Lemaire"]


def load_sql():
    out = ["CREATE SCHEMA cooperage;",
           "SET search_path = cooperage;",
           "CREATE TABLE casks (id text PRIMARY KEY, wood text NOT NULL, staves int NOT NULL, toast text NOT NULL, litres int NOT NULL);",
           "CREATE TABLE hoop_fits (cask_id text NOT NULL REFERENCES casks(id), hoop int NOT NULL, diameter_mm int NOT NULL, PRIMARY KEY (cask_id, hoop));",
           """CREATE FUNCTION retire_note() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE NOTICE 'cask % retired: its staves go to the next cask on the bench', OLD.id;
  RETURN OLD;
END $$;""",
           "CREATE TRIGGER casks_retire BEFORE DELETE ON casks FOR EACH ROW EXECUTE FUNCTION retire_note();"]
    n = 0
    for day in range(1, 13):
        rows = []
        for _ in range(20):
            n += 1
            rows.append(f"('C-{n:03d}', '{WOODS[n % 6]}', {28 + n % 5}, '{TOASTS[n % 4]}', {225 + (n % 4) * 75})")
        out.append("INSERT INTO casks VALUES\n  " + ",\n  ".join(rows) + ";")
        if day == 7:
            out.append("DELETE FROM casks WHERE id = 'C-117';")
        if day >= 3:
            first = (day - 3) * 20 + 1
            for c in range(first, first + 20):
                if c == 117 and day < 9:
                    continue
                vals = ",\n  ".join(f"('C-{c:03d}', {h}, {540 + h * 12 + c % 7})" for h in range(1, 7))
                out.append(f"INSERT INTO hoop_fits VALUES\n  {vals};")
            if day == 9:
                vals = ",\n  ".join(f"('C-117', {h}, {540 + h * 12 + 117 % 7})" for h in range(1, 7))
                out.append(f"INSERT INTO hoop_fits VALUES\n  {vals};")
        out.append(f"SELECT id, wood, staves, toast, litres FROM casks WHERE id > 'C-{n - 20:03d}' ORDER BY id;")
    out.append("SELECT c.id, count(f.hoop) AS hoops FROM casks c LEFT JOIN hoop_fits f ON f.cask_id = c.id GROUP BY c.id HAVING count(f.hoop) < 6 ORDER BY c.id;")
    Path("load.sql").write_text("\n".join(out) + "\n")


def toast_sql():
    out = ["CREATE SCHEMA toasting;", "SET search_path = toasting;",
           "CREATE TABLE orders (cask text PRIMARY KEY, style text NOT NULL, toast text NOT NULL);",
           "CREATE TABLE toastings (cask text PRIMARY KEY, char_level int NOT NULL CHECK (char_level BETWEEN 0 AND 3), minutes int NOT NULL);"]
    rows = []
    for n in range(1, 241):
        toast = TOASTS[n % 4]
        if n == 143:
            toast = "alligator"
        rows.append(f"('C-{n:03d}', '{['wine', 'spirit', 'sherry'][n % 3]}', '{toast}')")
    out.append("INSERT INTO orders VALUES\n  " + ",\n  ".join(rows) + ";")
    out.append("""CREATE FUNCTION char_for(toast text) RETURNS int LANGUAGE plpgsql AS $$
BEGIN
  RETURN CASE toast WHEN 'light' THEN 0 WHEN 'medium' THEN 1 WHEN 'medium-plus' THEN 2 WHEN 'heavy' THEN 3
                    WHEN 'alligator' THEN 4 ELSE NULL END;
END $$;""")
    out.append("""CREATE FUNCTION plan_night() RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  o record;
  lvl int;
  planned int := 0;
BEGIN
  FOR o IN SELECT * FROM orders ORDER BY cask LOOP
    lvl := char_for(o.toast);
    IF o.toast NOT IN ('light', 'medium', 'medium-plus', 'heavy') THEN
      RAISE NOTICE 'cask %: % toast is a spirit char, level %', o.cask, o.toast, lvl;
    ELSE
      RAISE NOTICE 'cask % (%): % toast, char level %', o.cask, o.style, o.toast, lvl;
    END IF;
    PERFORM pg_sleep(0);
    IF o.cask >= 'C-200' THEN
      INSERT INTO toastings VALUES (o.cask, lvl, 30 + lvl * 8);
    END IF;
    planned := planned + 1;
  END LOOP;
  RETURN planned;
END $$;""")
    out.append("CREATE TABLE night AS SELECT plan_night() AS planned;")
    out.append("INSERT INTO toastings SELECT cask, char_for(toast), 45 FROM orders WHERE cask < 'C-200';")
    out.append("SELECT count(*) AS toasted FROM toastings;")
    Path("toast.sql").write_text("\n".join(out) + "\n")


def report_sql():
    out = [".mode line", "CREATE TABLE coopers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, bench INTEGER NOT NULL);"]
    for k, name in enumerate(COOPERS, start=1):
        out.append(f"INSERT INTO coopers VALUES ({k}, '{name}', {k + 10});")
    out.append("CREATE TABLE casks (id TEXT PRIMARY KEY, cooper_id INTEGER, wood TEXT, staves INTEGER, toast TEXT, litres INTEGER);")
    for n in range(1, 181):
        cooper = n % 12 + 1
        if n == 117:
            cooper = 21
        out.append(f"INSERT INTO casks VALUES ('C-{n:03d}', {cooper}, '{WOODS[n % 6]}', {28 + n % 5}, '{TOASTS[n % 4]}', {225 + (n % 4) * 75});")
    out.append("SELECT id, name, bench FROM coopers ORDER BY id;")
    out.append("SELECT c.id AS cask, c.cooper_id, k.name AS cooper, k.bench, c.wood, c.staves, c.toast, c.litres FROM casks c LEFT JOIN coopers k ON k.id = c.cooper_id ORDER BY c.id;")
    out.append("SELECT k.name AS cooper, count(*) AS casks FROM casks c JOIN coopers k ON k.id = c.cooper_id GROUP BY k.name ORDER BY k.name;")
    out.append("SELECT count(*) AS casks_on_the_books FROM casks;")
    Path("report.sql").write_text("\n".join(out) + "\n")


load_sql()
toast_sql()
report_sql()
