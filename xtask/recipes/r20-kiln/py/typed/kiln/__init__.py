"""The kiln controller package."""
