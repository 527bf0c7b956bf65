const { jestConfig } = require('@homewise/platform/jest');

module.exports = jestConfig(__dirname);
