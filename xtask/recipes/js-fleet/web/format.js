// Display helpers for the booking screens.
export function formatMoney(amount, currency) {
  return new Intl.NumberFormat("de-DE", { style: "currency", currency }).format(amount);
}

export const STATUS_LABELS = {
  active: "Verfügbar",
  standby: "Bereitschaft",
  retired = "Ausgemustert",
};

export function label(status) {
  return STATUS_LABELS[status] ?? status
}
