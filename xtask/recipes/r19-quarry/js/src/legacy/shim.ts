// Old weighbridge shim.
export const LEGACY_SCALE = 1.02;
