// Loads the cold-store plan (data/stores.yaml) with js-yaml.
const fs = require("fs");
const path = require("path");
const yaml = require("js-yaml");

const doc = yaml.load(fs.readFileSync(path.join(__dirname, "../data/stores.yaml"), "utf8"), { filename: "data/stores.yaml" });
console.log(`${doc.rooms.length} rooms planned`);
