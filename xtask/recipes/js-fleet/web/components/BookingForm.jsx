import { useState } from "react";

export function BookingForm({ estimate }) {
  const [riders, setRiders] = useState(1);
  const perRider = estimate / riders;
  return (
    <form className="booking" onSubmit={(e) => { e.preventDefault(); submit(riders) }}>
      <label>
        Riders
        <input type="number" value={riders} onChange={(e) => setRiders(+e.target.value)} />
      </label>
      <p>Estimate: {estimate} ({perRider.toFixed(2)} per rider</p>
      <button type="submit" disabled={riders === NaN}>Book</button>
    </form>
  );
}
