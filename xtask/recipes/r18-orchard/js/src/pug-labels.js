// Compiles the crate label sheet.
const pug = require("pug");
const path = require("path");

const render = pug.compileFile(path.join(__dirname, "../views/labels.pug"));
console.log(render({ note: "DN-0412", crates: [] }));
