/**
 * The data router (react-router-dom 7): one root route that runs the guard on every navigation and
 * renders the shell, and one child per route of the host's table, each a lazy screen module.
 */
import {
  createBrowserRouter,
  createMemoryRouter,
  type LoaderFunction,
  type RouteObject,
} from "react-router-dom";
import { AUTH_ROUTES, isAuthHost, MAIN_ROUTES, type RouteDefinition } from "../routing/routeTable";
import { RouteErrorScreen } from "../shell/RouteErrorScreen";
import { Shell } from "../shell/Shell";
import { ShellSpinner } from "../shell/ShellSpinner";
import { SCREEN_MODULES } from "./screenModules";

export interface RouteTreeOptions {
  hostname: string;
  loader: LoaderFunction;
  /** What a screen needs besides its module before it shows (the app: the rest of the catalog). */
  beforeScreen?: (route: RouteDefinition) => Promise<unknown>;
}

/** The route objects of a host. */
export function appRoutes({ hostname, loader, beforeScreen }: RouteTreeOptions): RouteObject[] {
  const table = isAuthHost(hostname) ? AUTH_ROUTES : MAIN_ROUTES;
  return [
    {
      id: "root",
      path: "/",
      loader,
      // The guard runs on every navigation, not only when params change.
      shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
        currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate,
      element: <Shell />,
      errorElement: <RouteErrorScreen />,
      HydrateFallback: ShellSpinner,
      children: [
        ...table.map(
          (route): RouteObject => ({
            id: route.name,
            path: route.path,
            handle: { route },
            lazy: beforeScreen
              ? () =>
                  Promise.all([SCREEN_MODULES[route.screen](), beforeScreen(route)]).then(
                    ([module]) => module,
                  )
              : SCREEN_MODULES[route.screen],
          }),
        ),
        // Anything else still reaches the root loader, which redirects it.
        { id: "unknown", path: "*", element: null },
      ],
    },
  ];
}

/** The router of the page. */
export function createAppRouter(options: RouteTreeOptions) {
  return createBrowserRouter(appRoutes(options));
}

/** A router kept in memory, for browser tests. */
export function createTestRouter(options: RouteTreeOptions, initialPath: string) {
  return createMemoryRouter(appRoutes(options), { initialEntries: [initialPath] });
}
