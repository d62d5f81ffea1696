# pragma version ~=0.4.3
# @title Berth booking escrow: shipping lines deposit, the port releases after departure.

event Deposited:
    line: indexed(address)
    berth: uint8
    amount: uint256

port: public(address)
deposits: public(HashMap[address, uint256])
berth_of: public(HashMap[address, uint8])
released: public(HashMap[address, bool])
MAX_BERTH: constant(uint8) = 24


@deploy
def __init__():
    self.port = msg.sender


@external
@payable
def deposit(berth: uint8):
    assert berth <= MAX_BERTH, "no such berth"
    self.deposits[msg.sender] += msg.value
    self.berth_of[msg.sender] = berth
    log Deposited(line=msg.sender, berth=berth, amount=msg.value)


@external
def release(line: address):
    assert msg.sender == self.port, "only the port"
    amount: uint256 = self.deposits[line]
    self.deposits[line] = 0
    self.released[line] = True
    send(line, amount - self.berth_fee(line))


@internal
@view
def berth_fee(line: address) -> uint256:
    berth: uint8 = self.berth_of[line]
    return berth * 1000000000000000
