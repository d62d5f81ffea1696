// Label tests.
const { render } = require("@depot/labels");

test("renders a bay label", () => {
  expect(render({ bay: 3 })).toContain("BAY 3");
});
