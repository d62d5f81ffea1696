Feature: Stock moves between bins
  Bins hold stock up to their capacity; moves and picks keep the totals right.

  Background:
    Given a warehouse with bins
      | code  | capacity |
      | A-01  | 100      |
      | A-02  | 50       |
      | B-01  | 200      |

  Scenario: Receiving stock into a bin
    When 40 of "BOLT-M8" arrive in bin "A-01"
    Then bin "A-01" holds 40 of "BOLT-M8"
    And the warehouse has 40 of "BOLT-M8" on hand

  Scenario: A bin refuses stock over its capacity
    When 40 of "BOLT-M8" arrive in bin "A-02"
    And 20 of "NUT-M8" arrive in bin "A-02"
    Then the last receipt fails with "bin A-02 would hold 60 > capacity 50"

  Scenario: Moving stock keeps the total
    Given 80 of "WASHER-8" arrive in bin "B-01"
    When I move 30 of "WASHER-8" from "B-01" to "A-02"
    Then bin "B-01" holds 50 of "WASHER-8"
    And bin "A-02" holds 30 of "WASHER-8"
    And the warehouse has 80 of "WASHER-8" on hand

  Scenario: Picking takes the fullest bin first
    Given 10 of "BOLT-M8" arrive in bin "A-01"
    And 45 of "BOLT-M8" arrive in bin "B-01"
    When I pick an order of 50 "BOLT-M8"
    Then the pick list is
      | bin  | sku     | qty |
      | B-01 | BOLT-M8 | 45  |
      | A-01 | BOLT-M8 | 5   |

  Scenario Outline: Moves that the source bin cannot cover
    Given 5 of "<sku>" arrive in bin "A-01"
    When I move <qty> of "<sku>" from "A-01" to "B-01"
    Then the move fails with "<message>"

    Examples:
      | sku      | qty | message                                     |
      | BOLT-M8  | 6   | bin A-01 has 5 of BOLT-M8, cannot move 6    |
      | NUT-M8   | 50  | bin A-01 has 5 of NUT-M8, cannot move 50    |

  Scenario: Counting a cycle
    Given 12 of "HINGE-40" arrive in bin "A-02"
    When the cycle count of bin "A-02" finds 11 of "HINGE-40"
    Then the variance report lists "HINGE-40" at -1
