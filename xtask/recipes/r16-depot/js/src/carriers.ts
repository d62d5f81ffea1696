/** A carrier serving the depot. */
export interface Carrier {
  code: "NRD" | "BAL" | "KST" | "VAL";
  name: string;
}
