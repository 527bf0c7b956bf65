// jsdom lacks these; React and some libraries read them.
const util = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;
if (typeof globalThis.CSS === 'undefined') globalThis.CSS = { supports: () => false };
else if (typeof globalThis.CSS.supports !== 'function') globalThis.CSS.supports = () => false;
// jsdom's <dialog> has no showModal/close; the Dialog primitive uses them.
const { HTMLDialogElement } = globalThis;
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal() { this.setAttribute('open', ''); };
  HTMLDialogElement.prototype.close = function close() { this.removeAttribute('open'); };
}
