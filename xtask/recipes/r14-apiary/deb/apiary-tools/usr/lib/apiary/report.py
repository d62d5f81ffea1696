#!/usr/bin/python
print "hive report"
