// Books a passage through three flights; every booking fails, each with a chain of causes.
'use strict';

class BookingError extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = 'BookingError';
    this.code = 'E_BOOKING';
  }
}

function readWindow(flight, text) {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new Error(`${flight}: tide window is not JSON`, { cause: err });
  }
}

function book(flight, text, boat) {
  try {
    const w = readWindow(flight, text);
    if (w.opens > w.closes) throw new RangeError(`${flight}: window opens at ${w.opens} after it closes at ${w.closes}`);
    return `${boat} booked at ${flight}`;
  } catch (err) {
    throw new BookingError(`cannot book ${boat} through ${flight}`, { cause: err });
  }
}

const attempts = [
  ['Caen Hill', '{"opens": 420, "closes": 1140', 'Kingfisher'],
  ['Foxton', '{"opens": 900, "closes": 600}', 'Otter'],
  ['Tardebigge', "{'opens': 480}", 'Heron'],
];
const errors = [];
for (const [flight, text, boat] of attempts) {
  try {
    book(flight, text, boat);
  } catch (err) {
    errors.push(err);
  }
}
throw new AggregateError(errors, `no passage booked for 2024-04-05 (${errors.length} of ${attempts.length} flights failed)`);
