// Step definitions for the grading feature.
const assert = require("node:assert");
const { Given, When, Then } = require("@cucumber/cucumber");

Given("board {word} leaves the kiln at {float} percent moisture", function (board, moisture) {
  this.board = board;
  this.moisture = moisture;
});

When("the grader reads the meter", function () {
  this.grade = this.moisture > 24 ? "REJECT" : this.moisture > 19 ? "KILN" : "DRY";
});

Then("the board is graded {word}", function (expected) {
  assert.strictEqual(this.grade, expected, `board ${this.board} at ${this.moisture}%`);
});
