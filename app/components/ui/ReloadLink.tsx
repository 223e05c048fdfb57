import type { ReactNode } from "react";
import { useLocation } from "react-router";

/**
 * A link to the page itself: following it loads the page afresh, with or without JavaScript (a
 * button calling `location.reload()` would do nothing before scripts run, or without them).
 */
export function ReloadLink({ className, children }: { className?: string; children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <a href={`${pathname}${search}`} className={className}>
      {children}
    </a>
  );
}
