"""create berths"""
import sqlalchemy as sa
from alembic import op

revision = "a1f3c0de0001"
down_revision = None


def upgrade():
    op.create_table("berths", sa.Column("id", sa.Integer, primary_key=True), sa.Column("code", sa.String(4), nullable=False))
    op.bulk_insert(sa.table("berths", sa.column("id"), sa.column("code")), [{"id": i, "code": f"N-{i:02d}"} for i in range(1, 9)])
