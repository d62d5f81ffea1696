"""Compiles a template with a syntax error in an included macro file."""
from jinja2 import Environment, DictLoader

templates = {
    "macros.html": "{% macro jar(hive, kg) %}\n<li>{{ hive }}: {{ kg }} kg</li>\n{% endmacro %}\n{% macro jars(items) %}\n{% for i in items %}{{ jar(i.hive, i.kg) }}\n{% endfor %\n{% endmacro %}\n",
    "labels.html": "{% import 'macros.html' as m %}\n<ul>{{ m.jars(items) }}</ul>\n",
}
env = Environment(loader=DictLoader(templates))
print(env.get_template("labels.html").render(items=[{"hive": "linden", "kg": 6.5}]))
