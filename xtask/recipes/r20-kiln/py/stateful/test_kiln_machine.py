"""A stateful test of the kiln controller: heat, hold and vent in any order."""
from hypothesis import settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule


class Controller:
    def __init__(self):
        self.temp = 20
        self.vent_open = False

    def heat(self, degrees):
        self.temp += degrees if not self.vent_open else degrees // 2

    def vent(self):
        self.vent_open = not self.vent_open
        if self.vent_open:
            self.temp -= 150


class KilnMachine(RuleBasedStateMachine):
    def __init__(self):
        super().__init__()
        self.kiln = Controller()

    @rule(degrees=st.integers(min_value=1, max_value=400))
    def heat(self, degrees):
        self.kiln.heat(degrees)

    @rule()
    def vent(self):
        self.kiln.vent()

    @invariant()
    def never_below_room_temperature(self):
        assert self.kiln.temp >= 20, f"kiln at {self.kiln.temp} C, below room temperature"


KilnMachine.TestCase.settings = settings(max_examples=200, derandomize=True, deadline=None)
TestKiln = KilnMachine.TestCase
