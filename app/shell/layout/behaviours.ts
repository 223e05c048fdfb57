import { lazyImageSettings, runLazyImage, type LazyImageSettings } from "~/components/ui/lazy-image";
import { inlineCall } from "~/delivery/inline-call";
import { runToasts, toastReducer, toastSettings, type ToastSettings } from "~/shell/ui/toasts";

/**
 * What the shell does in the browser beyond HTML and CSS: the bar that shrinks on scroll, the reading
 * progress bar, the header menus' hover delay, arrow keys and tidying, the icon buttons' tooltips, the
 * deadline-reminder signups' sending in the page, starting the server's pictures, the toasts, and the
 * move of a third-party badge into the footer. It runs from the page's head
 * (shellBehavioursScript()), so it works from the first paint, before React and without it: every
 * listener is delegated from `document` and finds its elements when the event comes, so it also serves
 * pages drawn later in-app. The menus themselves are popovers and `<details>` that HTML opens and closes.
 */

/** SPEC section 9: the navigation bar shrinks and turns to glass past this many pixels of scroll. */
export const NAV_SHRINK_SCROLL_PX = 20;
/** SPEC section 9: a submenu stays open this long after the pointer leaves it. */
export const SUBMENU_CLOSE_DELAY_MS = 150;
/** SPEC section 2: a third-party badge is moved into the footer this long after the page has loaded. */
export const FOOTER_BADGE_DELAY_MS = 2_000;
/** SPEC section 9: tooltips open after 700 ms; moving to another within 300 ms opens it at once. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const REMINDER_NETWORK_PROBLEM =
  "We could not reach our site just now. Please check your connection and try again.";

interface ShellBehaviourSettings {
  shrinkPx: number;
  submenuCloseDelayMs: number;
  tooltipOpenDelayMs: number;
  tooltipSkipDelayMs: number;
  badgeDelayMs: number;
  /** What a reminder signup says when its request gets no answer it can read. */
  reminderNetworkProblem: string;
  lazyImage: LazyImageSettings;
  toasts: ToastSettings;
}

/** The functions the script uses, passed in beside it so each stays one copy. */
interface ShellBehaviourLogic {
  runLazyImage: typeof runLazyImage;
  runToasts: typeof runToasts;
  toastReducer: typeof toastReducer;
}

/**
 * Serialised into the page (Function.prototype.toString), so it must stand alone: no imports, no
 * closures over this module; what it needs comes in `settings`. The bar is `header[data-scrolled]`
 * ("true" or "false"), the progress bar `[data-scroll-progress]` (it gets `--progress`, 0..1). Menus are
 * found by their classes:
 * `.nav-dropdown` (a dropdown: its button and its `.nav-dropdown-panel` popover), `details.nav-submenu`
 * (a group inside one) and `.mobile-menu-panel` (the phone menu's popover); tooltips by
 * `[data-tooltip]` (the text), on a control that sits alone in a positioned wrapper; a reminder signup
 * by its form's `data-reminder-api` (ReminderSignup.tsx); the badge by `[data-third-party-badge]`, and
 * its place by `[data-footer-badge-slot]`; pictures by `[data-lazy-image]` (LazyImage.tsx), in
 * server-kept blocks (`[data-server-html]`) or on a page without React (`<html data-without-react>`).
 */
export function runShellBehaviours(settings: ShellBehaviourSettings, logic: ShellBehaviourLogic): void {
  const doc = document;
  logic.runToasts(settings.toasts, { toastReducer: logic.toastReducer });
  const elementOf = (target: EventTarget | null): Element | null =>
    target instanceof Element ? target : null;

  // The bar shrinks past the threshold and the progress bar follows, once per frame, without layout
  // work between frames.
  let frame = 0;
  const update = () => {
    frame = 0;
    const header = doc.querySelector("header[data-scrolled]");
    const scrolled = String(window.scrollY > settings.shrinkPx);
    if (header && header.getAttribute("data-scrolled") !== scrolled)
      header.setAttribute("data-scrolled", scrolled);
    const bar = doc.querySelector<HTMLElement>("[data-scroll-progress]");
    if (bar) {
      const max = doc.documentElement.scrollHeight - window.innerHeight;
      const progress = max > 0 ? Math.min(1, Math.max(0, window.scrollY / max)) : 0;
      bar.style.setProperty("--progress", progress.toFixed(4));
    }
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule, { passive: true });
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", schedule);
  else schedule();

  /** Closes every open popover in `container` (the container itself included); their groups close on toggle. */
  const closeMenusIn = (container: Element) => {
    for (const element of [container, ...container.querySelectorAll("[popover]")]) {
      if (element.matches("[popover]:popover-open")) (element as HTMLElement).hidePopover();
    }
  };
  const MENU_PANELS = ".nav-dropdown-panel, .mobile-menu-panel";

  // A group opens while the mouse is over it and closes a moment after it leaves. The click that
  // usually follows a hover must not close it again.
  const closeTimers = new WeakMap<Element, ReturnType<typeof setTimeout>>();
  const openedByHover = new WeakSet<Element>();
  /** The group under an event's target, with the list item that holds it (what the pointer enters). */
  const submenuAt = (target: EventTarget | null) => {
    const details = elementOf(target)?.closest<HTMLDetailsElement>("details.nav-submenu");
    return details?.parentElement ? { details, item: details.parentElement } : null;
  };
  doc.addEventListener("pointerover", (event) => {
    const submenu = submenuAt(event.target);
    if (event.pointerType !== "mouse" || !submenu) return;
    if (submenu.item.contains(elementOf(event.relatedTarget))) return;
    clearTimeout(closeTimers.get(submenu.details));
    if (!submenu.details.open) {
      submenu.details.open = true;
      openedByHover.add(submenu.details);
    }
  });
  doc.addEventListener("pointerout", (event) => {
    const submenu = submenuAt(event.target);
    if (event.pointerType !== "mouse" || !submenu) return;
    if (submenu.item.contains(elementOf(event.relatedTarget))) return;
    clearTimeout(closeTimers.get(submenu.details));
    const { details } = submenu;
    closeTimers.set(
      details,
      setTimeout(() => (details.open = false), settings.submenuCloseDelayMs),
    );
  });

  doc.addEventListener("click", (event) => {
    const target = elementOf(event.target);
    const summary = target?.closest("details.nav-submenu > summary");
    if (summary) {
      const details = summary.parentElement!;
      if (openedByHover.has(details) && event.detail > 0) event.preventDefault();
      openedByHover.delete(details);
    }
    // A link followed from a menu closes it, also when it leads to the page already shown.
    const panel = target?.closest("a")?.closest(MENU_PANELS);
    if (panel) closeMenusIn(panel);
  });
  // A search sent from the phone menu leaves the menu closed behind it.
  doc.addEventListener("submit", (event) => {
    const panel = elementOf(event.target)?.closest(MENU_PANELS);
    if (panel) closeMenusIn(panel);
  });
  // Back and forward change the page under an open menu: close it.
  window.addEventListener("popstate", () => {
    for (const panel of doc.querySelectorAll(MENU_PANELS)) closeMenusIn(panel);
  });

  // Arrow keys in a group: Right opens it at its first link; Left or Escape closes it back to its
  // summary, without closing the dropdown around it (a cancelled Escape closes no popover).
  doc.addEventListener("keydown", (event) => {
    const details = elementOf(event.target)?.closest<HTMLDetailsElement>("details.nav-submenu");
    if (!details) return;
    if (event.key === "ArrowRight" && !details.open) {
      event.preventDefault();
      details.open = true;
      details.querySelector<HTMLElement>("ul a")?.focus();
    } else if ((event.key === "ArrowLeft" || event.key === "Escape") && details.open) {
      event.preventDefault();
      event.stopPropagation();
      details.open = false;
      details.querySelector<HTMLElement>("summary")?.focus();
    }
  });

  // Focus that leaves a dropdown (Tab past its last link) closes it, as the pointer does.
  doc.addEventListener("focusout", (event) => {
    const dropdown = elementOf(event.target)?.closest(".nav-dropdown");
    if (dropdown && !dropdown.contains(elementOf(event.relatedTarget))) closeMenusIn(dropdown);
  });

  // A dropdown opens under its button where CSS anchor positioning does not place it (app.css leaves
  // WebKit out), and opens again with its groups closed. Toggle events do not bubble: listen as they pass.
  doc.addEventListener(
    "toggle",
    (event) => {
      const panel = elementOf(event.target);
      if (!panel?.classList.contains("nav-dropdown-panel")) return;
      if ((event as ToggleEvent).newState !== "open") {
        for (const group of panel.querySelectorAll<HTMLDetailsElement>("details[open]")) group.open = false;
        return;
      }
      const cssPlaces = CSS.supports("top: anchor(bottom)") && !CSS.supports("hanging-punctuation: first");
      const trigger = doc.querySelector(`[popovertarget="${panel.id}"]`);
      if (cssPlaces || !trigger || !(panel instanceof HTMLElement)) return;
      const box = trigger.getBoundingClientRect();
      const left = Math.min(box.left, window.innerWidth - panel.offsetWidth - 16);
      // At the button's bottom edge: the panel's own top margin (app.css) is the gap, as with CSS.
      Object.assign(panel.style, {
        top: `${box.bottom}px`,
        left: `${Math.max(16, left)}px`,
        translate: "none",
      });
    },
    true,
  );

  // Tooltips: shown after a moment of mouse hover or on keyboard focus, at once when another closed
  // just before, one at a time; the control is described by its tooltip while it shows.
  let tooltip: HTMLElement | null = null;
  let tooltipTimer: ReturnType<typeof setTimeout> | undefined;
  let tooltipClosedAt = 0;
  const hideTooltip = () => {
    clearTimeout(tooltipTimer);
    if (!tooltip) return;
    tooltipClosedAt = Date.now();
    tooltip.previousElementSibling?.removeAttribute("aria-describedby");
    tooltip.remove();
    tooltip = null;
  };
  const showTooltip = (control: Element) => {
    hideTooltip();
    const open = () => {
      tooltip = doc.createElement("span");
      tooltip.id = "tooltip";
      tooltip.setAttribute("role", "tooltip");
      tooltip.className = "tooltip";
      tooltip.textContent = control.getAttribute("data-tooltip");
      control.after(tooltip);
      control.setAttribute("aria-describedby", tooltip.id);
    };
    if (Date.now() - tooltipClosedAt < settings.tooltipSkipDelayMs) open();
    else tooltipTimer = setTimeout(open, settings.tooltipOpenDelayMs);
  };
  const tooltipControlAt = (target: EventTarget | null) =>
    elementOf(target)?.closest("[data-tooltip]") ?? null;
  doc.addEventListener("pointerover", (event) => {
    const control = tooltipControlAt(event.target);
    if (event.pointerType === "mouse" && control && !control.contains(elementOf(event.relatedTarget))) {
      showTooltip(control);
    }
  });
  doc.addEventListener("pointerout", (event) => {
    const control = tooltipControlAt(event.target);
    if (control && !control.contains(elementOf(event.relatedTarget))) hideTooltip();
  });
  doc.addEventListener("focusin", (event) => {
    const control = tooltipControlAt(event.target);
    if (control?.matches(":focus-visible")) showTooltip(control);
  });
  doc.addEventListener("focusout", (event) => {
    if (tooltipControlAt(event.target)) hideTooltip();
  });
  doc.addEventListener("keydown", (event) => {
    if (event.key === "Escape") hideTooltip();
  });

  // A deadline-reminder signup is sent as JSON and answered in place: a confirmation replaces the form
  // and takes focus, a problem is shown under the field, which points to it.
  doc.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
    const api = form.getAttribute("data-reminder-api");
    if (!api) return;
    event.preventDefault();
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    const field = form.querySelector<HTMLInputElement>("input[name=email]");
    if (!button || !field || button.disabled) return;
    const label = button.textContent;
    button.disabled = true;
    button.textContent = button.getAttribute("data-busy-text");
    const answerFrom = (kind: string, message: string) => {
      const template = form.querySelector<HTMLTemplateElement>(`template[data-reminder-answer="${kind}"]`);
      // A template React drew in the browser holds its children itself, not in `content`.
      const model = template?.content.firstElementChild ?? template?.firstElementChild;
      const answer = model?.cloneNode(true) as HTMLElement | undefined;
      const text = answer?.querySelector("[data-reminder-text]");
      if (text) text.textContent = message;
      if (answer) answer.id = `${field.id}-message`;
      return answer;
    };
    void fetch(api, { method: "POST", body: new FormData(form) })
      .then((response) => response.json() as Promise<{ status: string; message: string }>)
      .catch(() => ({ status: "failed", message: settings.reminderNetworkProblem }))
      .then(({ status, message }) => {
        button.disabled = false;
        button.textContent = label;
        form.querySelector(`[id="${field.id}-message"]`)?.remove();
        if (status === "sent" || status === "queued") {
          const answer = answerFrom("done", message);
          if (!answer) return;
          form.replaceWith(answer);
          answer.focus();
          return;
        }
        const answer = answerFrom("problem", message);
        if (!answer) return;
        form.querySelector("[data-reminder-fields]")?.after(answer);
        field.setAttribute("aria-invalid", "true");
        field.setAttribute("aria-describedby", answer.id);
      });
  });

  // Once the page is parsed, pictures React will not draw start: those in blocks kept as the server wrote
  // them, and on a page without React every one. Such a page is then ready, as a React page is once
  // hydrated (`data-hydrated`, which monitoring and the browser tests wait for).
  const parsed = () => {
    const withoutReact = doc.documentElement.hasAttribute("data-without-react");
    const selector = withoutReact ? "[data-lazy-image]" : "[data-server-html] [data-lazy-image]";
    for (const holder of doc.querySelectorAll<HTMLElement>(selector))
      logic.runLazyImage(holder, settings.lazyImage);
    if (withoutReact) doc.documentElement.setAttribute("data-hydrated", "true");
  };
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", parsed);
  else parsed();

  // A third-party widget's badge (a reviews seal) joins the footer rather than floating over the page.
  const moveBadge = () =>
    setTimeout(() => {
      const badge = doc.querySelector("[data-third-party-badge]");
      const slot = doc.querySelector("[data-footer-badge-slot]");
      if (badge && slot && !slot.contains(badge)) slot.append(badge);
    }, settings.badgeDelayMs);
  if (doc.readyState === "complete") moveBadge();
  else window.addEventListener("load", moveBadge, { once: true });
}

let script: string | undefined;
/**
 * The inline script in every page's head (app/root.tsx, given its text by app/entry.server.tsx, so no
 * browser bundle imports this module), allowed by its hash (app/delivery/inline-code.server.ts).
 */
export function shellBehavioursScript(): string {
  script ??= inlineCall(
    runShellBehaviours,
    {
      shrinkPx: NAV_SHRINK_SCROLL_PX,
      submenuCloseDelayMs: SUBMENU_CLOSE_DELAY_MS,
      tooltipOpenDelayMs: TOOLTIP_OPEN_DELAY_MS,
      tooltipSkipDelayMs: TOOLTIP_SKIP_DELAY_MS,
      badgeDelayMs: FOOTER_BADGE_DELAY_MS,
      reminderNetworkProblem: REMINDER_NETWORK_PROBLEM,
      lazyImage: lazyImageSettings(),
      toasts: toastSettings(),
    },
    { runLazyImage, runToasts, toastReducer },
  );
  return script;
}
