// Validates a grower's registration with joi and prints the annotated object it rejects.
const Joi = require("joi");

const schema = Joi.object({
  id: Joi.string().pattern(/^G-\d{3}$/).required(),
  name: Joi.string().required(),
  email: Joi.string().email({ tlds: false }).required(),
  hectares: Joi.number().min(0.5).max(400).required(),
  blocks: Joi.array().items(Joi.object({ code: Joi.string().length(3), variety: Joi.string(), trees: Joi.number().integer() })),
  bank: Joi.object({ sort_code: Joi.string().pattern(/^\d{2}-\d{2}-\d{2}$/), account: Joi.string().length(8) }),
});

const grower = {
  id: "G-104",
  name: "Hollow Lane Farm",
  email: "accounts@hollowlane.example",
  hectares: 612,
  blocks: Array.from({ length: 12 }, (_, i) => ({ code: `B${String(i + 1).padStart(2, "0")}`, variety: "Gala", trees: 180 + i })),
  bank: { sort_code: "40-47-8", account: "31926819" },
};
const { error } = schema.validate(grower, { abortEarly: false });
if (error) {
  console.error(error.annotate(true));
  console.error(error.details.map((d) => `${d.path.join(".")}: ${d.message}`).join("\n"));
  process.exit(1);
}
