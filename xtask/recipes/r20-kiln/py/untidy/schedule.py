"""Kiln firing schedules, written before the formatter was adopted."""
import math,os
from dataclasses import dataclass,field

@dataclass
class Segment :
    rate : int   # degrees per hour
    target : int
    hold_min : int=0

SCHEDULES = { 'bisque':[Segment(80,600),Segment(150,1000,hold_min=10)], 'glaze-cone6':[Segment(150,600),Segment(300,1100),Segment(60,1222,hold_min = 15)],
  'glaze-cone10':[Segment(150,600),Segment(300,1150),Segment(60,1285,hold_min=20)] }

def duration_hours( schedule,start=20 ):
    total=0.0; temp=start
    for seg in schedule :
        total += abs(seg.target-temp)/seg.rate + seg.hold_min/60
        temp=seg.target
    return round(total,2)

def describe(name) :
    s=SCHEDULES[ name ]
    return "%s: %d segments, %.2f h, peak %d C"%(name,len(s),duration_hours(s),max(seg.target for seg in s))
