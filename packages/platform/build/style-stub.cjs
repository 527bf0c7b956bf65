// jest: style sheets have no behaviour to test.
module.exports = {};
