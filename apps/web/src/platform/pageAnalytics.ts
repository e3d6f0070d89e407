/**
 * The analytics page event of spec 000 §2 and 001 §7.12: one event per navigation, named with the route.
 * Sending never blocks or breaks navigation: failures are dropped.
 */

export interface PageEvent {
  /** The route name of the route table, e.g. `dashboard`. */
  name: string;
  path: string;
}

/** The page event of a navigation, or undefined when the route did not change (same name and path). */
export function pageEventFor(previous: PageEvent | undefined, next: PageEvent): PageEvent | undefined {
  if (previous && previous.name === next.name && previous.path === next.path) return undefined;
  return next;
}

/** Sends `event` with `send`, swallowing any failure (analytics must never affect the user). */
export async function sendPageEvent(
  event: PageEvent,
  send: (event: PageEvent) => Promise<unknown>,
): Promise<boolean> {
  try {
    await send(event);
    return true;
  } catch {
    return false;
  }
}
