/**
 * What the tests look for, found inside the page the same way in every engine: Testing Library's queries
 * (role and accessible name, label, text; injected from @testing-library/dom's browser build), and `<details>`
 * summaries by their text (Testing Library gives a summary no role; browsers expose it as a disclosure
 * button: __tests__/fixtures/disclosure.ts). `window.__engines.find(query, timeoutMs)` waits, checking every
 * 50 ms, until exactly one element matches, and rejects naming the query.
 */
import fs from "node:fs"
import path from "node:path"

/** A query as the tests write it; a RegExp travels as { re, flags }. */
export interface Query {
  role?: string
  name?: string | RegExp
  label?: string | RegExp
  text?: string | RegExp
  /** A `<details>` summary by its text. */
  disclosure?: string
  css?: string
  within?: Query
  /** The first match in document order rather than exactly one. */
  first?: boolean
}

type Wire = string | { re: string; flags: string } | undefined

const wire = (value: string | RegExp | undefined): Wire => (value instanceof RegExp ? { re: value.source, flags: value.flags } : value)

export const serializeQuery = (query: Query): string =>
  JSON.stringify({
    ...query,
    name: wire(query.name),
    label: wire(query.label),
    text: wire(query.text),
    within: query.within ? JSON.parse(serializeQuery(query.within)) : undefined,
  })

export const describeQuery = (query: Query): string =>
  [
    query.role && `role ${query.role}`,
    query.name !== undefined && `named ${String(query.name)}`,
    query.label !== undefined && `labelled ${String(query.label)}`,
    query.text !== undefined && `with text ${String(query.text)}`,
    query.disclosure && `disclosure ${query.disclosure}`,
    query.css && `matching ${query.css}`,
    query.within && `within (${describeQuery(query.within)})`,
  ]
    .filter(Boolean)
    .join(" ")

let testingLibrary: string | undefined
/** @testing-library/dom's browser build: defines window.TestingLibraryDom. */
export const testingLibrarySource = () =>
  (testingLibrary ??= fs.readFileSync(path.join(path.dirname(require.resolve("@testing-library/dom/package.json")), "dist/@testing-library/dom.umd.min.js"), "utf8"))

/** Defines window.__engines (plain JavaScript, evaluated as is in every engine). */
export const IN_PAGE_LIBRARY = `(function () {
  var TL = window.TestingLibraryDom;
  function revive(value) { return value && typeof value === "object" ? new RegExp(value.re, value.flags) : value; }
  function squash(text) { return (text || "").replace(/\\s+/g, " ").trim(); }
  function matches(text, wanted) { return wanted instanceof RegExp ? wanted.test(text) : text === wanted; }
  function visible(el) { return typeof el.checkVisibility === "function" ? el.checkVisibility() : !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length); }
  function describe(q) { return JSON.stringify(q); }
  function all(q) {
    var container = document.body;
    if (q.within) { container = one(q.within); if (!container) return []; }
    if (q.disclosure) return Array.prototype.filter.call(container.querySelectorAll("details > summary"), function (s) { return visible(s) && squash(s.textContent) === q.disclosure; });
    if (q.css) return Array.prototype.slice.call(container.querySelectorAll(q.css));
    if (q.role) return TL.queryAllByRole(container, q.role, q.name === undefined ? {} : { name: revive(q.name) });
    if (q.label !== undefined) return TL.queryAllByLabelText(container, revive(q.label));
    if (q.text !== undefined) { var t = revive(q.text); return TL.queryAllByText(container, function (_, el) { return matches(squash(el.textContent), t) && !Array.prototype.some.call(el.children, function (c) { return matches(squash(c.textContent), t); }); }); }
    throw new Error("an empty query");
  }
  function one(q) {
    var found = all(q);
    if (found.length > 1 && !q.first) throw new Error(found.length + " elements match " + describe(q));
    return found[0] || null;
  }
  window.__engines = {
    one: one,
    count: function (q) { return all(q).length; },
    find: function (q, timeoutMs) {
      var started = performance.now();
      return new Promise(function (resolve, reject) {
        (function attempt() {
          var found;
          try { found = one(q); } catch (error) { return reject(error); }
          if (found) return resolve(found);
          if (performance.now() - started > timeoutMs) return reject(new Error("nothing matches " + describe(q) + " after " + timeoutMs + " ms"));
          setTimeout(attempt, 50);
        })();
      });
    }
  };
})()`
