"""Writes docmods/: 450 modules of Google-style documented functions; four docstrings disagree."""
import os

os.makedirs("docmods", exist_ok=True)
for m in range(1, 451):
    funcs = []
    for f in range(1, 6):
        name = f"stack_{m:03d}_{f}"
        args = "row: int, stack: int"
        doc_args = "        row (int): The yard row.\n        stack (int): The stack in the row.\n"
        ret = "int"
        if (m, f) == (117, 3):
            args = "row: int, stack: int, limit_kg: float"
        if (m, f) == (229, 1):
            doc_args = "        row (int): The yard row.\n        stack (str): The stack in the row.\n"
        if (m, f) == (344, 5):
            ret = "float"
        if (m, f) == (352, 2):
            doc_args = "        stack (int): The stack in the row.\n        row (int): The yard row.\n"
        funcs.append(
            f"def {name}({args}) -> {ret}:\n"
            f'    """Count the boards in stack {f} of module {m}.\n\n'
            f"    Args:\n{doc_args}\n"
            f"    Returns:\n        int: The number of boards.\n"
            f'    """\n'
            f"    return row * 100 + stack\n"
        )
    with open(f"docmods/stacks_{m:03d}.py", "w") as out:
        out.write(f'"""Stacks of yard section {m}."""\n\n\n' + "\n\n".join(funcs))
