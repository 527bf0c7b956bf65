const { jestConfig } = require('./build/jest-base.cjs');

module.exports = jestConfig(__dirname);
