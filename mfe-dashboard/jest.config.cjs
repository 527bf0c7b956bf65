const { jestConfig } = require('@homewise/platform/jest');

// jest-dom's matchers (toHaveAttribute, toBeInTheDocument…) read like what a person checks.
module.exports = jestConfig(__dirname, { setupFilesAfterEnv: ['@testing-library/jest-dom'] });
