"""Writes the plant's translations, one catalogue per component and language (twenty components,
ten languages): l10n/loader/pl.po has twelve untranslated and three fuzzy entries, and
l10n/pump/fi.po one translation that lost the %d of its source."""
import os

components = ["crusher", "screen", "belt", "loader", "hopper", "drill", "pump", "scale", "truck", "bench",
              "silo", "washer", "feeder", "stacker", "reclaimer", "weighbridge", "compressor", "generator",
              "dustfilter", "sprinkler"]
langs = ["de", "fr", "es", "it", "nl", "pl", "sv", "fi", "pt", "cs"]
for c in components:
    os.makedirs(f"l10n/{c}", exist_ok=True)
    for lang in langs:
        with open(f"l10n/{c}/{lang}.po", "w") as f:
            f.write(f'msgid ""\nmsgstr ""\n"Project-Id-Version: {c} 4.2\\n"\n"Language: {lang}\\n"\n'
                    '"MIME-Version: 1.0\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Content-Transfer-Encoding: 8bit\\n"\n\n')
            for n in range(1, 31):
                src = f"{c} message {n}: %d loads since the last check"
                dst = f"[{lang}] {c} {n}: %d"
                flag = "#, c-format\n"
                if c == "loader" and lang == "pl" and n > 18:
                    dst = ""
                if c == "loader" and lang == "pl" and n in (3, 7, 11):
                    flag = "#, fuzzy, c-format\n"
                if c == "pump" and lang == "fi" and n == 22:
                    dst = f"[{lang}] {c} {n}"
                f.write(f"#: src/{c}/messages.c:{20 + n}\n{flag}msgid \"{src}\"\nmsgstr \"{dst}\"\n\n")
