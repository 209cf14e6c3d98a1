// The same "hydrated" mark as the site's (src/lib/hydration-mark.ts): <html data-hydrated> once React's
// root has rendered, which the bench's throttled run (scripts/bench-hydration.cjs) waits for on both
// builds. A few bytes of the empty page's app chunk.
exports.onInitialClientRender = () => document.documentElement.setAttribute("data-hydrated", "")
