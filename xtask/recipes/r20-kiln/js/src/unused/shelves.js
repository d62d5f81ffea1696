module.exports = { shelves: 4 };
