"""Pretty-prints the station status feed (minidom): 200 stations, one reporting a fault."""
from xml.dom.minidom import Document

doc = Document()
feed = doc.createElement("feed")
feed.setAttribute("region", "north-east")
doc.appendChild(feed)
for n in range(1, 201):
    st = doc.createElement("station")
    st.setAttribute("id", f"S-{n:03d}")
    st.setAttribute("status", "error" if n == 144 else "ok")
    for tag, value in (("lamp", f"{1 + n % 4}"), ("battery", f"{12.0 + (n % 9) / 10:.1f}"), ("keeper", f"K-{n % 31:02d}")):
        el = doc.createElement(tag)
        el.appendChild(doc.createTextNode(value))
        st.appendChild(el)
    if n == 144:
        fault = doc.createElement("fault")
        fault.setAttribute("code", "E17")
        fault.appendChild(doc.createTextNode("fog signal compressor pressure low"))
        st.appendChild(fault)
    feed.appendChild(st)
print(doc.toprettyxml(indent="  "), end="")
