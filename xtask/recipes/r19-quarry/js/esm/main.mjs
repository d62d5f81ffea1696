// Prices a load.
import { rateFor } from './rates.mjs';
import { vatRate } from './rates.mjs';

const tonnes = 22;
console.log((rateFor('north-pit') * tonnes * (1 + vatRate.standard)).toFixed(2));
