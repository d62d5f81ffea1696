export default {
  input: "src/main.js",
  output: { file: "dist/site.js", format: "es" },
};
