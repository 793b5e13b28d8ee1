/**
 * Webpack loader for translations/<locale>.json: turns every ICU message into its AST at build time with formatjs's
 * own parser, so the browser gets pre-parsed messages and the parser itself stays out of the bundle (webpack aliases
 * @formatjs/icu-messageformat-parser to its no-parser build). Tests and e2e read the plain JSON files.
 */
const { parse } = require('@formatjs/icu-messageformat-parser');

module.exports = function icuAstLoader(source) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      compiled[id] = parse(message);
    } catch (err) {
      throw new Error(`translations: cannot parse message ${id}: ${err.message}`);
    }
  }
  // JSON.parse of a string literal is faster for the browser than an object literal of the same size.
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
};
