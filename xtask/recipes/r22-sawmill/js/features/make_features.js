// Writes features/grading.feature: a scenario outline over 240 boards; one example expects the wrong grade.
const fs = require("fs");
const rows = [];
for (let i = 1; i <= 240; i++) {
  const moisture = 8 + ((i * 37) % 110) / 10;
  let grade = moisture > 24 ? "REJECT" : moisture > 19 ? "KILN" : "DRY";
  if (i === 163) grade = grade === "DRY" ? "KILN" : "DRY";
  rows.push(`      | B-${String(i).padStart(4, "0")} | ${moisture.toFixed(1)} | ${grade} |`);
}
fs.writeFileSync(
  "features/grading.feature",
  `Feature: Moisture grading at the kiln exit

  Scenario Outline: a board is graded by its moisture
    Given board <board> leaves the kiln at <moisture> percent moisture
    When the grader reads the meter
    Then the board is graded <grade>

    Examples:
      | board | moisture | grade |
${rows.join("\n")}
`
);
