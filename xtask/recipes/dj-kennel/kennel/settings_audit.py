"""The kennel's settings with the unfinished audit app switched on."""
from kennel.settings import *  # noqa: F403

INSTALLED_APPS = INSTALLED_APPS + ["audit"]  # noqa: F405
