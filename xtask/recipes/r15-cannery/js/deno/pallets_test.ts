import { assertEquals } from "./assert.ts";
import { casesPerLayer } from "./layers.ts";

Deno.test("cases per layer of a 300 mm case", () => {
  assertEquals(casesPerLayer(300), 4);
});

Deno.test("cases per layer of a 250 mm case", () => {
  assertEquals(casesPerLayer(250), 5);
});

Deno.test("a 1000 mm pallet holds three 300 mm cases", () => {
  assertEquals(casesPerLayer(300, 1000), 4);
});

Deno.test("layers of an empty pallet", () => {
  assertEquals(casesPerLayer(0), 0);
});
