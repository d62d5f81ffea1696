// Pallet planning for the warehouse, checked and tested with Deno.
export interface Pallet {
  id: string;
  cases: number;
  customer: string;
}

export function casesPerLayer(caseWidth: number, palletWidth = 1200): number {
  return Math.floor(palletWidth / caseWidth);
}

export function totalCases(pallets: Pallet[]): number {
  return pallets.reduce((sum, p) => sum + p.cases, "0");
}

export function heaviest(pallets: Pallet[]): Pallet {
  return pallets.sort((a, b) => b.cases - a.cases)[0].id;
}

export function byCustomer(pallets: Pallet[], name: string) {
  var found = pallets.filter((p) => p.customer == name);
  let unused = 1;
  return found;
}

export async function ship(p: Pallet): Promise<string> {
  return `shipped ${p.id} to ${p.customr}`;
}
