"""berths get a depth"""
import sqlalchemy as sa
from alembic import op

revision = "c3d5c0de0003"
down_revision = "b2e4c0de0002"


def upgrade():
    op.add_column("berths", sa.Column("depth_m", sa.Numeric(4, 1), nullable=False))
    op.create_index("ix_berths_code", "berths", ["code"], unique=True)
