// Shared by every jsdom project (its jest.config.cjs lists it before its own setup).
const { configure } = require('@testing-library/dom');

// findBy* and waitFor give up after this long: a limit for hangs, not a speed check. Their 1 s
// default failed a lazily loaded chunk's first import while npm test ran every project at once.
configure({ asyncUtilTimeout: 5_000 });
