import lit.formats

config.name = "kiln-codegen"
config.test_format = lit.formats.ShTest(False)
config.suffixes = [".test"]
config.test_source_root = os.path.dirname(__file__)
config.substitutions.append(("FileCheck", "FileCheck-14"))
config.substitutions.append(("%emit", "python3 " + os.path.join(os.path.dirname(__file__), "emit.py")))
