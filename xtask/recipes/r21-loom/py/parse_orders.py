"""Totals the metres of cloth ordered in orders.xml."""
import xml.etree.ElementTree as ET


def total_metres(path):
    tree = ET.parse(path)
    return sum(int(o.findtext("metres")) for o in tree.getroot().iter("order"))


if __name__ == "__main__":
    print("metres ordered:", total_metres("orders.xml"))
