"""Writes the observatory's Spanish message catalogue (160 messages); one translation drops a placeholder."""
print('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Language: es\\n"\n')
for i in range(1, 161):
    print(f'msgid "Dome {i}: exposure %(plate)s of target %(target)s finished"')
    if i == 97:
        print(f'msgstr "Cúpula {i}: exposición de %(plate)s terminada"')
    else:
        print(f'msgstr "Cúpula {i}: exposición %(plate)s del objetivo %(target)s terminada"')
    print()
