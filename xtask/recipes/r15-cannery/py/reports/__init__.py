"""Daily reports of the line: imports the packages deptry checks against pyproject.toml."""
import json
import os

import click
import pandas
import yaml
from dateutil import parser as dateparser

from cannery.retort import hold_minutes


@click.command()
def daily():
    frame = pandas.DataFrame({"hold": [hold_minutes("211x300")]})
    print(json.dumps(frame.to_dict()), os.getcwd(), yaml.__name__, dateparser.__name__)
