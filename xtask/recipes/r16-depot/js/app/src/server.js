// The kiosk's HTTP server.
const express = require("express");
const { z } = require("zod");
const dayjs = require("dayjs");
const { pool } = require("./db");

const Shipment = z.object({ id: z.string(), bay: z.number() });
const app = express();
app.get("/shipments/:id", async (req, res) => {
  const row = await pool.query("SELECT * FROM shipments WHERE id = $1", [req.params.id]);
  res.json({ ...Shipment.parse(row), seen: dayjs().format() });
});
module.exports = app;
