// The wharf dashboard's entry point.
import { berthLabel } from "./berths";
import { gateStatus } from "./gates";

export function render(): string {
  return [berthLabel(3), gateStatus("G2")].join("\n");
}
