"""Scout threads wait on a queue nobody fills; py-spy dumps them while they hang."""
import queue
import threading
import time

reports = queue.Queue()
ledger_lock = threading.Lock()


def scout(name, distance_m):
    waypoint = {"scout": name, "distance_m": distance_m}
    item = reports.get()
    return waypoint, item


def recorder(hives):
    with ledger_lock:
        total = sum(hives.values())
        time.sleep(3600)
    return total


threads = [threading.Thread(target=scout, args=(f"scout-{i}", 150 * i), name=f"scout-{i}") for i in range(3)]
threads.append(threading.Thread(target=recorder, args=({"linden": 6.5, "heather": 4.0},), name="recorder"))
for t in threads:
    t.daemon = True
    t.start()
with open("scouts.ready", "w") as f:
    f.write("ready\n")
for t in threads:
    t.join()
