/**
 * One small inline script in every page's <head>: what a visitor does between the first paint and
 * hydration (about a second on a slow phone, since the boot scripts wait for the paint:
 * plugins/boot-after-paint/boot-after-paint.ts) is answered at once or kept, never lost. Until React marks
 * <html data-hydrated> (src/lib/hydration-mark.ts):
 * - A form's submission is held, not sent natively (which would reload the page and lose the request):
 *   caught in the capture phase on the document, before React's listeners, so it is seen once. The
 *   first one is kept, a status line appended to <body> (outside React's root, so hydration does not
 *   see it) says it is being sent, and once the page is hydrated the script removes that line and
 *   submits the same form again with the same button (`requestSubmit`), which React now handles: sent
 *   once, with the values the form's state adopted at hydration (src/hooks/use-typed-before-hydration.ts).
 * - Taps on the menus and accordions need nothing from it: the platform opens them (the phone menu is a
 *   `popover`, the dropdowns and accordions are `<details>`) and the components adopt what is open at
 *   hydration. It only gives a popover's toggle (`popovertarget` with `aria-controls`) an aria-expanded in
 *   step with the popover's `toggle` event, for engines that do not expose the popover's state on its
 *   toggle themselves (Firefox ESR 140; the markup cannot carry it: HTML forbids aria-expanded beside
 *   popovertarget). React writes it once the page is alive.
 * Plain ES5, the same text on every page and in every build, so the CSP lists it by one hash
 * (plugins/security-headers/security-headers.ts); styles are set through the CSSOM, which the CSP does not restrict.
 */
import { createElement } from "react"
import { HYDRATED_ATTRIBUTE } from "../../src/lib/hydration-mark"

/** The id of the status line shown while a submission waits for hydration. */
export const HELD_SUBMIT_ID = "held-submit"

/** What that line says. */
export const HELD_SUBMIT_TEXT = "Sending… the page is still loading; your request goes as soon as it is ready."

export const EARLY_INPUT_SCRIPT = `(function(){var d=document,h=d.documentElement,held=0;function ready(){return h.hasAttribute("${HYDRATED_ATTRIBUTE}")}d.addEventListener("submit",function(e){if(ready())return;e.preventDefault();e.stopImmediatePropagation();if(held)return;held=1;var f=e.target,s=e.submitter,p=d.createElement("p");p.id="${HELD_SUBMIT_ID}";p.setAttribute("role","status");p.textContent="${HELD_SUBMIT_TEXT}";p.style.cssText="position:fixed;z-index:99;top:0;left:0;right:0;margin:0;padding:12px 16px;background:#0b2545;color:#fff;font:600 16px/1.4 system-ui,sans-serif;text-align:center";d.body.appendChild(p);new MutationObserver(function(m,o){if(!ready())return;o.disconnect();p.remove();held=0;if(f.requestSubmit)f.requestSubmit(s&&s.form===f?s:null);else f.dispatchEvent(new Event("submit",{bubbles:true,cancelable:true}))}).observe(h,{attributes:true})},true);d.addEventListener("toggle",function(e){var t=e.target,b;if(ready()||!t.id||!t.hasAttribute("popover"))return;b=d.querySelectorAll('[aria-controls="'+t.id+'"][popovertarget]');for(var i=0;i<b.length;i++)b[i].setAttribute("aria-expanded",e.newState==="open")},true)})();`

export const EARLY_INPUT = createElement("script", { key: "early-input", dangerouslySetInnerHTML: { __html: EARLY_INPUT_SCRIPT } })
