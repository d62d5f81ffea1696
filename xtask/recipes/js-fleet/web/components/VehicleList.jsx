export function VehicleList({ ids }) {
  if (ids.length == 0) {
    return <p className="empty">No vehicles free</p>;
  }
  return (
    <ul className="vehicles">
      {ids.map((id) => (
        <li key={id} className={typeof id == "numbr" ? "legacy" : "current"}>{id}</li>
      ))}
    </ul>
  );
}
