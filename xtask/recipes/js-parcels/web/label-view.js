export function trackingNumber(serial) {
  return `PX${String(serial).padStart(11, '0')}`;
}
