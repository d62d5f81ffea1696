// Validates the packhouse's line configuration (40 lines of four stations) with zod.
const { z } = require("zod");

const Station = z.object({
  id: z.string().regex(/^S\d{2}$/),
  kind: z.enum(["washer", "sizer", "camera", "bagger"]),
  speed_cpm: z.number().int().min(10).max(240),
});
const Line = z.object({
  line: z.string(),
  room: z.number().int().positive(),
  stations: z.array(Station).length(4),
});
const Config = z.object({ site: z.string(), lines: z.array(Line) });

const lines = [];
for (let i = 1; i <= 40; i++) {
  const kinds = ["washer", "sizer", "camera", "bagger"];
  const stations = kinds.map((kind, k) => ({ id: `S${String(k + 1).padStart(2, "0")}`, kind, speed_cpm: 60 + ((i * 7 + k) % 120) }));
  if (i === 17) stations[2].speed_cpm = 310;
  if (i === 33) stations[3].kind = "labeller";
  lines.push({ line: `L-${i}`, room: i === 26 ? "4" : 1 + (i % 8), stations });
}
Config.parse({ site: "Vale packhouse", lines });
console.log("configuration valid");
