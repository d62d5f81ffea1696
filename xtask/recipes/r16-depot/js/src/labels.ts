// Label rendering for the bay printers.
export interface Label {
  bay: number;
  sku: string;
  weightKg: number;
}

export function render(label: Label): string {
  const lines = [
    `BAY ${label.bay}`,
    `SKU ${label.sku}`,
    `${label.weightKg.toFixed(1)} kg`,
  ];
  return lines.join("\n");
}

export function renderAll(labels: Label[]): string[] {
  return labels.map((label) => {
    if (label.weightKg > 400 {
      return render({ ...label, weightKg: 400 });
    }
    return render(label);
  });
}

export const enum Printer {
  Zebra = "zebra",
  Brother = "brother",
}
