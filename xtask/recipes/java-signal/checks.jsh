import signal.Interlock;
var box = new Interlock();
box.aspect("S4")
box.setRoute("S4", "S12")
box.overlapMillis("three")
Interlock.Aspect.valueOf("GREEN")
int sections = 4
box.overlapMillis(sections)
String route = box.routes.get(0);
List<Integer> xs = List.of(1, 2, 3); xs.add(4);
/exit
