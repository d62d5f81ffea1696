"""Writes the plant messages' German catalogue for pofilter: three hundred entries translated by a
crew that drops the final full stop, and one whose translation lost the %d of its source."""
import os

os.makedirs("po", exist_ok=True)
panels = ["Crusher", "Screen", "Belt", "Loader", "Hopper", "Drill", "Pump", "Scale", "Truck", "Bench"]
nouns = ["Brecher", "Sieb", "Band", "Lader", "Trichter", "Bohrgerät", "Pumpe", "Waage", "LKW", "Sohle"]
with open("po/plant.de.po", "w") as f:
    f.write('msgid ""\nmsgstr ""\n"Project-Id-Version: plant 4.2\\n"\n"Report-Msgid-Bugs-To: plant@quarry.test\\n"\n'
            '"POT-Creation-Date: 2026-04-01 08:00+0000\\n"\n"PO-Revision-Date: 2026-04-03 16:20+0000\\n"\n'
            '"Last-Translator: remote crew <remote@quarry.test>\\n"\n"Language-Team: German <de@quarry.test>\\n"\n"Language: de\\n"\n'
            '"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Content-Transfer-Encoding: 8bit\\n"\n\n')
    for n in range(1, 301):
        p = n % 10
        src = f"{panels[p]} {n} reports %d faults since the last service."
        dst = f"{nouns[p]} {n} meldet %d Störungen seit der letzten Wartung"
        if n == 173:
            dst = f"{nouns[p]} {n} meldet Störungen seit der letzten Wartung"
        f.write(f"#: src/panel/{panels[p].lower()}.c:{100 + n}\n#, c-format\n")
        f.write(f'msgid "{src}"\nmsgstr "{dst}"\n\n')
