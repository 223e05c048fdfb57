import type { Transform } from "node:stream";
import { htmlRewriter, unfinishedTagLength } from "./html-stream.server";

/**
 * Pages are complete HTML before any JavaScript runs: links are links, forms post without scripts.
 * So the scripts wait until the page has painted. React Router writes module preloads into <head> and a
 * module script that imports the route modules and starts hydration; fetched at once, they compete with
 * the stylesheet, fonts and images for a slow connection, and the phone's one main thread spends its
 * first frames compiling them. This stream takes the preloads out and holds the module script back:
 * it stays in the page as an inert data block, and a small classic script after it adds the preloads
 * and a module script with the same text once the page has loaded and painted two frames (at the
 * latest after three seconds, should an image hang). Both keep React Router's attributes, the render's
 * marker among them, so the page's CSP names their hashes (app/delivery/inline-code.server.ts); the module script
 * added later runs because its text has the data block's hash.
 */
const PRELOAD_TAG = /<link rel="modulepreload"[^>]*>/g;
const HREF = /\shref="([^"]+)"/;
const MODULE_SCRIPT = /<script([^>]*?) type="module" async="">([\s\S]*?)<\/script>/;
/** The type that keeps the module script in the page without running it (a data block). */
export const HELD_MODULE_TYPE = "text/x-held-module";
const MODULE_SCRIPT_START = /<script[^>]*? type="module" async=""/g;

/** Latest start of the scripts, for a page whose `load` event waits on a hanging request. */
export const LATEST_SCRIPT_START_MS = 3000;

export function deferredScripts(): Transform {
  const preloads: string[] = [];
  return htmlRewriter(
    (text) =>
      text
        .replace(PRELOAD_TAG, (tag) => {
          const href = HREF.exec(tag)?.[1];
          if (href && !preloads.includes(href)) preloads.push(href);
          return "";
        })
        .replace(
          MODULE_SCRIPT,
          (_script, attributes: string, source: string) =>
            `<script${attributes} type="${HELD_MODULE_TYPE}">${source}</script><script${attributes}>${loaderScript(preloads)}</script>`,
        ),
    unfinishedTailLength,
  );
}

/**
 * How many characters at the end of `text` must wait for the next chunk: an open module script, or a
 * tag whose `>` has not come yet.
 */
function unfinishedTailLength(text: string): number {
  let moduleStart = -1;
  for (const match of text.matchAll(MODULE_SCRIPT_START)) moduleStart = match.index;
  if (moduleStart >= 0 && !text.includes("</script>", moduleStart)) return text.length - moduleStart;
  return unfinishedTagLength(text);
}

/**
 * The classic script that stands in for React Router's module script. It runs the held module's
 * source (the element before it) once the page has loaded (`load`), has painted its first content
 * (the paint entry is reported only after the frame is on screen) and two more frames have been rendered (an
 * IntersectionObserver reports once per frame). No timers on that path, so a test's paused clock does
 * not stop hydration. Each preload and the module script are added in a task of their own (a message
 * to itself): adding one can take a few milliseconds, and together they made a long task.
 */
function loaderScript(preloads: readonly string[]): string {
  const literal = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");
  return (
    `(function(held,preloads){var d=document,loaded=false,painted=false,scheduled=false;` +
    `function start(){if(!held)return;var steps=preloads.map(function(href){var l=d.createElement("link");` +
    `l.rel="modulepreload";l.href=href;return function(){d.head.appendChild(l)}});` +
    `var s=d.createElement("script");s.type="module";s.textContent=held.textContent;held=null;` +
    `steps.push(function(){d.body.appendChild(s)});var c=new MessageChannel();` +
    `c.port1.onmessage=function step(){steps.shift()();if(steps.length)c.port2.postMessage(0)};c.port1.onmessage()}` +
    `function afterFrame(next){var o=new IntersectionObserver(function(){o.disconnect();next()});o.observe(d.documentElement)}` +
    `function ready(){if(loaded&&painted&&!scheduled){scheduled=true;afterFrame(function(){afterFrame(start)})}}` +
    `setTimeout(start,${LATEST_SCRIPT_START_MS});` +
    `addEventListener("load",function(){loaded=true;ready()});` +
    `try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){` +
    `observer.disconnect();painted=true;ready()}}).observe({type:"paint",buffered:true})}catch(e){painted=true}` +
    `})(document.currentScript.previousElementSibling,${literal(preloads)})`
  );
}
