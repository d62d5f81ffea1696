"""Mooring permits: holders, buoys and the season's renewals, in SQLite through SQLAlchemy."""
from sqlalchemy import CheckConstraint, ForeignKey, String, create_engine, select
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column


class Base(DeclarativeBase):
    pass


class Holder(Base):
    __tablename__ = "holders"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(40))
    email: Mapped[str] = mapped_column(String(60), unique=True)


class Permit(Base):
    __tablename__ = "permits"
    __table_args__ = (CheckConstraint("length_m <= 12", name="ck_permit_length"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    buoy: Mapped[str] = mapped_column(String(6), unique=True)
    holder_id: Mapped[int] = mapped_column(ForeignKey("holders.id"))
    length_m: Mapped[float]


def renew(session, season):
    holders = [Holder(name=f"Holder {i}", email=f"h{i % 40}@example.com") for i in range(60)]
    session.add_all(holders)
    session.flush()
    for i, h in enumerate(holders):
        session.add(Permit(buoy=f"B{i:03d}", holder_id=h.id, length_m=6 + i % 8))
    session.commit()
    print(season, "renewed", session.scalar(select(Permit.id).limit(1)))


if __name__ == "__main__":
    engine = create_engine("sqlite:///moorings.db", echo=True)
    Base.metadata.drop_all(engine)
    Base.metadata.create_all(engine)
    with Session(engine) as session:
        renew(session, "2026")
