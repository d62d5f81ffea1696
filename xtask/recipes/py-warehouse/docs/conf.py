import os
import sys

sys.path.insert(0, os.path.abspath(".."))

project = "Warehouse"
author = "Ops"
release = "2.4.0"
extensions = ["sphinx.ext.autodoc"]
html_theme = "alabaster"
exclude_patterns = ["_build"]
