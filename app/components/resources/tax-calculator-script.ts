import { inlineCall } from "~/delivery/inline-call";
import {
  CALCULATOR_PARAM_RULES,
  calculatorSearchParams,
  type CalculatorParamRules,
} from "~/resources/calculator-view";
import { TOAST_EVENT, type ToastRequest } from "~/shell/ui/toasts";

/** Typing pauses this long before the address (and so the estimate) follows. */
export const CALCULATOR_DEBOUNCE_MS = 400;

export const ESTIMATE_NOT_UPDATED: ToastRequest = {
  title: "Could not update the estimate",
  description: "Please check your connection, then press Calculate.",
  variant: "destructive",
};
export const LINK_COPIED: ToastRequest = {
  title: "Link copied",
  description:
    "Anyone with the link sees this estimate. It holds the figures you entered, so share it with care.",
  variant: "success",
};
export const LINK_NOT_COPIED: ToastRequest = {
  title: "Could not copy the link",
  description: "Copy the address from your browser's address bar instead.",
  variant: "destructive",
};

export interface TaxCalculatorSettings {
  typingPauseMs: number;
  paramRules: CalculatorParamRules;
  toastEvent: string;
  notUpdated: ToastRequest;
  copied: ToastRequest;
  notCopied: ToastRequest;
}

export interface TaxCalculatorLogic {
  calculatorSearchParams: typeof calculatorSearchParams;
}

const SETTINGS: TaxCalculatorSettings = {
  typingPauseMs: CALCULATOR_DEBOUNCE_MS,
  paramRules: CALCULATOR_PARAM_RULES,
  toastEvent: TOAST_EVENT,
  notUpdated: ESTIMATE_NOT_UPDATED,
  copied: LINK_COPIED,
  notCopied: LINK_NOT_COPIED,
};
const LOGIC: TaxCalculatorLogic = { calculatorSearchParams };

/** For a calculator React drew in-app (the page's BlockScript): the same script, run from an effect. */
export function startTaxCalculator(): (() => void) | undefined {
  return runTaxCalculator(SETTINGS, LOGIC);
}

/**
 * The estimate follows the form as the visitor fills it in. Without this script the form is a plain
 * GET form to its own page, and the server renders the estimate from the address; with it, every
 * change writes the answers into the address in place (typing after a pause, a choice at once,
 * replacing the history entry and keeping the scroll position), fetches that page as the server
 * renders it, and moves in what depends on the answers and changed: each `[data-estimate-part]`'s
 * contents (the estimate, whose headline a live region announces politely; the breakdown; the year's
 * facts and sources), and each field's error (`[data-error-for]` and its control's `aria-invalid` and
 * `aria-describedby`). The fields themselves are never touched, so nothing typed meanwhile is lost. A newer request cancels an
 * older one; while one runs the estimate is `aria-busy`. "Calculate" does the same at once and takes
 * focus to the estimate, as a page load would. It also runs the phone's bar with the bottom line
 * (`[data-estimate-bar]`, shown while the estimate is below the screen) and the "Copy link" button,
 * both hidden until this script can run them.
 *
 * Serialised into the page (app/delivery/inline-call.ts), so it stands alone. Returns what stops it,
 * for a calculator React drew and takes away again.
 */
export function runTaxCalculator(
  settings: TaxCalculatorSettings,
  logic: TaxCalculatorLogic,
): (() => void) | undefined {
  const form = document.querySelector<HTMLFormElement>("form[data-tax-calculator]:not([data-started])");
  const estimate = document.querySelector<HTMLElement>("[data-estimate]");
  if (!form || !estimate) return undefined;
  form.setAttribute("data-started", "");
  const listening = new AbortController();
  const { signal } = listening;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | undefined;
  const toast = (detail: ToastRequest) =>
    document.dispatchEvent(new CustomEvent(settings.toastEvent, { detail }));

  const addressOf = () => {
    const answers = new FormData(form);
    // The brand the page was asked for by `?domain=`, as the server resolved it (a hidden field).
    const brand = answers.get("domain");
    const params = logic.calculatorSearchParams(
      answers,
      typeof brand === "string" ? [["domain", brand]] : [],
      settings.paramRules,
    );
    const address = new URL(location.pathname, location.href);
    address.search = params.toString();
    return address;
  };

  /** `target`'s children become copies of `source`'s, from the fetched page. */
  const moveIn = (target: Element, source: Element | null) =>
    target.replaceChildren(...[...(source?.childNodes ?? [])].map((node) => document.importNode(node, true)));

  // The answers the estimate shows, or is being fetched for.
  let requested = location.search;
  const update = async () => {
    const address = addressOf();
    if (address.search === requested) return;
    requested = address.search;
    request?.abort();
    const current = new AbortController();
    request = current;
    estimate.setAttribute("aria-busy", "true");
    try {
      const response = await fetch(address, { signal: current.signal, headers: { Accept: "text/html" } });
      const page = document.createElement("template");
      page.innerHTML = await response.text();
      const fetched = page.content;
      if (!response.ok || !fetched.querySelector("form[data-tax-calculator]"))
        throw new Error("not the calculator");
      for (const part of document.querySelectorAll("[data-estimate-part]")) {
        const name = part.getAttribute("data-estimate-part");
        const next = fetched.querySelector(`[data-estimate-part="${name}"]`);
        // Only what changed: the headline's live region speaks each time its words are replaced.
        if (next && next.innerHTML !== part.innerHTML) moveIn(part, next);
      }
      for (const slot of form.querySelectorAll("[data-error-for]")) {
        const id = slot.getAttribute("data-error-for") ?? "";
        const next = fetched.querySelector(`[data-error-for="${id}"]`);
        moveIn(slot, next);
        const control = document.getElementById(id);
        const nextControl = next && fetched.getElementById(id);
        for (const name of ["aria-invalid", "aria-describedby"]) {
          const value = nextControl?.getAttribute(name);
          if (value == null) control?.removeAttribute(name);
          else control?.setAttribute(name, value);
        }
      }
      history.replaceState(history.state, "", address);
    } catch {
      if (current.signal.aborted) return;
      requested = location.search;
      toast(settings.notUpdated);
    } finally {
      if (request === current) estimate.setAttribute("aria-busy", "false");
    }
  };

  const later = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void update(), delay);
  };
  // Typing waits for a pause; a choice (select, checkbox, radio) applies at once.
  const isTyping = (target: EventTarget | null) =>
    target instanceof HTMLInputElement && target.type === "text";
  form.addEventListener("input", (event) => isTyping(event.target) && later(settings.typingPauseMs), {
    signal,
  });
  form.addEventListener("change", (event) => isTyping(event.target) || later(0), { signal });
  form.addEventListener(
    "submit",
    (event) => {
      event.preventDefault();
      clearTimeout(timer);
      void update();
      // Take keyboard and screen reader users to the estimate, as a page load would.
      document.getElementById("estimate-heading")?.focus();
    },
    { signal },
  );

  const copy = form.querySelector<HTMLButtonElement>("[data-copy-estimate-link]");
  if (copy && navigator.clipboard) {
    copy.hidden = false;
    copy.addEventListener(
      "click",
      () => {
        // The form's answers, even those still waiting for the typing's pause.
        navigator.clipboard.writeText(addressOf().href).then(
          () => toast(settings.copied),
          () => toast(settings.notCopied),
        );
      },
      { signal },
    );
  }

  // The phone's bar: while the estimate is further down the page than the visitor.
  const bar = document.querySelector<HTMLElement>("[data-estimate-bar]");
  let observer: IntersectionObserver | undefined;
  if (bar && "IntersectionObserver" in window) {
    observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) bar.hidden = entry.isIntersecting || entry.boundingClientRect.top <= 0;
    });
    observer.observe(estimate);
  }

  // Answers changed before this script arrived.
  const changedEarly = [...form.elements].some((control) =>
    control instanceof HTMLSelectElement
      ? // With no option chosen by the server (an answer it does not offer), the browser shows the first.
        control.selectedIndex !==
        Math.max(
          0,
          [...control.options].findIndex((option) => option.defaultSelected),
        )
      : control instanceof HTMLInputElement &&
        (control.type === "checkbox" || control.type === "radio"
          ? control.checked !== control.defaultChecked
          : control.value !== control.defaultValue),
  );
  if (changedEarly) later(0);

  return () => {
    listening.abort();
    request?.abort();
    clearTimeout(timer);
    observer?.disconnect();
    form.removeAttribute("data-started");
  };
}

let script: string | undefined;
/** The calculator's script as the server's HTML runs it, after the page's content; allowed by its hash. */
export function taxCalculatorScript(): string {
  script ??= inlineCall(runTaxCalculator, SETTINGS, LOGIC);
  return script;
}
