import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * React Router's own client entry, but hydration starts in a task after the one that evaluated the
 * modules. Evaluating React and the page's modules and then creating the root (which attaches React's
 * event listeners and renders its first slice) were one task long enough to hold up a phone's input.
 * A message to itself, not a timer: a test's paused clock must not stop hydration.
 */
const channel = new MessageChannel();
channel.port1.onmessage = () => {
  channel.port1.close();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
};
channel.port2.postMessage(null);
