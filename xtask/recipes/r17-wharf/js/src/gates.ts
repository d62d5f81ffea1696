// Gate status helpers.
export function gateStatus(gate: string): string {
  const lanes = laneCount(gate);
  return `${gate}: ${lanes} lanes open`;
}

export function laneCount(gate: string): number {
  return gate.length + 1;
}

export function gateReport(feed) {
  let total = 0;
  for (const lane of feed.lanes) {
    total += lane.trucks;
  }
  const summary: any = { gate: feed.gate, total };
  return summary;
}

export type GateId = "G1" | "G2" | "G3";
