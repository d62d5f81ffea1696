import { createRoot } from "react-dom/client";
import Header from "./components/Header";
import { VehicleList } from "./components/VehicleList.jsx";
import { BookingForm } from "./components/BookingForm.jsx";
import { tripCost, formatMoney } from "../src/costs.js";
import { freeVehicles } from "../src/availability.js";
import { STATUS_LABELS } from "./format.js";

const config = {
  depot: "North",
  currency: "EUR",
  depot: "South",
};

function App({ fleet }) {
  const free = freeVehicles(fleet, { start: Date.now(), end: Date.now() + 3_600_000 });
  const estimate = formatMoney(tripCost("van", 42, 75), config.currency);
  return (
    <main>
      <Header depot={config.depot} title={STATUS_LABELS.active} />
      <VehicleList ids={free} />
      <BookingForm estimate={estimate} />
    </main>
  );
}

createRoot(document.getElementById("root")).render(<App fleet={window.__FLEET__} />);
