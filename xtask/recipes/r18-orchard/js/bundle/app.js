// The label printer's browser bundle: validation, templates and YAML parsing in one file.
const { z } = require("zod");
const Joi = require("joi");
const yaml = require("js-yaml");
const ejs = require("ejs");

module.exports = { z, Joi, yaml, ejs };
