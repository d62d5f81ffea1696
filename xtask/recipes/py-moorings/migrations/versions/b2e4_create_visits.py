"""create visits"""
import sqlalchemy as sa
from alembic import op

revision = "b2e4c0de0002"
down_revision = "a1f3c0de0001"


def upgrade():
    op.create_table("visits", sa.Column("id", sa.Integer, primary_key=True), sa.Column("berth_id", sa.Integer, sa.ForeignKey("berths.id")), sa.Column("nights", sa.Integer))
