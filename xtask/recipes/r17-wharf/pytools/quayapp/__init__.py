"""The quay application: api over services over storage."""
