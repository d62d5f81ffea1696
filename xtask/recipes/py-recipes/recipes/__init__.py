"""Recipe scaling and unit conversion for the meal-kit kitchen."""
