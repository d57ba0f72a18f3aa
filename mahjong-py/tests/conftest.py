"""Fixtures shared by the tests: the three tables with League house rules and the sample card."""

import pytest

from mahjong_core import Card
from mahjong_core.rules import Table


@pytest.fixture(scope="session")
def american():
    return Table("american")


@pytest.fixture(scope="session")
def chinese():
    return Table("chinese")


@pytest.fixture(scope="session")
def british():
    return Table("british")


@pytest.fixture(scope="session")
def sample_card():
    return Card.sample()
