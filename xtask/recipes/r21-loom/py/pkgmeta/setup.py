from setuptools import setup

setup(
    name="loomroom",
    version="0.1",
    description="Helpers for the north mill's loom room",
    author="Ada Lovelace",
    author_email="ada@example.com",
    license="MIT",
    packages=["loomroom"],
    classifiers=["Programming Language :: Python :: 3", "License :: OSI Approved :: MIT License"],
)
