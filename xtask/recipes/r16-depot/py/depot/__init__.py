"""The depot's pallet scale, loaders and route sync."""
