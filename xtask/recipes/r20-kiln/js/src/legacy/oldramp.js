module.exports = { old: true };
