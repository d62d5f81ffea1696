// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A market for honey jars: hives list batches, buyers pay per jar.
contract HoneyMarket {
    struct Batch { address hive; uint256 jars; uint256 pricePerJar; bool sold; }

    mapping(uint256 => Batch) public batches;
    uint256 public nextId;
    event Listed(uint256 id, address hive, uint256 jars);

    function list(uint256 jars, uint256 price) external returns (uint256 id) {
        id = nextId++;
        batches[id] = Batch(msg.sender, jars, price, false);
        emit Listed(id, msg.sender, jars);
    }

    function buy(uint256 id) external payable {
        Batch storage b = batches[id];
        require(!b.sold, "already sold");
        uint256 cost = b.jars * b.pricePerJar;
        require(msg.value == cost, "wrong payment");
        b.sold = true;
        payable(b.hive).transfer(cost);
    }

    function total() public view returns (uint8) {
        uint256 sum;
        for (uint256 i = 0; i < nextId; i++) sum += batches[i].jars;
        return sum;
    }

    function withdraw() public {
        msg.sender.transfer(address(this).balance);
        unknownHelper(1);
    }
}
