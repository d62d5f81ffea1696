"""Loads the day's pallet orders with SQLAlchemy's statement echo on; the last insert breaks a constraint."""
import logging

from sqlalchemy import CheckConstraint, Column, ForeignKey, Integer, String, create_engine, select
from sqlalchemy.orm import Session, declarative_base

logging.basicConfig(format="%(levelname)s %(name)s %(message)s")
logging.getLogger("sqlalchemy.engine").setLevel(logging.INFO)
Base = declarative_base()


class Customer(Base):
    __tablename__ = "customers"
    id = Column(Integer, primary_key=True)
    name = Column(String(40), nullable=False, unique=True)


class Pallet(Base):
    __tablename__ = "pallets"
    id = Column(Integer, primary_key=True)
    customer_id = Column(Integer, ForeignKey("customers.id"), nullable=False)
    product = Column(String(40), nullable=False)
    cases = Column(Integer, CheckConstraint("cases > 0", name="cases_positive"), nullable=False)


engine = create_engine("sqlite://")
Base.metadata.create_all(engine)
with Session(engine) as session:
    names = ["Harbour Foods", "Millbrook Grocers", "Northgate Deli", "Quayside Market"]
    session.add_all(Customer(name=n) for n in names)
    session.commit()
    products = ["peaches in syrup", "chickpeas", "tomato passata", "sardines in oil"]
    for i in range(24):
        session.add(Pallet(customer_id=1 + i % 4, product=products[i % 4], cases=20 + i))
        session.flush()
    big = session.scalars(select(Pallet).where(Pallet.cases > 40).order_by(Pallet.cases.desc())).all()
    print("large pallets:", [p.id for p in big])
    session.add(Pallet(customer_id=3, product="sardines in oil", cases=0))
    session.commit()
