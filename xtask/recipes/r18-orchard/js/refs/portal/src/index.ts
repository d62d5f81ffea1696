/** The growers' portal. */
import { statement } from "../../pricing/src/index";

export function page(): string {
  return statement([{ tag: "C-0001", kg: 18, grade: 1 }]);
}
