// Renders the weekly grower statement from an EJS template; one grower has no grade on a delivery.
const ejs = require("ejs");
const path = require("path");

const growers = Array.from({ length: 30 }, (_, i) => ({
  id: `G-${String(i + 1).padStart(3, "0")}`,
  deliveries: Array.from({ length: 4 }, (_, d) => ({ note: `DN-${i * 4 + d + 1}`, crates: 10 + d, grade: { label: "Class I" } })),
}));
delete growers[18].deliveries[2].grade;
ejs.renderFile(path.join(__dirname, "../views/statement.ejs"), { growers, week: 37 }, {}, (err, html) => {
  if (err) {
    console.error(err);
    process.exit(1);
  }
  console.log(html);
});
