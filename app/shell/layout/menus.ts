import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * The header's menus are popovers (`popover` + `popovertarget`): HTML opens and closes them from the
 * first paint, with or without JavaScript. These helpers are what scripts add once React runs.
 */

/** Closes every open popover in `container` (the container itself included) and its open groups. */
export function closeOpenMenus(container: Element) {
  const open = [container, ...container.querySelectorAll("[popover]")].filter((element) =>
    element.matches("[popover]:popover-open"),
  );
  for (const element of open) (element as HTMLElement).hidePopover();
}

/**
 * Closes the open menus in `ref` when the page changes (an in-app navigation); not when React first
 * runs, which must leave a menu the visitor opened before it alone.
 */
export function useCloseMenusOnNavigation(ref: RefObject<Element | null>) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (ref.current) closeOpenMenus(ref.current);
  }, [pathname, ref]);
}
